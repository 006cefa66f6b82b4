/**
 * A cache saved by an earlier run of the app shows at once and is asked for again when a screen opens it, so what
 * others did meanwhile appears; nothing is fetched for screens nobody opens.
 */
import { describe, expect, it } from '@jest/globals';
import { QueryObserver } from '@tanstack/react-query';
import { makeQueryClient } from './query-client.ts';
import { type KeyValueStorage, persistQueryCache, restoreQueryCache } from './query-persistence.ts';

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: async (key) => values.get(key) ?? null,
    setItem: async (key, value) => {
      values.set(key, value);
    },
    removeItem: async (key) => {
      values.delete(key);
    },
  };
}

describe('the saved query cache', () => {
  it('shows the saved answer, then asks again once a screen opens it', async () => {
    const storage = memoryStorage();
    const earlier = makeQueryClient({ gcTime: Number.POSITIVE_INFINITY });
    const stop = persistQueryCache(earlier, storage);
    earlier.setQueryData(['collections'], { people: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    stop();
    expect(storage.values.size).toBe(1);

    const next = makeQueryClient({ gcTime: Number.POSITIVE_INFINITY });
    expect(await restoreQueryCache(next, storage)).toBe(true);
    let fetches = 0;
    const queryFn = async () => {
      fetches += 1;
      return { people: 2 };
    };
    // Restored: shown as it was, nothing asked yet.
    expect(next.getQueryData(['collections'])).toEqual({ people: 1 });
    expect(fetches).toBe(0);
    expect(next.getQueryState(['collections'])?.isInvalidated).toBe(true);

    // A screen opens it: the saved answer shows while the current one is fetched.
    const observer = new QueryObserver(next, { queryKey: ['collections'], queryFn });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    expect(fetches).toBe(1);
    expect(seen[0]).toEqual({ people: 1 });
    expect(next.getQueryData(['collections'])).toEqual({ people: 2 });

    // Within one run the answer stays as it is (spec §9: never stale).
    const again = new QueryObserver(next, { queryKey: ['collections'], queryFn });
    const unsubscribeAgain = again.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribeAgain();
    expect(fetches).toBe(1);
  });
});
