import { describe, expect, it } from 'vitest';
import { createTtlLruCache } from './ttl-lru-cache.ts';

describe('createTtlLruCache', () => {
  it('expires entries after the time to live', () => {
    const cache = createTtlLruCache<string>({ maxEntries: 2, ttlMs: 1000 });
    cache.set('a', 'A', 0);
    expect(cache.get('a', 999)).toBe('A');
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry beyond the maximum', () => {
    const cache = createTtlLruCache<number>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a', 1)).toBe(1); // a is now more recent than b
    cache.set('c', 3, 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe(1);
    expect(cache.get('c', 3)).toBe(3);
  });

  it('rejects a cache with no room', () => {
    expect(() => createTtlLruCache({ maxEntries: 0, ttlMs: 1 })).toThrow();
  });
});
