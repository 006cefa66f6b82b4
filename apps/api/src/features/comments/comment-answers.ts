/**
 * How comment calls answer: one comment as the caller sees it after a write, and a page of a thread, with spec §3
 * parentCommentsCount carried on roundup threads.
 */
import type { Database } from '@happenings/db/client';
import { type CommentPage, findCommentView } from '@happenings/db/comments';
import { findRoundup } from '@happenings/db/roundups';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { notFound } from '../../errors/api-error.ts';
import { validated } from '../../http/validated.ts';
import { toCommentResponse } from './comment.response.ts';
import { encodeCommentCursor } from './comment-cursor.ts';
import { commentPageSchema, commentResponseSchema } from './comments.schemas.ts';

export const isRoundupThread = (subjectType: string) => subjectType === 'crowd-sourced-roundup';

/** spec §3 parentCommentsCount: the roundup's top-level recommendations, carried on its thread. */
export async function parentCommentsCountOf(db: Database, subjectType: string, subjectId: string) {
  if (!isRoundupThread(subjectType)) return undefined;
  return (await findRoundup(db, subjectId))?.commentsCount ?? 0;
}

export async function answerPage(
  c: Context<AppEnv>,
  page: CommentPage,
  list: 'new' | 'top' | 'replies',
  parentCommentsCount: number | undefined,
) {
  const { config } = c.get('services');
  const viewerId = c.get('user')?.id ?? null;
  return validated(commentPageSchema, {
    items: page.rows.map((row) => toCommentResponse(row, { config, viewerId, parentCommentsCount })),
    nextCursor: encodeCommentCursor(list, page.next),
    ...(parentCommentsCount !== undefined ? { parentCommentsCount } : {}),
  });
}

/** One comment as the caller sees it, after a write. */
export async function answerComment(c: Context<AppEnv>, id: string) {
  const { db, config } = c.get('services');
  const viewerId = c.get('user')?.id ?? null;
  const view = await findCommentView(db, { id, viewerId });
  if (!view) throw notFound('Comment');
  const parentCommentsCount = await parentCommentsCountOf(
    db,
    view.comment.subjectType,
    view.comment.subjectId,
  );
  return validated(commentResponseSchema, toCommentResponse(view, { config, viewerId, parentCommentsCount }));
}
