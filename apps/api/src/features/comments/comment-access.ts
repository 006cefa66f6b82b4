/**
 * What a caller is to a comment, a comment thread's subject or a roundup: the one answer used by the access guard
 * (resource-roles.ts, for the author-only and creator-only calls) and by the middleware of the calls any reader
 * may make (threads, replies, votes, likes). A comment is visible exactly when what it is on is: a comment on a
 * draft experience or a draft roundup is as hidden as the draft (404), whoever wrote it.
 */
import type { Database } from '@happenings/db/client';
import { type CommentRow, type CommentSubjectType, findCommentById } from '@happenings/db/comments';
import { isItemVisible, type Viewer } from '@happenings/db/interested';
import { isHiddenByModeration } from '@happenings/db/moderation';
import { findRoundup, type RoundupRow } from '@happenings/db/roundups';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context.ts';
import { notFound } from '../../errors/api-error.ts';
import { isPlausibleId } from '../../http/plausible-id.ts';

/** The 404 name of each kind of thing a thread hangs off. */
export const SUBJECT_NAMES: Record<CommentSubjectType, string> = {
  experience: 'Experience',
  place: 'Place',
  'crowd-sourced-roundup': 'Roundup',
};

export function isSubjectVisible(
  db: Database,
  subject: { subjectType: CommentSubjectType; subjectId: string },
  viewerId: Viewer,
): Promise<boolean> {
  if (!isPlausibleId(subject.subjectId)) return Promise.resolve(false);
  return isItemVisible(db, { itemType: subject.subjectType, itemId: subject.subjectId, viewerId });
}

export interface CommentAccess {
  comment: CommentRow;
  /** The caller may see it (its subject is visible to them). */
  isVisible: boolean;
  /** The caller wrote it, and it is not deleted (only then may they edit or delete it). */
  isAuthor: boolean;
}

export async function resolveCommentAccess(
  db: Database,
  id: string | undefined,
  viewerId: Viewer,
): Promise<CommentAccess | null> {
  if (!isPlausibleId(id)) return null;
  const comment = await findCommentById(db, id);
  if (!comment) return null;
  const isVisible =
    (await isSubjectVisible(
      db,
      { subjectType: comment.subjectType as CommentSubjectType, subjectId: comment.subjectId },
      viewerId,
    )) &&
    // issue 23: a comment moderators keep out of view is hidden with its replies, votes and likes but to its author.
    !(await isHiddenByModeration(db, {
      subjectType: 'comment',
      subjectId: comment.id,
      authorId: comment.userId,
      viewer: viewerId,
    }));
  return {
    comment,
    isVisible,
    isAuthor: isVisible && !comment.deletedAt && !!viewerId && comment.userId === viewerId,
  };
}

export interface RoundupAccess {
  roundup: RoundupRow;
  isVisible: boolean;
  isCreator: boolean;
}

/** Roundups are public once PUBLISHED; a draft is seen by its creator only (roundups have no host). */
export async function resolveRoundupAccess(
  db: Database,
  idOrSlug: string | undefined,
  viewerId: Viewer,
): Promise<RoundupAccess | null> {
  if (!isPlausibleId(idOrSlug)) return null;
  const roundup = await findRoundup(db, idOrSlug);
  if (!roundup?.creatorId) return null;
  const isCreator = !!viewerId && roundup.creatorId === viewerId;
  return { roundup, isVisible: roundup.publishState === 'PUBLISHED' || isCreator, isCreator };
}

/**
 * Route middleware for calls about the thread of a subject in the path (`{id}`): 404 unless the caller may see
 * it. It runs before the body is validated, so a hidden draft answers 404 whatever was sent.
 */
export function requireVisibleSubject(subjectType: CommentSubjectType): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const visible = await isSubjectVisible(
      c.get('services').db,
      { subjectType, subjectId: c.req.param('id') ?? '' },
      c.get('user')?.id,
    );
    if (!visible) throw notFound(SUBJECT_NAMES[subjectType]);
    await next();
  };
}

/** Route middleware for calls about the comment in the path: 404 unless the caller may see it. */
export const requireVisibleComment: MiddlewareHandler<AppEnv> = async (c, next) => {
  const access = await resolveCommentAccess(c.get('services').db, c.req.param('id'), c.get('user')?.id);
  if (!access?.isVisible) throw notFound('Comment');
  await next();
};
