'use client';
/**
 * Who a community collection may be shared with, and where each share stands (spec §4: PENDING, then ACCEPTED or
 * DISMISSED): the people a username search finds (GET /search?type=users) and the people the visitor already sent
 * it to (GET .../shares), each with the visitor's latest share to them and whether they take part
 * (GET .../share-receivers-status).
 */
import { useCallback, useEffect, useState } from 'react';
import { PEOPLE_SEARCH_LIMIT, usePeopleSearch } from '@/features/people/use-people-search';
import { getBrowserClient } from '@/lib/api-browser';
import type { ShareReceiverStatus } from './collection.types';
import { ignoreHandled, useCollectionRequest } from './collection-request';

/** The visitor's latest shares of the collection listed under "Shared with" (one page of GET .../shares). */
const SENT_LIMIT = 50;

export interface Receiver {
  uid: string;
  username: string | null;
  displayName: string | null;
  photoURL: string | null;
  status: ShareReceiverStatus['status'];
  isParticipant: boolean;
}

interface UserLike {
  uid?: string | null;
  username?: string | null;
  displayName?: string | null;
  photoURL?: string | null;
}

/** The API skips people who take part or already have a share waiting (ShareCollectionResult). */
export const canShareWith = (receiver: Receiver) => !receiver.isParticipant && receiver.status !== 'PENDING';

/** The visitor was told already (toast) or sent to sign in; anything else is a bug. */
export function useShareReceivers(collectionId: string, isOpen: boolean, query: string) {
  const request = useCollectionRequest();
  const [sent, setSent] = useState<Receiver[] | null>(null);

  const withStatuses = useCallback(
    async (users: UserLike[]): Promise<Receiver[]> => {
      const known = users.filter((user): user is UserLike & { uid: string } => Boolean(user.uid));
      if (known.length === 0) return [];
      const statuses = await request('load who has it', () =>
        getBrowserClient().GET('/api/v1/collections/community/{id}/share-receivers-status', {
          params: {
            path: { id: collectionId },
            query: { userIds: known.map((user) => user.uid).join(',') },
          },
        }),
      );
      const byId = new Map(statuses.items.map((row) => [row.user.uid, row]));
      return known.map((user) => ({
        uid: user.uid,
        username: user.username ?? null,
        displayName: user.displayName ?? null,
        photoURL: user.photoURL ?? null,
        status: byId.get(user.uid)?.status ?? null,
        isParticipant: byId.get(user.uid)?.isParticipant ?? false,
      }));
    },
    [collectionId, request],
  );

  const loadSent = useCallback(async () => {
    const page = await request('load who has it', () =>
      getBrowserClient().GET('/api/v1/collections/community/{id}/shares', {
        params: { path: { id: collectionId }, query: { limit: SENT_LIMIT } },
      }),
    );
    // Newest first: one row per person, whatever was sent to them before.
    const receivers = new Map(page.items.map((share) => [share.receiver.uid, share.receiver]));
    return withStatuses([...receivers.values()]);
  }, [collectionId, request, withStatuses]);

  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    loadSent().then((rows) => {
      if (isCurrent) setSent(rows);
    }, ignoreHandled);
    return () => {
      isCurrent = false;
    };
  }, [isOpen, loadSent]);

  const search = useCallback(
    async (text: string) => {
      const result = await request('search', () =>
        getBrowserClient().GET('/api/v1/search', {
          params: { query: { q: text, type: 'users', limit: PEOPLE_SEARCH_LIMIT } },
        }),
      );
      return withStatuses(result.users?.items ?? []);
    },
    [request, withStatuses],
  );
  const [found, setFound] = usePeopleSearch(query, isOpen, search, ignoreHandled);

  /** After a share went out: the statuses of both lists again. */
  const refresh = useCallback(async () => {
    try {
      const [sentNow, foundNow] = await Promise.all([loadSent(), found ? withStatuses(found) : null]);
      setSent(sentNow);
      if (foundNow) setFound(foundNow);
    } catch (error) {
      ignoreHandled(error);
    }
  }, [found, loadSent, withStatuses, setFound]);

  return { found, sent, refresh };
}
