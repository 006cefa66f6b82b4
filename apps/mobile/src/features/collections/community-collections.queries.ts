/**
 * spec §7 Community collections: anyone signed in joins a community collection (POST .../community/{id}/join, as a
 * VIEWER; a share of it to them becomes ACCEPTED) and shares it with people (POST .../shares, each notified
 * SHARED_COLLECTION); the receiver of a share dismisses it (PATCH .../shares/{shareId}/dismiss; spec §4: PENDING,
 * then ACCEPTED or DISMISSED). The sharer sees where each of their shares stands (GET .../shares and
 * .../share-receivers-status). A private collection is not shared this way: its owner invites people instead.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { collectionQueryKey } from './collection.queries.ts';
import type { CollectionDetail, PendingShare } from './collection.types.ts';
import { showJoined } from './collection-invites.queries.ts';
import { pendingInvitesQueryKey } from './collections.queries.ts';

/** The sharer's latest shares listed under "Shared with" (one page of GET .../shares, as the website's). */
const SENT_LIMIT = 50;
/** People one share goes to (ShareCollectionBody takes at most 50 user ids). */
export const MAX_SHARE_RECEIVERS = 50;

export interface Receiver {
  uid: string;
  username: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** The caller's latest share of the collection to them (null: never shared). */
  status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'DISMISSED' | null;
  isParticipant: boolean;
}

type Person = Pick<Receiver, 'uid' | 'username' | 'displayName' | 'photoURL'>;

/** The API skips people who take part or have a share of it waiting (ShareCollectionResult). */
export const canShareWith = (receiver: Receiver) => !receiver.isParticipant && receiver.status !== 'PENDING';

const sharesQueryKey = (id: string) => [...collectionQueryKey(id), 'shares'] as const;

async function withStatuses(collectionId: string, people: Person[]): Promise<Receiver[]> {
  if (people.length === 0) return [];
  const { data, response } = await getAppServices().api.GET(
    '/api/v1/collections/community/{id}/share-receivers-status',
    {
      params: {
        path: { id: collectionId },
        query: { userIds: people.map((person) => person.uid).join(',') },
      },
    },
  );
  if (!data) throw new ApiRequestError(response.status);
  const byId = new Map(data.items.map((row) => [row.user.uid, row]));
  return people.map((person) => ({
    ...person,
    status: byId.get(person.uid)?.status ?? null,
    isParticipant: byId.get(person.uid)?.isParticipant ?? false,
  }));
}

/** Where the caller's share stands for each of `people` (those a search found). */
export function useReceiverStatuses(collectionId: string, people: Person[] | undefined) {
  const uids = (people ?? []).map((person) => person.uid);
  return useQuery({
    queryKey: [...sharesQueryKey(collectionId), 'statuses', uids.join(',')],
    enabled: uids.length > 0,
    staleTime: 0,
    meta: { persist: false },
    queryFn: () => withStatuses(collectionId, people ?? []),
  });
}

/** The people the caller shared the collection with, newest first, one row each, with where it stands. */
export function useSentShares(collectionId: string) {
  return useQuery({
    queryKey: [...sharesQueryKey(collectionId), 'sent'],
    staleTime: 0,
    meta: { persist: false },
    queryFn: async (): Promise<Receiver[]> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/collections/community/{id}/shares', {
        params: { path: { id: collectionId }, query: { limit: SENT_LIMIT } },
      });
      if (!data) throw new ApiRequestError(response.status);
      const receivers = new Map<string, Person>();
      for (const { receiver } of data.items) {
        if (!receiver.uid || receivers.has(receiver.uid)) continue;
        receivers.set(receiver.uid, {
          uid: receiver.uid,
          username: receiver.username ?? null,
          displayName: receiver.displayName ?? null,
          photoURL: receiver.photoURL ?? null,
        });
      }
      return withStatuses(collectionId, [...receivers.values()]);
    },
  });
}

export function useShareCollection(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: string[]) => {
      const { data, error, response } = await getAppServices().api.POST(
        '/api/v1/collections/community/{id}/shares',
        { params: { path: { id: collectionId } }, body: { userIds } },
      );
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return data.items;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sharesQueryKey(collectionId) }),
  });
}

export function useJoinCommunityCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (collectionId: string): Promise<CollectionDetail> => {
      const { data, error, response } = await getAppServices().api.POST(
        '/api/v1/collections/community/{id}/join',
        { params: { path: { id: collectionId } } },
      );
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return data;
    },
    onSuccess: (collection) => showJoined(queryClient, collection),
  });
}

export function useDismissShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pending: PendingShare): Promise<void> => {
      const { data, error, response } = await getAppServices().api.PATCH(
        '/api/v1/collections/community/{id}/shares/{shareId}/dismiss',
        { params: { path: { id: pending.collection.id, shareId: pending.share.id } } },
      );
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pendingInvitesQueryKey }),
  });
}
