/** Picks the shared cache's store: Redis when configured, else the server database, else process memory. */
import type { Database, DatabaseKind } from '@happenings/db/client';
import { createMemoryCache } from './memory-cache.ts';
import { createPostgresCache } from './postgres-cache.ts';
import { createRedisCache } from './redis-cache.ts';
import type { SharedCache } from './shared-cache.ts';

export function selectSharedCache(options: {
  redisUrl: string | undefined;
  db: Database;
  dbKind: DatabaseKind;
  clock: () => number;
}): SharedCache {
  if (options.redisUrl) return createRedisCache(options.redisUrl, options.clock);
  if (options.dbKind === 'postgres') return createPostgresCache(options.db, options.clock);
  return createMemoryCache(options.clock);
}
