/**
 * The Discover tab's data: the location's streams with their first pages, and the pages of one stream for its
 * see-all screen. Query keys live beside their hooks.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import type { Experience } from '../experiences/experience.types.ts';

/** How many items a see-all screen loads at a time. */
export const SEE_ALL_PAGE_SIZE = 12;

export const discoverQueryKey = (location: LocationSlug) => ['discover', location] as const;
export const streamQueryKey = (location: LocationSlug, stream: string) =>
  ['stream', location, stream] as const;

export function useDiscover(location: LocationSlug) {
  return useQuery({
    queryKey: discoverQueryKey(location),
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/discover', {
        params: { query: { location } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
  });
}

// Every stream has its own typed path; they share the query and the { items, nextCursor } page shape.
type StreamPath = '/api/v1/discover/top-picks';

interface ExperiencePage {
  items: Experience[];
  nextCursor: string | null;
}

export function useStreamPages(location: LocationSlug, stream: string) {
  return useInfiniteQuery({
    queryKey: streamQueryKey(location, stream),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<ExperiencePage> => {
      const { data, response } = await getAppServices().api.GET(`/api/v1/discover/${stream}` as StreamPath, {
        params: {
          query: { location, limit: SEE_ALL_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data as ExperiencePage;
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}
