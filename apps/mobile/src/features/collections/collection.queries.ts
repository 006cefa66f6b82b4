/**
 * One collection for its screen (spec §3 Collection, §7 Collections): what it is and the caller's role
 * (GET /api/v1/collections/{id}/information), who takes part, the owner first (GET .../participants), its items in
 * the owner's order, each with the item itself (GET .../content, paged), and leaving it (POST .../leave).
 * A private collection the caller is not in answers 404, as one that does not exist: its existence does not leak.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import type { CollectionContentPage } from './collection.types.ts';
import { collectionListsQueryKey } from './collections.queries.ts';

/** Items asked for at a time; a collection holds up to COLLECTION_LIMITS.itemsPerCollection. */
export const CONTENT_PAGE_SIZE = 30;

/** The prefix of every query about one collection: what joining or leaving it refreshes or drops. */
export const collectionQueryKey = (id: string) => ['collection', id] as const;
export const collectionParticipantsQueryKey = (id: string) => ['collection', id, 'participants'] as const;
export const collectionContentQueryKey = (id: string) => ['collection', id, 'content'] as const;

/** A missing (or hidden) collection stays so: asking again would only delay the message. */
const retryUnlessNotFound = (count: number, error: Error) =>
  !(error instanceof ApiRequestError && error.status === 404) && count < 1;

export function useCollection(id: string) {
  return useQuery({
    queryKey: collectionQueryKey(id),
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/collections/{id}/information', {
        params: { path: { id } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    retry: retryUnlessNotFound,
  });
}

export function useCollectionParticipants(id: string) {
  return useQuery({
    queryKey: collectionParticipantsQueryKey(id),
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/collections/{id}/participants', {
        params: { path: { id } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    retry: retryUnlessNotFound,
  });
}

export function useCollectionContent(id: string) {
  return useInfiniteQuery({
    queryKey: collectionContentQueryKey(id),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }): Promise<CollectionContentPage> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/collections/{id}/content', {
        params: {
          path: { id },
          query: { limit: CONTENT_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessNotFound,
  });
}

/**
 * Leaves the collection. A private one is hidden from the caller afterwards, so its cached copy goes (it would
 * otherwise show again, offline, from the saved cache); the tab's lists load again.
 */
export function useLeaveCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data, error, response } = await getAppServices().api.POST('/api/v1/collections/{id}/leave', {
        params: { path: { id } },
      });
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return data;
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: collectionQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: collectionListsQueryKey });
    },
  });
}
