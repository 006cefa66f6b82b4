/**
 * The Collections tab's lists: the caller's collections (spec §7 GET /api/v1/collections/list), the ones they own
 * and the ones they joined, and the in-app invites waiting for their answer (GET
 * /api/v1/collections/pending-invites-and-shares; spec §4: an invite is PENDING until accepted or declined).
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import type { PendingInvite } from './collection.types.ts';

/** Every list of the tab: what a change to someone's membership refreshes. */
export const collectionListsQueryKey = ['collections'] as const;
export const myCollectionsQueryKey = ['collections', 'mine'] as const;
export const pendingInvitesQueryKey = ['collections', 'pending'] as const;

export function useMyCollections(enabled: boolean) {
  return useQuery({
    queryKey: myCollectionsQueryKey,
    enabled,
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/collections/list', {
        params: { query: { limit: 50 } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data.items;
    },
  });
}

export function usePendingInvites(enabled: boolean) {
  return useQuery({
    queryKey: pendingInvitesQueryKey,
    enabled,
    queryFn: async (): Promise<PendingInvite[]> => {
      const { data, response } = await getAppServices().api.GET(
        '/api/v1/collections/pending-invites-and-shares',
      );
      if (!data) throw new ApiRequestError(response.status);
      return data.invites;
    },
  });
}
