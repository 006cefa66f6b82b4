/**
 * The API's caches (spec §9 policies: entries and time to live) behind one interface, stored where every server
 * process can see them: Redis when REDIS_URL is set, PostgreSQL when the API runs on a server database, process
 * memory for the embedded single-process default. Values are JSON (they are response bodies or parts of them),
 * so every store returns the same shapes.
 *
 * Concurrent misses of one key in one process share a single load, so a cold cache under load runs the query
 * once per process.
 */
import type { CachePolicy } from '@happenings/domain/constants';

export interface CacheNamespace<V> {
  /** The fresh cached value, or the result of `load()`, stored (a failed load is not stored). */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops every entry (after a write that makes them wrong). */
  clear(): Promise<void>;
}

/** What a store does for one namespace; `get` marks the entry used, `set` evicts beyond the policy. */
export interface CacheBackend {
  get(namespace: string, key: string, policy: CachePolicy): Promise<unknown>;
  set(namespace: string, key: string, value: unknown, policy: CachePolicy): Promise<void>;
  clear(namespace: string): Promise<void>;
}

export interface SharedCache {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** The namespace `name` (the same object for every call with that name; the first call's policy holds). */
  namespace<V>(name: string, policy: CachePolicy): CacheNamespace<V>;
  close(): Promise<void>;
}

export function createSharedCache(
  kind: SharedCache['kind'],
  backend: CacheBackend,
  close: () => Promise<void> = async () => {},
): SharedCache {
  // One object per namespace name, so every caller of a name shares its in-flight loads.
  const namespaces = new Map<string, CacheNamespace<unknown>>();
  return {
    kind,
    namespace<V>(name: string, policy: CachePolicy): CacheNamespace<V> {
      const existing = namespaces.get(name);
      if (existing) return existing as CacheNamespace<V>;
      const loading = new Map<string, Promise<V>>();
      const space: CacheNamespace<V> = {
        async getOrLoad(key, load) {
          const hit = await backend.get(name, key, policy);
          if (hit !== undefined) return hit as V;
          const pending = loading.get(key);
          if (pending) return pending;
          const promise = (async () => {
            try {
              const value = await load();
              await backend.set(name, key, value, policy);
              return value;
            } finally {
              loading.delete(key);
            }
          })();
          loading.set(key, promise);
          return promise;
        },
        clear: () => backend.clear(name),
      };
      namespaces.set(name, space as CacheNamespace<unknown>);
      return space;
    },
    close,
  };
}
