/**
 * The Collections tab's lists: the caller's collections (spec §7 GET /api/v1/collections/list), the ones they own
 * and the ones they joined, and what waits for their answer (GET /api/v1/collections/pending-invites-and-shares;
 * spec §4: an in-app invite is PENDING until accepted or declined, a community collection shared with them until
 * they join it or dismiss it). One request answers both; each list is read from it.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import type { PendingInvite, PendingShare } from './collection.types.ts';

/** Every list of the tab: what a change to someone's membership refreshes. */
export const collectionListsQueryKey = ['collections'] as const;
export const myCollectionsQueryKey = ['collections', 'mine'] as const;
/** Invites and shares, one answer (its lists are read with `select`). */
export const pendingInvitesQueryKey = ['collections', 'pending-invites-and-shares'] as const;

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

function usePending<T>(
  enabled: boolean,
  select: (pending: { invites: PendingInvite[]; shares: PendingShare[] }) => T,
) {
  return useQuery({
    queryKey: pendingInvitesQueryKey,
    enabled,
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET(
        '/api/v1/collections/pending-invites-and-shares',
      );
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    select,
  });
}

const invitesOf = (pending: { invites: PendingInvite[] }) => pending.invites;
const sharesOf = (pending: { shares: PendingShare[] }) => pending.shares;

export function usePendingInvites(enabled: boolean) {
  return usePending(enabled, invitesOf);
}

export function usePendingShares(enabled: boolean) {
  return usePending(enabled, sharesOf);
}
