/**
 * Keeps the query cache on the device so the last data shows when the app opens offline (issue 12). The
 * TanStack persister packages pin an exact query-core older than the react-query the website uses, which would
 * put two query-cores in one app; TanStack's own dehydrate/hydrate over AsyncStorage does the same job with one.
 *
 * Saved: successful queries, at most once a second, for a day; a newer CACHE_VERSION drops an older save. Restored
 * data is shown while each screen refreshes it once (spec §9's "never stale" holds within one run of the app).
 */
import AsyncStorage from '@react-native-async-storage/async-storage';
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

export const QUERY_CACHE_KEY = 'happenings.query-cache';
/** Bump when the shape of cached data changes, so an app update does not read an old save. */
export const CACHE_VERSION = '1';
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const SAVE_THROTTLE_MS = 1000;

interface SavedCache {
  version: string;
  savedAt: number;
  state: DehydratedState;
}

export interface KeyValueStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** Puts the saved cache back into `client`; false when there is none, or it is too old or of another version. */
export async function restoreQueryCache(
  client: QueryClient,
  storage: KeyValueStorage = AsyncStorage,
  now: number = Date.now(),
): Promise<boolean> {
  let saved: SavedCache | null = null;
  try {
    const text = await storage.getItem(QUERY_CACHE_KEY);
    saved = text ? (JSON.parse(text) as SavedCache) : null;
  } catch {
    saved = null;
  }
  if (!saved || saved.version !== CACHE_VERSION || now - saved.savedAt > QUERY_CACHE_MAX_AGE_MS) {
    await storage.removeItem(QUERY_CACHE_KEY).catch(() => undefined);
    return false;
  }
  hydrate(client, saved.state);
  // What was saved shows at once, and each screen asks again when it opens: data kept from an earlier run (others
  // answered an invite, voted, wrote) is the last known, not the current. Nothing is fetched until a screen needs it.
  await client.invalidateQueries({ refetchType: 'none' });
  return true;
}

/** Saves the cache whenever it changes (throttled); returns the function that stops saving. */
export function persistQueryCache(client: QueryClient, storage: KeyValueStorage = AsyncStorage): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
    });
    const saved: SavedCache = { version: CACHE_VERSION, savedAt: Date.now(), state };
    storage.setItem(QUERY_CACHE_KEY, JSON.stringify(saved)).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    timer ??= setTimeout(save, SAVE_THROTTLE_MS);
  });
  return () => {
    unsubscribe();
    if (timer) {
      clearTimeout(timer);
      save();
    }
  };
}

/** Forgets the saved cache (sign-out: one person's data must not show to the next). */
export async function clearPersistedQueryCache(storage: KeyValueStorage = AsyncStorage): Promise<void> {
  await storage.removeItem(QUERY_CACHE_KEY).catch(() => undefined);
}
