/**
 * A small in-process cache with a maximum number of entries (least recently used evicted first) and a time to
 * live (spec §9: 50 entries for 5 min for stream configuration, 15 entries for 15 min for highlighted
 * recommendations). Time is passed in by the caller (the app's clock), so tests control expiry. It is the
 * in-process store of the shared cache (memory-cache.ts), which also shares concurrent loads.
 */
import type { CachePolicy } from '@happenings/domain/constants';

export interface TtlLruCache<V> {
  /** The fresh value for `key`, or undefined. A hit makes the entry the most recently used. */
  get(key: string, now: number): V | undefined;
  set(key: string, value: V, now: number): void;
  clear(): void;
  readonly size: number;
}

export function createTtlLruCache<V>(policy: CachePolicy): TtlLruCache<V> {
  if (policy.maxEntries < 1) throw new Error('A cache needs room for at least one entry');
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { value: V; expiresAt: number }>();

  const cache: TtlLruCache<V> = {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, now) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now + policy.ttlMs });
      while (entries.size > policy.maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
