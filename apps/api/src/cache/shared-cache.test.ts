import type { DatabaseHandle } from '@happenings/db/client';
import { createTestDatabase } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryCache } from './memory-cache.ts';
import { createPostgresCache } from './postgres-cache.ts';
import { createRedisCache } from './redis-cache.ts';
import { type CacheBackend, createSharedCache, type SharedCache } from './shared-cache.ts';

let now = 1_000_000;
const clock = () => now;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const stores: Array<[string, () => SharedCache]> = [
  ['memory', () => createMemoryCache(clock)],
  ['postgres', () => createPostgresCache(database.db, clock)],
];
// Redis is a real server when configured (CI sets REDIS_URL for the server-database run).
if (process.env.REDIS_URL) stores.push(['redis', () => createRedisCache(process.env.REDIS_URL!, clock)]);

describe.each(stores)('shared cache on %s', (name, create) => {
  let cache: SharedCache;
  // A namespace per store and run, so parallel runs against one Redis never meet.
  const ns = (label: string) => `${label}-${name}-${process.pid}-${Math.random().toString(36).slice(2)}`;
  beforeAll(() => {
    cache = create();
  });
  afterAll(async () => {
    await cache.close();
  });

  it('loads once, then answers from the cache with the same JSON', async () => {
    const space = cache.namespace<{ n: number; at: string }>(ns('hit'), { maxEntries: 5, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ({ n: ++loads, at: '2026-11-24T10:00:00.000Z' });
    expect(await space.getOrLoad('a', load)).toEqual({ n: 1, at: '2026-11-24T10:00:00.000Z' });
    expect(await space.getOrLoad('a', load)).toEqual({ n: 1, at: '2026-11-24T10:00:00.000Z' });
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent misses', async () => {
    const space = cache.namespace<number>(ns('flight'), { maxEntries: 5, ttlMs: 60_000 });
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 20));
    const values = await Promise.all(Array.from({ length: 10 }, () => space.getOrLoad('k', load)));
    expect(values).toEqual(Array(10).fill(1));
    expect(loads).toBe(1);
  });

  it('loads again and replaces a cached value its check refuses', async () => {
    const space = cache.namespace<number>(ns('accept'), { maxEntries: 5, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    const current = async (value: number) => value >= 2;
    expect(await space.getOrLoad('k', load, current)).toBe(1);
    expect(await space.getOrLoad('k', load, current)).toBe(2);
    expect(await space.getOrLoad('k', load, current)).toBe(2);
    expect(await space.getOrLoad('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not store a failed load', async () => {
    const space = cache.namespace<string>(ns('fail'), { maxEntries: 5, ttlMs: 60_000 });
    await expect(space.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await space.getOrLoad('k', async () => 'up')).toBe('up');
  });

  it('evicts the least recently used beyond the policy', async () => {
    // Uses are told apart to the second (the PostgreSQL store marks an entry at most once a second).
    const space = cache.namespace<string>(ns('lru'), { maxEntries: 2, ttlMs: 60_000 });
    const loads: string[] = [];
    const load = (key: string) => async () => {
      loads.push(key);
      return key;
    };
    await space.getOrLoad('a', load('a'));
    now += 2_000;
    await space.getOrLoad('b', load('b'));
    now += 2_000;
    await space.getOrLoad('a', load('a')); // a is now the most recently used
    now += 2_000;
    await space.getOrLoad('c', load('c')); // evicts b
    now += 2_000;
    await space.getOrLoad('a', load('a'));
    await space.getOrLoad('b', load('b'));
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('clears a namespace without touching another', async () => {
    const first = cache.namespace<string>(ns('clear-1'), { maxEntries: 5, ttlMs: 60_000 });
    const second = cache.namespace<string>(ns('clear-2'), { maxEntries: 5, ttlMs: 60_000 });
    await first.getOrLoad('k', async () => 'old');
    await second.getOrLoad('k', async () => 'kept');
    await first.clear();
    expect(await first.getOrLoad('k', async () => 'new')).toBe('new');
    expect(await second.getOrLoad('k', async () => 'other')).toBe('kept');
  });

  it.runIf(name !== 'redis')('expires entries after the time to live', async () => {
    const space = cache.namespace<number>(ns('ttl'), { maxEntries: 5, ttlMs: 1_000 });
    let loads = 0;
    await space.getOrLoad('k', async () => ++loads);
    now += 999;
    expect(await space.getOrLoad('k', async () => ++loads)).toBe(1);
    now += 1;
    expect(await space.getOrLoad('k', async () => ++loads)).toBe(2);
  });

  it.runIf(name === 'redis')('expires entries after the time to live (Redis PX)', async () => {
    const space = cache.namespace<number>(ns('ttl'), { maxEntries: 5, ttlMs: 150 });
    let loads = 0;
    await space.getOrLoad('k', async () => ++loads);
    expect(await space.getOrLoad('k', async () => ++loads)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await space.getOrLoad('k', async () => ++loads)).toBe(2);
  });
});

/** An in-process store that can be switched off, as a Redis that stops and starts again. */
function createSwitchableStore() {
  const entries = new Map<string, unknown>();
  const state = { isDown: false };
  const answer = () => {
    if (state.isDown) throw new Error('store down');
  };
  const backend: CacheBackend = {
    async get(namespace, key) {
      answer();
      return entries.get(`${namespace}:${key}`);
    },
    async set(namespace, key, value) {
      answer();
      entries.set(`${namespace}:${key}`, value);
    },
    async clear(namespace) {
      answer();
      for (const key of [...entries.keys()]) if (key.startsWith(`${namespace}:`)) entries.delete(key);
    },
    async ping() {
      answer();
    },
  };
  return { cache: createSharedCache('redis', backend), entries, state };
}

describe('shared cache whose store fails', () => {
  it('loads instead of failing while the store is down, and uses it again when it answers', async () => {
    const { cache, entries, state } = createSwitchableStore();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const space = cache.namespace<string>('degrade', { maxEntries: 5, ttlMs: 60_000 });
      expect(await space.getOrLoad('k', async () => 'stored')).toBe('stored');

      state.isDown = true;
      expect(await cache.isAvailable()).toBe(false);
      expect(await space.getOrLoad('k', async () => 'loaded-1')).toBe('loaded-1');
      expect(await space.getOrLoad('other', async () => 'loaded-2')).toBe('loaded-2');
      expect(warn).toHaveBeenCalledTimes(1);

      state.isDown = false;
      expect(await space.getOrLoad('other', async () => 'loaded-3')).toBe('loaded-3');
      expect(entries.get('degrade:other')).toBe('loaded-3');
      expect(await space.getOrLoad('other', async () => 'unused')).toBe('loaded-3');
      expect(await cache.isAvailable()).toBe(true);
      expect(info).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
      info.mockRestore();
    }
  });

  it('never reads entries that a clear made while the store was down should have removed', async () => {
    const { cache, entries, state } = createSwitchableStore();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const space = cache.namespace<string>('stale', { maxEntries: 5, ttlMs: 60_000 });
      await space.getOrLoad('k', async () => 'before the write');
      state.isDown = true;
      await space.clear();
      expect(entries.get('stale:k')).toBe('before the write');

      state.isDown = false;
      expect(await space.getOrLoad('k', async () => 'after the write')).toBe('after the write');
      expect(entries.get('stale:k')).toBe('after the write');
    } finally {
      warn.mockRestore();
    }
  });

  it('answers every request from its loads when Redis cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Port 1: nothing listens, so every connection attempt is refused.
    const cache = createRedisCache('redis://127.0.0.1:1', clock);
    try {
      const space = cache.namespace<number>('unreachable', { maxEntries: 5, ttlMs: 60_000 });
      let loads = 0;
      expect(await space.getOrLoad('k', async () => ++loads)).toBe(1);
      expect(await space.getOrLoad('k', async () => ++loads)).toBe(2);
      await expect(space.clear()).resolves.toBeUndefined();
      expect(await cache.isAvailable()).toBe(false);
    } finally {
      await cache.close();
      warn.mockRestore();
    }
  });
});
