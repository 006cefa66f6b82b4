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

  it('shares one load between concurrent misses and does not store failures', async () => {
    const cache = createTtlLruCache<number>({ maxEntries: 5, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 42;
    };
    const [first, second] = await Promise.all([cache.getOrLoad('k', 0, load), cache.getOrLoad('k', 0, load)]);
    expect([first, second, loads]).toEqual([42, 42, 1]);
    await expect(cache.getOrLoad('bad', 0, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrLoad('bad', 0, async () => 7)).toBe(7);
  });

  it('rejects a cache with no room', () => {
    expect(() => createTtlLruCache({ maxEntries: 0, ttlMs: 1 })).toThrow();
  });
});
