/**
 * TanStack Query defaults (spec §9): query data never goes stale and is not refetched when the window regains
 * focus; screens refresh what they change by invalidating or updating their own keys. The defaults
 * (QUERY_CACHE_DEFAULTS) are passed in by the root layout on the server, like the other domain settings of the
 * browser's providers (see app/providers.tsx).
 */
import type { QUERY_CACHE_DEFAULTS } from '@happenings/domain/constants';
import { QueryClient } from '@tanstack/react-query';

export type QueryCacheDefaults = typeof QUERY_CACHE_DEFAULTS;

export function makeQueryClient(defaults: QueryCacheDefaults): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: defaults.staleTime,
        refetchOnWindowFocus: defaults.refetchOnWindowFocus,
        retry: 1,
      },
    },
  });
}
