/**
 * Comments on experiences, places and crowd-sourced roundups, with votes, likes and replies (spec §3 Comment,
 * §4 votes, §7 Comments). The spec shows only the kinds and parentCommentsCount; the rest is what the comment
 * list needs to render without further calls.
 */
import { z } from 'zod';
import { commentKindSchema, itemTypeSchema, voteSchema } from '../enums/enums.ts';
import { avatarUserSchema } from './avatar-user.schema.ts';
import { countSchema, idSchema, instantSchema } from './instant.schema.ts';

/** Up and down votes (roundup recommendations are ranked by them, spec §3 comment sort 'top'). */
export const commentVotesSchema = z.object({
  up: countSchema,
  down: countSchema,
  /** spec §4: the caller's vote; 'none' when they have not voted or the vote was removed. */
  mine: voteSchema,
});
export type CommentVotes = z.infer<typeof commentVotesSchema>;

export const commentSchema = z.object({
  id: idSchema,
  kind: commentKindSchema,
  /** What the comment is on. */
  itemId: idSchema,
  itemType: itemTypeSchema,
  /** The comment replied to; null for top-level comments. */
  parentCommentId: idSchema.nullable(),
  text: z.string().min(1),
  user: avatarUserSchema,
  votes: commentVotesSchema,
  likes: countSchema,
  isLiked: z.boolean(),
  repliesCount: countSchema,
  /** spec §3: carried on roundup comments only: top-level comments on the roundup. */
  parentCommentsCount: countSchema.optional(),
  createdAt: instantSchema,
  updatedAt: instantSchema.nullable(),
});
export type Comment = z.infer<typeof commentSchema>;
