/**
 * Reading collections on the server with the visitor's cookies (so a private collection shows to its participants
 * and the caller's role is theirs): one collection's page, the visitor's own collections, and an invite link.
 */
import 'server-only';
import { getServerClient } from '@/lib/api-server';
import type {
  CollectionContentItem,
  CollectionDetail,
  CollectionInvite,
  CollectionInviteDetail,
  CollectionParticipant,
  MyCollection,
  PendingInvitesAndShares,
} from './collection.types';

/** Items one collection page shows (the API pages them; a collection holds at most 500). */
const PAGE_ITEMS = 100;

export interface CollectionPageData {
  collection: CollectionDetail;
  items: CollectionContentItem[];
  hasMoreItems: boolean;
  participants: CollectionParticipant[];
  /** The owner's open invites (pending ones and links that still work); empty for everyone else. */
  openInvites: CollectionInvite[];
}

/** How many of the newest invites the owner's page lists (a collection has few open at once). */
const PAGE_INVITES = 100;

/** The owner's invites that still do something: pending in-app invites and unexpired links. */
async function loadOpenInvites(
  api: Awaited<ReturnType<typeof getServerClient>>,
  id: string,
): Promise<CollectionInvite[]> {
  const { data } = await api.GET('/api/v1/collections/{id}/invites', {
    params: { path: { id }, query: { limit: PAGE_INVITES } },
  });
  const now = Date.now();
  return (data?.items ?? []).filter(
    (invite) => invite.status === 'PENDING' && (!invite.expiresAt || Date.parse(invite.expiresAt) > now),
  );
}

/** The collection, its first items and its people; null when it does not exist or is hidden from the visitor. */
export async function loadCollectionPage(id: string): Promise<CollectionPageData | null> {
  const api = await getServerClient();
  const path = { params: { path: { id } } };
  const [information, content, participants] = await Promise.all([
    api.GET('/api/v1/collections/{id}/information', path),
    api.GET('/api/v1/collections/{id}/content', { params: { path: { id }, query: { limit: PAGE_ITEMS } } }),
    api.GET('/api/v1/collections/{id}/participants', path),
  ]);
  if (!information.data || !content.data || !participants.data) return null;
  // Only the owner may list invites; nobody else is asked (the API would refuse them).
  const openInvites = information.data.role === 'OWNER' ? await loadOpenInvites(api, id) : [];
  return {
    collection: information.data,
    items: content.data.items,
    hasMoreItems: content.data.nextCursor !== null,
    participants: participants.data.items,
    openInvites,
  };
}

export interface MyCollectionsData {
  collections: MyCollection[];
  pending: PendingInvitesAndShares;
}

export async function loadMyCollections(): Promise<MyCollectionsData | null> {
  const api = await getServerClient();
  const [list, pending] = await Promise.all([
    api.GET('/api/v1/collections/list', { params: { query: { limit: 100 } } }),
    api.GET('/api/v1/collections/pending-invites-and-shares'),
  ]);
  if (!list.data || !pending.data) return null;
  return { collections: list.data.items, pending: pending.data };
}

export type InviteLinkState =
  | { state: 'ok'; invite: CollectionInviteDetail }
  | { state: 'gone'; message: string }
  | { state: 'not-found' }
  | { state: 'signed-out' };

/** What an invite link opens: its collection, or why it no longer works (expired or revoked: 410). */
export async function loadInviteLink(token: string): Promise<InviteLinkState> {
  const api = await getServerClient();
  const { data, error, response } = await api.GET('/api/v1/collections/invites/{id}', {
    params: { path: { id: token } },
  });
  if (data) return { state: 'ok', invite: data };
  if (response.status === 401) return { state: 'signed-out' };
  if (response.status === 410) {
    const message = (error as { error?: { message?: string } } | undefined)?.error?.message;
    return { state: 'gone', message: message ?? 'This invite link no longer works.' };
  }
  return { state: 'not-found' };
}
