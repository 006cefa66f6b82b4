/**
 * Request and response bodies of spec §7 Comments. The comment itself is @happenings/domain's commentSchema; the
 * limits come from @happenings/domain/constants so the website's composer counts the same characters.
 */
import { COMMENT_TEXT_MAX_LENGTH, ROUNDUP_COMMENTS_PAGE_SIZE } from '@happenings/domain/constants';
import { commentSortSchema } from '@happenings/domain/enums';
import { itemModerationSchema } from '@happenings/domain/moderation';
import { commentSchema, countSchema, cursorPageSchema, idSchema } from '@happenings/domain/schemas';
import { z } from 'zod';

/** issue 23: the author alone reads `moderation` on their comment while moderators keep it out of view. */
export const commentResponseSchema = commentSchema
  .extend({ moderation: itemModerationSchema.optional() })
  .meta({ id: 'Comment' });

export const commentPageSchema = cursorPageSchema(commentResponseSchema)
  .extend({
    /** spec §3: on roundup threads, how many top-level recommendations the roundup has. */
    parentCommentsCount: countSchema.optional(),
  })
  .meta({ id: 'CommentPage' });

export const commentIdParamsSchema = z.object({ id: idSchema.max(200) });

const cursorSchema = z.string().min(1).max(500);

/** spec §9: roundup comments load 20 at a time; every thread pages the same way. */
const pageLimitSchema = z.coerce.number().int().min(1).max(50).default(ROUNDUP_COMMENTS_PAGE_SIZE);

export const commentListQuerySchema = z.object({
  sort: commentSortSchema.default('new'),
  limit: pageLimitSchema,
  cursor: cursorSchema.optional(),
});

export const COMMENT_SUBJECT_TYPES = ['experience', 'place', 'crowd-sourced-roundup'] as const;

/** GET /api/v1/comments: the thread of any subject, named in the query. */
export const anyThreadQuerySchema = commentListQuerySchema.extend({
  itemType: z.enum(COMMENT_SUBJECT_TYPES),
  itemId: idSchema.max(200),
});

export const topQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: cursorSchema.optional(),
});

export const repliesQuerySchema = z.object({ limit: pageLimitSchema, cursor: cursorSchema.optional() });

/** Stored as typed (never trimmed or rewritten) and shown as text; it must hold more than spaces. */
const commentTextSchema = z
  .string()
  .max(COMMENT_TEXT_MAX_LENGTH)
  .refine((text) => text.trim().length > 0, 'Write something first');

export const recommendsInputSchema = z.object({
  itemType: z.enum(['experience', 'place']),
  itemId: idSchema.max(200),
});

export const commentCreateBodySchema = z.object({
  text: commentTextSchema,
  /** Roundup answers only: the published experience or the place recommended. */
  recommends: recommendsInputSchema.nullish(),
});

export const replyBodySchema = z.object({ text: commentTextSchema });

export const commentEditBodySchema = z.object({
  text: commentTextSchema,
  /** Roundup answers only; absent keeps the pointer, null removes it. */
  recommends: recommendsInputSchema.nullish(),
});

export const commentDeletedSchema = z
  .object({
    id: idSchema,
    /** 'placeholder': it had replies, so the thread keeps a "deleted" entry in its place. */
    outcome: z.enum(['removed', 'placeholder']),
  })
  .meta({ id: 'CommentDeleted' });
