/**
 * Collections for tests, made straight in the database with the same query functions the routes use: a collection
 * with viewers, items, in-app invites and shares in one call.
 */
import type { Database } from '@happenings/db/client';
import {
  addCollectionItem,
  type CollectionRow,
  createCollection,
  createInAppInvite,
  createLinkInvite,
  createShares,
  joinCollection,
} from '@happenings/db/collections';
import type { ItemType } from '@happenings/domain/enums';
import type { TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser } from '../../testing/sign-up.ts';
import { createLinkSecret, formatLinkToken } from './link-token.ts';

let sequence = 0;

export interface CollectionFixture {
  collection: CollectionRow;
  /** The public id (spec §3: the documentId) the API takes. */
  id: string;
  inviteIds: string[];
  shareIds: string[];
  /** Invite links: the invite's id and the token its holder uses. */
  links: { inviteId: string; token: string }[];
}

export async function makeCollectionFixture(
  db: Database,
  input: {
    ownerId: string;
    isCommunity?: boolean;
    name?: string;
    viewerIds?: string[];
    items?: { itemId: string; type?: ItemType }[];
    /** In-app invites from the owner. */
    inviteeIds?: string[];
    /** Shares from the owner (community collections). */
    shareWith?: string[];
    /** How many invite links to make (each good for a week). */
    links?: number;
  },
): Promise<CollectionFixture> {
  sequence += 1;
  const now = new Date();
  const collection = await createCollection(db, {
    ownerId: input.ownerId,
    name: input.name ?? `Fixture collection ${sequence}`,
    isCommunity: input.isCommunity ?? false,
    locationSlug: 'boston-ma',
  });
  // Viewers join one millisecond apart, in the order given.
  for (const [i, userId] of (input.viewerIds ?? []).entries()) {
    await joinCollection(db, {
      collectionId: collection.id,
      userId,
      maxParticipants: 1000,
      now: new Date(now.getTime() + 1 + i),
    });
  }
  for (const item of input.items ?? []) {
    await addCollectionItem(db, {
      collectionId: collection.id,
      itemType: item.type ?? 'experience',
      itemId: item.itemId,
      addedById: input.ownerId,
      maxItems: 1000,
      now,
    });
  }
  const inviteIds: string[] = [];
  for (const inviteeId of input.inviteeIds ?? []) {
    const { invite } = await createInAppInvite(db, { collection, inviterId: input.ownerId, inviteeId, now });
    inviteIds.push(invite.id);
  }
  const shares = await createShares(db, {
    collection,
    senderId: input.ownerId,
    receiverIds: input.shareWith ?? [],
    now,
  });
  const links: CollectionFixture['links'] = [];
  for (let i = 0; i < (input.links ?? 0); i += 1) {
    const { secret, hash } = createLinkSecret();
    const invite = await createLinkInvite(db, {
      collectionId: collection.id,
      inviterId: input.ownerId,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + 7 * 24 * 60 * 60_000),
      now,
    });
    links.push({ inviteId: invite.id, token: formatLinkToken(invite.id, secret) });
  }
  return {
    collection,
    id: collection.documentId,
    inviteIds,
    shareIds: shares.map((share) => share.id),
    links,
  };
}

/** A parsed response body; tests read it field by field in their assertions. */
// biome-ignore lint/suspicious/noExplicitAny: assertions walk response bodies of many shapes
export type Json = Record<string, any>;

/** Calls the API as `who` (null: signed out) with an optional JSON body; answers the status and parsed body. */
export function makeSend(t: Pick<TestApp, 'app'>) {
  return async (method: string, url: string, who: SignedUpUser | null, body?: unknown) => {
    const headers: Record<string, string> = who ? { authorization: `Bearer ${who.token}` } : {};
    const res = await t.app.request(
      url,
      body === undefined ? { method, headers } : jsonRequest(method, body, headers),
    );
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
  };
}
