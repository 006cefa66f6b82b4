/**
 * Collections, their participants, invites, shares and items as the API answers them. A collection is the spec §3
 * Collection of the discover stream cards (one batch loader: discover/stream-items.response.ts) plus the caller's
 * role and the number of people in it, so a card and a collection page read the same shape.
 */

import type { Database } from '@happenings/db/client';
import type {
  CollectionItemRow,
  CollectionRow,
  InviteRow,
  ParticipantRow,
  ShareRow,
} from '@happenings/db/collections';
import { countParticipantsOf } from '@happenings/db/collections';
import { listCollectionsByIds, listPostsByIds, listRoundupsByIds } from '@happenings/db/discover';
import { listPlacesByIds } from '@happenings/db/search';
import type { UserRow } from '@happenings/db/users';
import type { CollectionRole } from '@happenings/domain/enums';
import type { LocationSlug } from '@happenings/domain/locations';
import type { z } from 'zod';
import type { ApiConfig } from '../../env.ts';
import {
  loadExperienceItems,
  toCollectionResponse,
  toPostResponse,
  toRoundupResponse,
} from '../discover/stream-items.response.ts';
import { toPlaceResponse } from '../search/place.response.ts';
import { toAvatarUser } from '../users/user.response.ts';
import type {
  ContentItem,
  collectionDetailSchema,
  inviteSchema,
  participantSchema,
  shareSchema,
} from './collections.schemas.ts';

/** Participants and items a collection answer previews (itemsCount and participantsCount have the totals). */
export const COLLECTION_PREVIEW_SIZE = 10;

export type CollectionDetail = z.input<typeof collectionDetailSchema>;

/** The collections, in the order given, each with the caller's role: one query per kind of data for all. */
export async function toCollectionDetails(
  db: Database,
  entries: readonly { collection: CollectionRow; role: CollectionRole | null }[],
  viewerId: string | null,
): Promise<CollectionDetail[]> {
  const ids = entries.map((entry) => entry.collection.id);
  const [summaries, counts] = await Promise.all([
    listCollectionsByIds(db, { ids, viewerId, perCollection: COLLECTION_PREVIEW_SIZE }),
    countParticipantsOf(db, ids),
  ]);
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  return entries.flatMap(({ collection, role }) => {
    const summary = byId.get(collection.id);
    if (!summary) return [];
    return [
      {
        ...toCollectionResponse(summary),
        role,
        participantsCount: counts.get(collection.id) ?? 0,
        location: collection.locationSlug as LocationSlug | null,
      },
    ];
  });
}

export async function toCollectionDetail(
  db: Database,
  collection: CollectionRow,
  role: CollectionRole | null,
  viewerId: string | null,
): Promise<CollectionDetail> {
  const [detail] = await toCollectionDetails(db, [{ collection, role }], viewerId);
  return detail!;
}

export function toParticipantResponse(
  participant: ParticipantRow,
  config: ApiConfig,
): z.input<typeof participantSchema> {
  const avatar = toAvatarUser(participant.user, config);
  return {
    ...avatar,
    photoURL: avatar.photoURL ?? null,
    userId: participant.user.id,
    role: participant.role,
    joinedAt: participant.joinedAt.toISOString(),
  };
}

export function toInviteResponse(
  invite: InviteRow,
  people: { inviter: UserRow; invitee: UserRow | null },
  collection: Pick<CollectionRow, 'documentId'>,
  config: ApiConfig,
): z.input<typeof inviteSchema> {
  return {
    id: invite.id,
    collectionId: collection.documentId,
    inviteType: invite.type as 'LINK_INVITE' | 'IN_APP_INVITE',
    status: invite.status as 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'DISMISSED',
    role: invite.role as CollectionRole,
    inviter: toAvatarUser(people.inviter, config),
    invitee: people.invitee ? toAvatarUser(people.invitee, config) : null,
    createdAt: invite.createdAt.toISOString(),
    respondedAt: invite.respondedAt?.toISOString() ?? null,
    expiresAt: invite.expiresAt?.toISOString() ?? null,
  };
}

export function toShareResponse(
  share: ShareRow,
  people: { sender: UserRow; receiver: UserRow },
  collection: Pick<CollectionRow, 'documentId'>,
  config: ApiConfig,
): z.input<typeof shareSchema> {
  return {
    id: share.id,
    collectionId: collection.documentId,
    status: share.status as 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'DISMISSED',
    sender: toAvatarUser(people.sender, config),
    receiver: toAvatarUser(people.receiver, config),
    createdAt: share.createdAt.toISOString(),
    respondedAt: share.respondedAt?.toISOString() ?? null,
  };
}

/**
 * A page of items with the items themselves, each kind loaded in one batch. An item that cannot be shown whole
 * (a roundup whose creator is gone, a place without coordinates) is left out, as the streams do.
 */
export async function toContentItems(
  context: { db: Database; now: number; viewerId: string | null },
  rows: readonly CollectionItemRow[],
  offset: number,
): Promise<ContentItem[]> {
  const idsOf = (type: CollectionItemRow['itemType']) =>
    rows.filter((row) => row.itemType === type).map((row) => row.itemId);
  const [experiences, posts, roundups, places] = await Promise.all([
    loadExperienceItems(context, idsOf('experience')),
    listPostsByIds(context.db, idsOf('post')),
    listRoundupsByIds(context.db, idsOf('crowd-sourced-roundup')),
    listPlacesByIds(context.db, idsOf('place')),
  ]);
  const experienceById = new Map(experiences.map((item) => [item.id, item]));
  const postById = new Map(posts.map((item) => [item.id, toPostResponse(item)]));
  const roundupById = new Map(roundups.map((item) => [item.id, toRoundupResponse(item)]));
  const placeById = new Map(places.map((item) => [item.id, toPlaceResponse(item)]));
  return rows.flatMap((row, index): ContentItem[] => {
    const base = { itemId: row.itemId, position: offset + index, addedAt: row.createdAt.toISOString() };
    switch (row.itemType) {
      case 'experience': {
        const experience = experienceById.get(row.itemId);
        return experience ? [{ ...base, type: 'experience', experience }] : [];
      }
      case 'post': {
        const post = postById.get(row.itemId);
        return post ? [{ ...base, type: 'post', post }] : [];
      }
      case 'crowd-sourced-roundup': {
        const roundup = roundupById.get(row.itemId);
        return roundup ? [{ ...base, type: 'crowd-sourced-roundup', roundup }] : [];
      }
      case 'place': {
        const place = placeById.get(row.itemId);
        return place ? [{ ...base, type: 'place', place }] : [];
      }
      default:
        return [];
    }
  });
}
