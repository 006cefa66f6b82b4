/** The in-process store of the shared cache, for the embedded single-process default (see shared-cache.ts). */
import type { CachePolicy } from '@happenings/domain/constants';
import { createSharedCache, type SharedCache } from './shared-cache.ts';
import { createTtlLruCache, type TtlLruCache } from './ttl-lru-cache.ts';

export function createMemoryCache(clock: () => number = Date.now): SharedCache {
  const namespaces = new Map<string, TtlLruCache<unknown>>();
  const namespace = (name: string, policy: CachePolicy) => {
    let cache = namespaces.get(name);
    if (!cache) {
      cache = createTtlLruCache<unknown>(policy);
      namespaces.set(name, cache);
    }
    return cache;
  };
  return createSharedCache('memory', {
    async get(name, key, policy) {
      return namespace(name, policy).get(key, clock());
    },
    async set(name, key, value, policy) {
      namespace(name, policy).set(key, value, clock());
    },
    async clear(name) {
      namespaces.get(name)?.clear();
    },
  });
}
