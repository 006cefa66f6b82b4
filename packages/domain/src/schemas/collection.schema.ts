/**
 * A collection: a shared list of experiences, posts, roundups and places (spec §3 Collection).
 */
import { z } from 'zod';
import { collectionRoleSchema, itemTypeSchema } from '../enums/enums.ts';
import { avatarUserShape, requireUserUid } from './avatar-user.schema.ts';
import { countSchema, idSchema, instantSchema } from './instant.schema.ts';

/** spec §3: items hold an itemId and its type. */
export const collectionItemSchema = z.object({
  itemId: idSchema,
  type: itemTypeSchema,
  /** When it was added, newest first in lists (ours). */
  addedAt: instantSchema.optional(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** spec §3: participants carry a photoURL (null: default avatar); the role is spec §6's. */
export const collectionParticipantSchema = z
  .object({
    ...avatarUserShape,
    photoURL: z.url().nullable(),
    role: collectionRoleSchema,
  })
  .superRefine(requireUserUid);
export type CollectionParticipant = z.infer<typeof collectionParticipantSchema>;

export const collectionSchema = z.object({
  /** spec §3: id is the document id. */
  id: idSchema,
  name: z.string().min(1),
  description: z.string().nullish(),
  collectionOwner: collectionParticipantSchema,
  collectionParticipants: z.array(collectionParticipantSchema),
  /** Whether the caller takes part (owner or viewer). */
  isParticipant: z.boolean(),
  items: z.array(collectionItemSchema),
  /** Community collections can be shared and joined (spec §7 community collections). */
  isCommunity: z.boolean().default(false),
  itemsCount: countSchema.optional(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type Collection = z.infer<typeof collectionSchema>;
