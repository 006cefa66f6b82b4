/**
 * The owner invites people by username (spec §3 IN_APP_INVITE; POST /api/v1/collections/{id}/invites/user: the
 * invitee is notified INVITED_TO_COLLECTION and answers from their Collections tab), seeing where each person found
 * stands (GET .../invitees-status: invited, in it); and the open invites (GET .../invites: pending in-app invites and
 * links that still work), each withdrawn or, for a link, revoked (DELETE .../invites/{inviteId}, spec §4 DISMISSED).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { collectionQueryKey } from './collection.queries.ts';
import type { CollectionInvite } from './collection.types.ts';

/** The open invites listed (a collection has at most COLLECTION_LIMITS.openInvitesPerCollection). */
const INVITES_LIMIT = 100;

export interface InviteeStanding {
  status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'DISMISSED' | null;
  isParticipant: boolean;
}

const invitesQueryKey = (id: string) => [...collectionQueryKey(id), 'invites'] as const;

/** For each user id, their latest in-app invite's status and whether they take part. */
export function useInviteeStatuses(collectionId: string, uids: string[]) {
  return useQuery({
    queryKey: [...invitesQueryKey(collectionId), 'statuses', uids.join(',')],
    enabled: uids.length > 0,
    staleTime: 0,
    meta: { persist: false },
    queryFn: async (): Promise<Map<string, InviteeStanding>> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/collections/{id}/invitees-status', {
        params: { path: { id: collectionId }, query: { userIds: uids.join(',') } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return new Map(
        data.items.flatMap((row) =>
          row.user.uid ? [[row.user.uid, { status: row.status, isParticipant: row.isParticipant }]] : [],
        ),
      );
    },
  });
}

export function useInviteUser(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string): Promise<CollectionInvite> => {
      const { data, error, response } = await getAppServices().api.POST(
        '/api/v1/collections/{id}/invites/user',
        { params: { path: { id: collectionId } }, body: { userId } },
      );
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return data;
    },
    // The person shows as invited at once (the API has answered), whatever the refetch below takes.
    onSuccess: (_invite, userId) =>
      queryClient.setQueriesData<Map<string, InviteeStanding>>(
        { queryKey: [...invitesQueryKey(collectionId), 'statuses'] },
        (standings) =>
          standings
            ? new Map(standings).set(userId, {
                status: 'PENDING',
                isParticipant: standings.get(userId)?.isParticipant ?? false,
              })
            : standings,
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: invitesQueryKey(collectionId) }),
  });
}

const isOpen = (invite: CollectionInvite, now: number) =>
  invite.status === 'PENDING' && (!invite.expiresAt || Date.parse(invite.expiresAt) > now);

/** Pending in-app invites and links that still work, newest first. */
export function useOpenInvites(collectionId: string) {
  return useQuery({
    queryKey: [...invitesQueryKey(collectionId), 'open'],
    staleTime: 0,
    meta: { persist: false },
    queryFn: async (): Promise<CollectionInvite[]> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/collections/{id}/invites', {
        params: { path: { id: collectionId }, query: { limit: INVITES_LIMIT } },
      });
      if (!data) throw new ApiRequestError(response.status);
      const now = Date.now();
      return data.items.filter((invite) => isOpen(invite, now));
    },
  });
}

export function useWithdrawInvite(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invite: CollectionInvite): Promise<void> => {
      const { data, error, response } = await getAppServices().api.DELETE(
        '/api/v1/collections/{id}/invites/{inviteId}',
        { params: { path: { id: collectionId, inviteId: invite.id } } },
      );
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: invitesQueryKey(collectionId) }),
  });
}
