/**
 * Turns a page of stream keys into response items, loading each kind in one batch (never a query per row).
 */
import type { Database } from '@happenings/db/client';
import {
  type CollectionMemberRow,
  type CollectionSummary,
  listCollectionsByIds,
  listExperiencesByIds,
  listInterestedConnections,
  listMarkedItemIds,
  listPostsByIds,
  listRoundupsByIds,
  type PostWithAuthor,
  type RoundupWithCreator,
} from '@happenings/db/discover';
import type { CollectionRole, ItemType, PublishState } from '@happenings/domain/enums';
import type { LocationSlug } from '@happenings/domain/locations';
import type { Collection, CollectionParticipant, Post, Roundup } from '@happenings/domain/schemas';
import { toExperienceResponse } from '../experiences/experience.response.ts';
import { toAvatarUserResponse, toPhotoUrl } from './avatar-user.response.ts';
import type { StreamItem } from './discover.schemas.ts';
import type { StreamItemKind } from './discover-streams.ts';

/** How many followees a following-interested item names. */
const CONNECTIONS_PER_ITEM = 3;
/** How many participants and items a collection card carries (itemsCount: all the items its reader may see). */
const COLLECTION_PREVIEW_SIZE = 10;

export interface ItemContext {
  db: Database;
  now: number;
  viewerId: string | null;
}

/** Experiences in the order of `ids`, with isInterested for a signed-in caller. */
export async function loadExperienceItems(context: ItemContext, ids: readonly string[]) {
  const [rows, marked] = await Promise.all([
    listExperiencesByIds(context.db, ids),
    context.viewerId
      ? listMarkedItemIds(context.db, { userId: context.viewerId, itemType: 'experience', itemIds: ids })
      : Promise.resolve(null),
  ]);
  return rows.map(({ row, categories }) =>
    toExperienceResponse(row, {
      now: context.now,
      categories,
      ...(marked ? { isInterested: marked.has(row.id) } : {}),
    }),
  );
}

export async function loadStreamItems(
  context: ItemContext,
  kind: StreamItemKind,
  ids: readonly string[],
): Promise<StreamItem[]> {
  switch (kind) {
    case 'experience':
      return loadExperienceItems(context, ids);
    case 'experience-connection': {
      const [experiences, connections] = await Promise.all([
        loadExperienceItems(context, ids),
        context.viewerId
          ? listInterestedConnections(context.db, {
              userId: context.viewerId,
              experienceIds: ids,
              perItem: CONNECTIONS_PER_ITEM,
            })
          : Promise.resolve(new Map()),
      ]);
      return experiences.map((experience) => {
        const entry = connections.get(experience.id);
        return {
          ...experience,
          interestedConnections: {
            count: entry?.count ?? 0,
            users: (entry?.users ?? []).map(toAvatarUserResponse),
          },
        };
      });
    }
    case 'post':
      return (await listPostsByIds(context.db, ids)).map(toPostResponse);
    case 'collection':
      return (
        await listCollectionsByIds(context.db, {
          ids,
          viewerId: context.viewerId,
          perCollection: COLLECTION_PREVIEW_SIZE,
        })
      ).map(toCollectionResponse);
    case 'roundup':
      return (await listRoundupsByIds(context.db, ids)).map(toRoundupResponse);
  }
}

export function toPostResponse(post: PostWithAuthor): Post {
  return {
    id: post.id,
    interested: post.interestedCount,
    user: toAvatarUserResponse(post.author),
    media: post.media,
    caption: post.body,
    hostId: post.hostId,
    experienceId: post.experienceId,
    venueId: post.venueId,
    experienceHashtagName: post.experienceHashtagName,
    creation: post.createdAt.toISOString(),
    lastUpdate: post.updatedAt.toISOString(),
    experience: post.experience,
    venue: post.venue,
  };
}

function toParticipant(member: CollectionMemberRow): CollectionParticipant {
  return {
    ...toAvatarUserResponse(member),
    photoURL: toPhotoUrl(member.image),
    role: member.role as CollectionRole,
  };
}

export function toCollectionResponse(collection: CollectionSummary): Collection {
  return {
    id: collection.documentId,
    name: collection.name,
    description: collection.description,
    collectionOwner: toParticipant(collection.owner),
    collectionParticipants: collection.participants.map(toParticipant),
    isParticipant: collection.isParticipant,
    items: collection.items.map((item) => ({
      itemId: item.itemId,
      type: item.itemType as ItemType,
      addedAt: item.addedAt.toISOString(),
    })),
    isCommunity: collection.isCommunity,
    itemsCount: collection.itemsCount,
    createdAt: collection.createdAt.toISOString(),
    updatedAt: collection.updatedAt.toISOString(),
  };
}

export function toRoundupResponse(roundup: RoundupWithCreator): Roundup {
  return {
    id: roundup.id,
    title: roundup.title,
    slug: roundup.slug,
    description: roundup.description,
    creator: toAvatarUserResponse(roundup.creator),
    media: roundup.media,
    location: roundup.locationSlug as LocationSlug,
    publishState: roundup.publishState as PublishState,
    interested: roundup.interestedCount,
    parentCommentsCount: roundup.commentsCount,
    createdAt: roundup.createdAt.toISOString(),
    updatedAt: roundup.updatedAt.toISOString(),
  };
}
