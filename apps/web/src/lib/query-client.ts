/**
 * TanStack Query defaults (spec §9): query data never goes stale and is not refetched when the window regains
 * focus; screens refresh what they change by invalidating or updating their own keys.
 */
import { QUERY_CACHE_DEFAULTS } from '@happenings/domain/constants';
import { QueryClient } from '@tanstack/react-query';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE_DEFAULTS.staleTime,
        refetchOnWindowFocus: QUERY_CACHE_DEFAULTS.refetchOnWindowFocus,
        retry: 1,
      },
    },
  });
}
