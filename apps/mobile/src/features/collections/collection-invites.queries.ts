/**
 * Invites to collections (spec §7 Collections; spec §3 invite types LINK_INVITE and IN_APP_INVITE; spec §4 an
 * invite is PENDING, then ACCEPTED, DECLINED or DISMISSED):
 * - the invitee of an in-app invite accepts it (POST /api/v1/collections/invites/{id}/accept) or declines it
 *   (PATCH .../decline);
 * - whoever holds an invite link's token reads what it invites to (GET /api/v1/collections/invites/{token}) and
 *   joins through it (POST .../{token}/join);
 * - the owner makes a link (POST /api/v1/collections/{id}/invites/by-link).
 * Joining refreshes the tab's lists and the collection's own queries (the caller's role in it changes).
 */
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { collectionQueryKey } from './collection.queries.ts';
import type {
  CollectionDetail,
  CollectionInviteDetail,
  CollectionLinkInvite,
  PendingInvite,
} from './collection.types.ts';
import { collectionListsQueryKey, pendingInvitesQueryKey } from './collections.queries.ts';

export const inviteLinkQueryKey = (token: string) => ['collections', 'invite-link', token] as const;

/**
 * The caller takes part now: the collection's screen shows it at once from the API's answer (its information, with
 * the caller's new role), while its people, its items and the tab's lists load again.
 */
export function showJoined(queryClient: QueryClient, collection: CollectionDetail): void {
  queryClient.setQueryData(collectionQueryKey(collection.id), collection);
  void queryClient.invalidateQueries({ queryKey: collectionListsQueryKey });
  void queryClient.invalidateQueries({
    queryKey: collectionQueryKey(collection.id),
    predicate: (query) => query.queryKey.length > collectionQueryKey(collection.id).length,
  });
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pending: PendingInvite): Promise<CollectionInviteDetail> => {
      const { data, error, response } = await getAppServices().api.POST(
        '/api/v1/collections/invites/{id}/accept',
        { params: { path: { id: pending.invite.id } } },
      );
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return data;
    },
    onSuccess: (accepted) => showJoined(queryClient, accepted.collection),
    // Answered elsewhere in the meantime (409): the list shows what the API holds now.
    onError: () => void queryClient.invalidateQueries({ queryKey: pendingInvitesQueryKey }),
  });
}

export function useDeclineInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pending: PendingInvite): Promise<void> => {
      const { data, error, response } = await getAppServices().api.PATCH(
        '/api/v1/collections/invites/{id}/decline',
        { params: { path: { id: pending.invite.id } } },
      );
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pendingInvitesQueryKey }),
  });
}

/** What an invite link invites to; 404 for a token that names nothing, 410 for a link expired or revoked. */
export function useInviteLink(token: string) {
  return useQuery({
    queryKey: inviteLinkQueryKey(token),
    // A link's state changes with time (it expires): it is read afresh each time, and not kept on the device.
    staleTime: 0,
    gcTime: 0,
    meta: { persist: false },
    queryFn: async (): Promise<CollectionInviteDetail> => {
      const { data, error, response } = await getAppServices().api.GET('/api/v1/collections/invites/{id}', {
        params: { path: { id: token } },
      });
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return data;
    },
    retry: (count, error) =>
      !(error instanceof ApiRequestError && error.status < 500 && error.status !== 429) && count < 1,
  });
}

export function useJoinByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CollectionDetail> => {
      const { data, error, response } = await getAppServices().api.POST(
        '/api/v1/collections/invites/{id}/join',
        { params: { path: { id: token } } },
      );
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return data;
    },
    onSuccess: (collection) => showJoined(queryClient, collection),
  });
}

/** A new invite link to the owner's collection, working for COLLECTION_LIMITS.linkLifetimeDays days (ours: the spec sets none). */
export function useCreateInviteLink(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CollectionLinkInvite> => {
      const { data, error, response } = await getAppServices().api.POST(
        '/api/v1/collections/{id}/invites/by-link',
        {
          params: { path: { id: collectionId } },
          body: { expiresInDays: COLLECTION_LIMITS.linkLifetimeDays },
        },
      );
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return data;
    },
    // The owner's open invites list it now.
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: [...collectionQueryKey(collectionId), 'invites'] }),
  });
}
