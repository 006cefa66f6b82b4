/**
 * The API's caches (spec §9 policies: entries and time to live) behind one interface, stored where every server
 * process can see them: Redis when REDIS_URL is set, PostgreSQL when the API runs on a server database, process
 * memory for the embedded single-process default. Values are JSON (they are response bodies or parts of them),
 * so every store returns the same shapes.
 *
 * Concurrent misses of one key in one process share a single load, so a cold cache under load runs the query
 * once per process.
 *
 * A store that fails (Redis stopped or unreachable) degrades the cache instead of failing the request: a read that
 * fails is a miss, a write that fails is skipped, so requests load from the database as if there were no shared
 * cache, and the next call that works uses the store again. A clear that fails is retried before this process
 * next reads or writes that namespace, so it never reads entries a write should have removed. The change of state
 * is logged once each way (docs/reliability.md).
 */
import type { CachePolicy } from '@happenings/domain/constants';

export interface CacheNamespace<V> {
  /**
   * The fresh cached value, or the result of `load()`, stored (a failed load is not stored). A cached value that
   * `accept` refuses (checked against the database, say) counts as a miss: it is loaded again and replaced.
   */
  getOrLoad(key: string, load: () => Promise<V>, accept?: (value: V) => Promise<boolean>): Promise<V>;
  /** Drops every entry (after a write that makes them wrong). */
  clear(): Promise<void>;
}

/** What a store does for one namespace; `get` marks the entry used, `set` evicts beyond the policy. */
export interface CacheBackend {
  get(namespace: string, key: string, policy: CachePolicy): Promise<unknown>;
  set(namespace: string, key: string, value: unknown, policy: CachePolicy): Promise<void>;
  clear(namespace: string): Promise<void>;
  /** One round trip to a store of its own (Redis); throws when it does not answer. */
  ping?(): Promise<void>;
}

export interface SharedCache {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** The namespace `name` (the same object for every call with that name; the first call's policy holds). */
  namespace<V>(name: string, policy: CachePolicy): CacheNamespace<V>;
  /**
   * Drops every entry of the namespace `name`, whether or not this process has used it (a write elsewhere that
   * makes them wrong, e.g. an editor's curation; the namespace's own policy is not needed to clear it).
   */
  clearNamespace(name: string): Promise<void>;
  /** Whether the store answers now (GET /api/v1/health); false means requests load without a shared cache. */
  isAvailable(): Promise<boolean>;
  /**
   * Tells `observer` of every read: a hit, or a miss that loads (a caller sharing another's load in flight counts
   * as a miss too). For the process's metrics (docs/operations.md#metrics).
   */
  observeReads(observer: (namespace: string, result: 'hit' | 'miss') => void): void;
  close(): Promise<void>;
}

export function createSharedCache(
  kind: SharedCache['kind'],
  backend: CacheBackend,
  close: () => Promise<void> = async () => {},
): SharedCache {
  let isDegraded = false;
  const degrade = (error: unknown) => {
    if (isDegraded) return;
    isDegraded = true;
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Shared cache (${kind}) unavailable, loading without it: ${reason}`);
  };
  const recover = () => {
    if (!isDegraded) return;
    isDegraded = false;
    console.info(`Shared cache (${kind}) available again`);
  };
  /** Runs one store operation; undefined (and the cache degraded) when the store fails. */
  const attempt = async <T>(operation: () => Promise<T>): Promise<{ value: T } | undefined> => {
    try {
      const value = await operation();
      recover();
      return { value };
    } catch (error) {
      degrade(error);
      return undefined;
    }
  };

  // Namespaces whose last clear failed: cleared before their next read or write.
  const pendingClears = new Set<string>();
  const clearNamespace = async (name: string): Promise<boolean> => {
    const cleared = await attempt(() => backend.clear(name));
    if (cleared) pendingClears.delete(name);
    else pendingClears.add(name);
    return cleared !== undefined;
  };
  const isUsable = async (name: string) => !pendingClears.has(name) || (await clearNamespace(name));

  // One object per namespace name, so every caller of a name shares its in-flight loads.
  const namespaces = new Map<string, CacheNamespace<unknown>>();
  let observeRead: ((namespace: string, result: 'hit' | 'miss') => void) | null = null;
  return {
    kind,
    namespace<V>(name: string, policy: CachePolicy): CacheNamespace<V> {
      const existing = namespaces.get(name);
      if (existing) return existing as CacheNamespace<V>;
      const loading = new Map<string, Promise<V>>();
      const space: CacheNamespace<V> = {
        async getOrLoad(key, load, accept) {
          const hit = (await isUsable(name))
            ? await attempt(() => backend.get(name, key, policy))
            : undefined;
          if (hit?.value !== undefined && (!accept || (await accept(hit.value as V)))) {
            observeRead?.(name, 'hit');
            return hit.value as V;
          }
          observeRead?.(name, 'miss');
          const pending = loading.get(key);
          if (pending) return pending;
          const promise = (async () => {
            try {
              const value = await load();
              if (await isUsable(name)) await attempt(() => backend.set(name, key, value, policy));
              return value;
            } finally {
              loading.delete(key);
            }
          })();
          loading.set(key, promise);
          return promise;
        },
        async clear() {
          await clearNamespace(name);
        },
      };
      namespaces.set(name, space as CacheNamespace<unknown>);
      return space;
    },
    async clearNamespace(name) {
      await clearNamespace(name);
    },
    async isAvailable() {
      if (!backend.ping) return true;
      return (await attempt(() => backend.ping!())) !== undefined;
    },
    observeReads(observer) {
      observeRead = observer;
    },
    close,
  };
}
