/**
 * Requests and responses of spec §7 Collections and Community collections. The entities are spec §3's (Collection,
 * its items and participants; invites and shares with spec §4's statuses); the shapes the spec does not show are
 * ours, documented field by field.
 */

import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { collectionRoleSchema, itemTypeSchema, shareStatusSchema } from '@happenings/domain/enums';
import { locationSlugSchema } from '@happenings/domain/locations';
import { itemModerationSchema } from '@happenings/domain/moderation';
import {
  collectionInviteSchema,
  collectionParticipantSchema,
  collectionSchema,
  collectionShareSchema,
  countSchema,
  cursorPageSchema,
  instantSchema,
  MAX_PAGE_LIMIT,
  placeSchema,
  postSchema,
  roundupSchema,
  textSchema,
} from '@happenings/domain/schemas';
import { z } from 'zod';
import { pageLimitSchema } from '../../http/page-limit.ts';
import { experienceResponseSchema } from '../experiences/experience.response.ts';
import { avatarUserResponseSchema } from '../users/user.response.ts';

/** Any id in a path or body: printable text of sane length. One that names nothing is a 404, never a 500. */
export const resourceIdSchema = textSchema.min(1).max(200);

export const collectionParamsSchema = z.object({ id: resourceIdSchema });
export const contentItemParamsSchema = z.object({ id: resourceIdSchema, itemId: resourceIdSchema });
export const participantParamsSchema = z.object({ id: resourceIdSchema, userId: resourceIdSchema });
export const collectionInviteParamsSchema = z.object({ id: resourceIdSchema, inviteId: resourceIdSchema });
export const shareParamsSchema = z.object({ id: resourceIdSchema, shareId: resourceIdSchema });
export const inviteParamsSchema = z.object({
  id: resourceIdSchema.meta({
    description: 'An in-app invite id, or the token of an invite link (what follows /collection/join/ in it)',
  }),
});

const nameSchema = textSchema.trim().min(1).max(COLLECTION_LIMITS.nameLength);
const descriptionSchema = textSchema.trim().max(COLLECTION_LIMITS.descriptionLength).nullable();

export const createCollectionBodySchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema.optional(),
    /** Community collections are public: anyone may find, read, join and share them. Private by default. */
    isCommunity: z.boolean().default(false),
    /** The location whose community-collections stream shows it (none: every location's). */
    location: locationSlugSchema.nullable().optional(),
  })
  .meta({ id: 'CreateCollectionBody' });

export const updateCollectionBodySchema = z
  .object({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    isCommunity: z.boolean().optional(),
    location: locationSlugSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change: send name, description, isCommunity or location',
  })
  .meta({ id: 'UpdateCollectionBody' });

export const leaveCollectionBodySchema = z
  .object({
    /** The owner leaving names who takes over (a viewer); by default the viewer who joined first. */
    newOwnerId: resourceIdSchema.optional(),
  })
  .meta({ id: 'LeaveCollectionBody' });

export const leaveCollectionResultSchema = z
  .object({
    outcome: z.enum(['LEFT', 'OWNERSHIP_TRANSFERRED', 'DELETED']).meta({
      description:
        'LEFT: a viewer left. OWNERSHIP_TRANSFERRED: the owner left and newOwner owns it now. DELETED: the owner was the last one in it.',
    }),
    newOwner: avatarUserResponseSchema.nullable(),
  })
  .meta({ id: 'LeaveCollectionResult' });

/** spec §3 Collection, as one collection's calls answer it: with the caller's role and the number of people. */
export const collectionDetailSchema = collectionSchema
  .extend({
    /** The caller's role; null when they do not take part (a community collection, or signed out). */
    role: collectionRoleSchema.nullable(),
    participantsCount: countSchema,
    location: locationSlugSchema.nullable(),
    /** issue 23: only for its owner, while moderators keep it out of everyone else's view. */
    moderation: itemModerationSchema.optional(),
  })
  .meta({ id: 'CollectionDetail' });

export const myCollectionSchema = collectionDetailSchema
  .extend({
    role: collectionRoleSchema,
    /** Whether it holds the item named by itemId and itemType (false when none was named). */
    hasItem: z.boolean(),
  })
  .meta({ id: 'MyCollection' });
export const myCollectionPageSchema = cursorPageSchema(myCollectionSchema).meta({ id: 'MyCollectionPage' });

export const listCollectionsQuerySchema = z
  .object({
    limit: pageLimitSchema,
    cursor: z.string().min(1).max(100).optional(),
    /** Only collections where the caller has this role (OWNER: the ones they may add to). */
    role: collectionRoleSchema.optional(),
    /** With itemType: mark the collections already holding this item (the "Save to collection" picker). */
    itemId: resourceIdSchema.optional(),
    itemType: itemTypeSchema.optional(),
  })
  .refine((query) => (query.itemId === undefined) === (query.itemType === undefined), {
    message: 'itemId and itemType go together',
    path: ['itemId'],
  });

export const hasEditableSchema = z
  .object({
    /** Whether the caller has a collection they may add items to (one they own). */
    hasEditable: z.boolean(),
    editableCount: countSchema,
  })
  .meta({ id: 'HasEditableCollections' });

export const participantSchema = collectionParticipantSchema
  .extend({ joinedAt: instantSchema })
  .meta({ id: 'CollectionParticipant' });
export const participantListSchema = z
  .object({ items: z.array(participantSchema), total: countSchema })
  .meta({ id: 'CollectionParticipantList' });

// Content

const itemBase = {
  itemId: resourceIdSchema,
  /** 0-based place in the collection's order. */
  position: z.int().nonnegative(),
  addedAt: instantSchema,
};

/** One item of a collection with the item itself, by spec §3 item type. */
export const contentItemSchema = z
  .discriminatedUnion('type', [
    z.object({ ...itemBase, type: z.literal('experience'), experience: experienceResponseSchema }),
    z.object({ ...itemBase, type: z.literal('post'), post: postSchema }),
    z.object({ ...itemBase, type: z.literal('crowd-sourced-roundup'), roundup: roundupSchema }),
    z.object({ ...itemBase, type: z.literal('place'), place: placeSchema }),
  ])
  .meta({ id: 'CollectionContentItem' });
export type ContentItem = z.infer<typeof contentItemSchema>;
export const contentPageSchema = cursorPageSchema(contentItemSchema).meta({ id: 'CollectionContentPage' });

export const contentQuerySchema = z.object({
  limit: pageLimitSchema,
  cursor: z.string().min(1).max(100).optional(),
});

export const itemRefSchema = z.object({ itemId: resourceIdSchema, type: itemTypeSchema });

export const addContentBodySchema = itemRefSchema.meta({ id: 'AddCollectionItemBody' });

export const reorderContentBodySchema = z
  .object({
    /** Every item of the collection, each once, in the new order. */
    items: z.array(itemRefSchema).max(COLLECTION_LIMITS.itemsPerCollection),
  })
  .meta({ id: 'ReorderCollectionBody' });

export const removeContentQuerySchema = z.object({
  /** Which type the id is of, when ids of two types could be equal; by default any. */
  type: itemTypeSchema.optional(),
});

export const contentInfoSchema = z
  .object({
    /** Items the caller can see, in all and by spec §3 item type. */
    itemsCount: countSchema,
    byType: z.object({
      experience: countSchema,
      post: countSchema,
      'crowd-sourced-roundup': countSchema,
      place: countSchema,
    }),
    /** How many items a collection may hold. */
    maxItems: countSchema,
  })
  .meta({ id: 'CollectionContentInfo' });

// Invites

export const inviteSchema = collectionInviteSchema.meta({ id: 'CollectionInvite' });

export const inviteUserBodySchema = z.object({ userId: resourceIdSchema }).meta({ id: 'InviteUserBody' });

export const inviteByLinkBodySchema = z
  .object({
    /** How long the link works. */
    expiresInDays: z
      .int()
      .min(1)
      .max(COLLECTION_LIMITS.maxLinkLifetimeDays)
      .default(COLLECTION_LIMITS.linkLifetimeDays),
  })
  .meta({ id: 'InviteByLinkBody' });

export const linkInviteSchema = z
  .object({
    invite: inviteSchema,
    /** Shown once: only a hash of it is kept. Anyone holding it may join until it expires or is revoked. */
    token: z.string().min(1),
    /** The page that joins through the link. */
    url: z.url(),
  })
  .meta({ id: 'CollectionLinkInvite' });

export const invitePageSchema = cursorPageSchema(inviteSchema).meta({ id: 'CollectionInvitePage' });
export const pageQuerySchema = z.object({
  limit: pageLimitSchema,
  cursor: z.string().min(1).max(100).optional(),
});

/** Comma-separated user ids, at most 100. */
const userIdsSchema = z
  .string()
  .min(1)
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ])
  .pipe(z.array(resourceIdSchema).min(1).max(MAX_PAGE_LIMIT));

export const inviteesStatusQuerySchema = z.object({
  /** Comma-separated user ids to ask about; by default everyone invited in-app. */
  userIds: userIdsSchema.optional(),
});

export const inviteeStatusSchema = z
  .object({
    user: avatarUserResponseSchema,
    /** The latest in-app invite's status; null when never invited. */
    status: shareStatusSchema.nullable(),
    inviteId: z.string().nullable(),
    isParticipant: z.boolean(),
  })
  .meta({ id: 'CollectionInviteeStatus' });
export const inviteesStatusSchema = z
  .object({ items: z.array(inviteeStatusSchema) })
  .meta({ id: 'CollectionInviteesStatus' });

/** One invite as its invitee (or the holder of a link) sees it, with the collection it opens. */
export const inviteDetailSchema = z
  .object({ invite: inviteSchema, collection: collectionDetailSchema })
  .meta({ id: 'CollectionInviteDetail' });

// Community collections

export const shareSchema = collectionShareSchema.meta({ id: 'CollectionShare' });

export const shareBodySchema = z
  .object({ userIds: z.array(resourceIdSchema).min(1).max(50) })
  .meta({ id: 'ShareCollectionBody' });

export const shareResultSchema = z
  .object({
    /** The shares made; people who already take part, already have one pending, or are unknown are skipped. */
    items: z.array(shareSchema),
  })
  .meta({ id: 'ShareCollectionResult' });

export const sharePageSchema = cursorPageSchema(shareSchema).meta({ id: 'CollectionSharePage' });

export const receiversStatusQuerySchema = z.object({ userIds: userIdsSchema });
export const receiverStatusSchema = z
  .object({
    user: avatarUserResponseSchema,
    /** The caller's latest share of the collection to them; null when never shared. */
    status: shareStatusSchema.nullable(),
    isParticipant: z.boolean(),
  })
  .meta({ id: 'CollectionShareReceiverStatus' });
export const receiversStatusSchema = z
  .object({ items: z.array(receiverStatusSchema) })
  .meta({ id: 'CollectionShareReceiversStatus' });

// Pending, for the signed-in caller

export const pendingSchema = z
  .object({
    /** In-app invites waiting for an answer (accept or decline), newest first. */
    invites: z.array(z.object({ invite: inviteSchema, collection: collectionSchema })),
    /** Community collections shared with the caller, waiting (join or dismiss), newest first. */
    shares: z.array(z.object({ share: shareSchema, collection: collectionSchema })),
  })
  .meta({ id: 'PendingInvitesAndShares' });
