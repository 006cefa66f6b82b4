/** The PostgreSQL store of the shared cache (table cache_entries), for a server database without Redis. */
import { clearCacheNamespace, readCacheEntry, writeCacheEntry } from '@happenings/db/cache';
import type { Database } from '@happenings/db/client';
import { createSharedCache, type SharedCache } from './shared-cache.ts';

export function createPostgresCache(db: Database, clock: () => number = Date.now): SharedCache {
  return createSharedCache('postgres', {
    async get(namespace, key) {
      const value = await readCacheEntry(db, { namespace, key, now: new Date(clock()) });
      return value ?? undefined;
    },
    async set(namespace, key, value, policy) {
      await writeCacheEntry(db, {
        namespace,
        key,
        value,
        now: new Date(clock()),
        ttlMs: policy.ttlMs,
        maxEntries: policy.maxEntries,
      });
    },
    clear: (namespace) => clearCacheNamespace(db, namespace),
  });
}
