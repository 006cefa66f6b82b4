/**
 * TanStack Query defaults (spec §9): query data never goes stale and is not refetched when the app comes back to
 * the foreground; screens refresh on pull-to-refresh or by invalidating what they change.
 */
import { QUERY_CACHE_DEFAULTS } from '@happenings/domain/constants';
import { QueryClient } from '@tanstack/react-query';

/**
 * How long an unused query stays in memory. The cache is persisted (query-persistence.ts) for a day, and only
 * what is in memory can be persisted, so unused data is kept at least as long.
 */
export const QUERY_GC_TIME_MS = 24 * 60 * 60 * 1000;

export function makeQueryClient(options: { gcTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE_DEFAULTS.staleTime,
        refetchOnWindowFocus: QUERY_CACHE_DEFAULTS.refetchOnWindowFocus,
        gcTime: options.gcTime ?? QUERY_GC_TIME_MS,
        retry: 1,
      },
      // A finished mutation is dropped after gcTime too (five minutes by default); the same choice applies, so a
      // client told to keep everything leaves no clean-up timer behind.
      mutations: options.gcTime === undefined ? {} : { gcTime: options.gcTime },
    },
  });
}
