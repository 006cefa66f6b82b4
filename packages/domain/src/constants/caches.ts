/**
 * Sizes and lifetimes of in-memory caches, and the client query-cache policy (spec §9).
 */

/** An LRU cache's capacity and how long an entry stays fresh. */
export interface CachePolicy {
  maxEntries: number;
  ttlMs: number;
}

const MINUTE_MS = 60_000;

/** spec §9: 15 entries for 15 min (highlighted recommendations, categories); 50 entries for 5 min (stream config). */
export const CACHE_POLICIES = {
  highlightedRecommendations: { maxEntries: 15, ttlMs: 15 * MINUTE_MS },
  categories: { maxEntries: 15, ttlMs: 15 * MINUTE_MS },
  streamConfig: { maxEntries: 50, ttlMs: 5 * MINUTE_MS },
} as const satisfies Record<string, CachePolicy>;

/** spec §9: query data is never stale and is not refetched when the window regains focus. */
export const QUERY_CACHE_DEFAULTS = {
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
} as const;
