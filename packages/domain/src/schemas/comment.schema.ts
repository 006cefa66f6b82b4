/**
 * Comments on experiences, places and crowd-sourced roundups, with votes, likes and replies (spec §3 Comment,
 * §4 votes, §7 Comments). The spec shows only the kinds and parentCommentsCount; the rest is what the comment
 * list needs to render without further calls.
 */
import { z } from 'zod';
import { commentKindSchema, itemTypeSchema, voteSchema } from '../enums/enums.ts';
import { avatarUserSchema } from './avatar-user.schema.ts';
import { countSchema, idSchema, instantSchema } from './instant.schema.ts';
import { mediaItemSchema } from './media-item.schema.ts';

/** Up and down votes (roundup recommendations are ranked by them, spec §3 comment sort 'top'). */
export const commentVotesSchema = z.object({
  up: countSchema,
  down: countSchema,
  /** spec §4: the caller's vote; 'none' when they have not voted or the vote was removed. */
  mine: voteSchema,
});
export type CommentVotes = z.infer<typeof commentVotesSchema>;

/** What a roundup recommendation points at (spec §1 "recommend an experience or place"). */
export const recommendedItemSchema = z.object({
  itemType: z.enum(['experience', 'place']),
  itemId: idSchema,
  name: z.string().min(1),
  /** The experience page's slug (/event/{slug}); null for places. */
  slug: z.string().min(1).nullable(),
  /** The item's first image, for the card; null when it has none. */
  image: mediaItemSchema.nullable(),
});
export type RecommendedItem = z.infer<typeof recommendedItemSchema>;

export const commentSchema = z.object({
  id: idSchema,
  kind: commentKindSchema,
  /** What the comment is on. */
  itemId: idSchema,
  itemType: itemTypeSchema,
  /** The comment replied to; null for top-level comments. */
  parentCommentId: idSchema.nullable(),
  /** As typed; null once deleted (the placeholder of a deleted comment that has replies). */
  text: z.string().min(1).nullable(),
  /** Null once deleted, or when the author's account is gone. */
  user: avatarUserSchema.nullable(),
  isDeleted: z.boolean(),
  /** The caller wrote it (may edit and delete it). */
  isAuthor: z.boolean(),
  /** Roundup recommendations only: the experience or place recommended, while it exists and is visible. */
  recommends: recommendedItemSchema.nullable(),
  votes: commentVotesSchema,
  likes: countSchema,
  isLiked: z.boolean(),
  repliesCount: countSchema,
  /** spec §3: carried on roundup comments only: top-level comments on the roundup. */
  parentCommentsCount: countSchema.optional(),
  createdAt: instantSchema,
  /** When the text was last edited; null when never. */
  updatedAt: instantSchema.nullable(),
});
export type Comment = z.infer<typeof commentSchema>;
