/**
 * The Redis store of the shared cache (REDIS_URL). Each entry is a string key with a PX time to live; a sorted
 * set per namespace scores keys by last use, so a write can evict the least recently used beyond the policy's
 * entries. Expired keys may linger in the sorted set until evicted; they only cost a slot.
 */
import { Redis } from 'ioredis';
import { createSharedCache, type SharedCache } from './shared-cache.ts';

const PREFIX = 'happenings:cache:';

export function createRedisCache(url: string, clock: () => number = Date.now): SharedCache {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const entryKey = (namespace: string, key: string) => `${PREFIX}${namespace}:${key}`;
  const usageKey = (namespace: string) => `${PREFIX}${namespace}#used`;
  return createSharedCache(
    'redis',
    {
      async get(namespace, key) {
        const raw = await redis.get(entryKey(namespace, key));
        if (raw === null) return undefined;
        await redis.zadd(usageKey(namespace), clock(), key);
        return JSON.parse(raw) as unknown;
      },
      async set(namespace, key, value, policy) {
        await redis
          .multi()
          .set(entryKey(namespace, key), JSON.stringify(value), 'PX', policy.ttlMs)
          .zadd(usageKey(namespace), clock(), key)
          .exec();
        const overflow = (await redis.zcard(usageKey(namespace))) - policy.maxEntries;
        if (overflow <= 0) return;
        const evicted = await redis.zpopmin(usageKey(namespace), String(overflow));
        // zpopmin answers [member, score, member, score, ...].
        const keys = evicted.filter((_, i) => i % 2 === 0).map((k) => entryKey(namespace, k));
        if (keys.length > 0) await redis.del(...keys);
      },
      async clear(namespace) {
        const keys = await redis.zrange(usageKey(namespace), '0', '-1');
        await redis.del(usageKey(namespace), ...keys.map((k) => entryKey(namespace, k)));
      },
    },
    async () => {
      await redis.quit();
    },
  );
}
