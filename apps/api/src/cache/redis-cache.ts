/**
 * The Redis store of the shared cache (REDIS_URL). Each entry is a string key with a PX time to live; a sorted
 * set per namespace scores keys by last use, so a write can evict the least recently used beyond the policy's
 * entries. Expired keys may linger in the sorted set until evicted; they only cost a slot.
 *
 * Without Redis the shared cache loads from the database (shared-cache.ts), so a command here must fail fast rather
 * than hold the request: none waits for a connection that is down, none waits more than COMMAND_TIMEOUT_MS for an
 * answer, and a connection that stops answering is dropped. The client reconnects for as long as the process runs,
 * so a Redis that comes back is used again without a restart (docs/reliability.md).
 */
import { Redis } from 'ioredis';
import { createSharedCache, type SharedCache } from './shared-cache.ts';

const PREFIX = 'happenings:cache:';

/**
 * A read and its mark of use in one round trip (a hit is the hot path of every cached answer): the entry, and
 * when there is one, its key's last use moved to now (KEYS: entry, usage set; ARGV: now, key).
 */
const GET_AND_TOUCH = `local value = redis.call('GET', KEYS[1])
if value then redis.call('ZADD', KEYS[2], ARGV[1], ARGV[2]) end
return value`;

/** Redis answers in well under a millisecond on a healthy network; longer means it is in trouble. */
const COMMAND_TIMEOUT_MS = 500;
/** A connection with commands waiting and no byte back for this long is dead: drop it and reconnect. */
const SOCKET_TIMEOUT_MS = 2_000;
/** Reconnect attempts back off to at most this far apart. */
const MAX_RECONNECT_DELAY_MS = 1_000;

export function createRedisCache(url: string, clock: () => number = Date.now): SharedCache {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    connectTimeout: SOCKET_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  // The shared cache logs when it degrades and recovers; the client's own connection errors would repeat that on
  // every reconnect attempt (and ioredis prints errors nobody listens for).
  redis.on('error', () => {});
  // Commands fail at once while the connection is down, but those of a process that just started wait for its
  // first connection (at most the connect timeout), so it starts with the cache.
  const firstConnection = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    setTimeout(resolve, SOCKET_TIMEOUT_MS).unref();
  });
  const entryKey = (namespace: string, key: string) => `${PREFIX}${namespace}:${key}`;
  const usageKey = (namespace: string) => `${PREFIX}${namespace}#used`;
  return createSharedCache(
    'redis',
    {
      async get(namespace, key) {
        await firstConnection;
        const raw = (await redis.eval(
          GET_AND_TOUCH,
          2,
          entryKey(namespace, key),
          usageKey(namespace),
          clock(),
          key,
        )) as string | null;
        if (raw === null) return undefined;
        return JSON.parse(raw) as unknown;
      },
      async set(namespace, key, value, policy) {
        await firstConnection;
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
        await firstConnection;
        const keys = await redis.zrange(usageKey(namespace), '0', '-1');
        await redis.del(usageKey(namespace), ...keys.map((k) => entryKey(namespace, k)));
      },
      async ping() {
        await firstConnection;
        await redis.ping();
      },
    },
    async () => {
      // quit() needs a live connection; a Redis that is down is simply let go.
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  );
}
