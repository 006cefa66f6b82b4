/**
 * spec §7 Comments, writing: adding, editing and deleting comments and replies, and the writes that keep the
 * counters exact (replies_count on the parent, comments_count on the roundup = spec §3 parentCommentsCount) and
 * the notifications a comment sends, each in the comment's own transaction.
 */
import type { CommentKind } from '@happenings/domain/enums';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { createNotifications, withdrawNotification } from '../notifications/notifications.queries.ts';
import { roundups } from '../roundups/roundups.table.ts';
import type { CommentRow, CommentSubject, RecommendedItemType } from './comments.queries.ts';
import { comments } from './comments.table.ts';

export interface NewComment extends CommentSubject {
  kind: CommentKind;
  userId: string;
  body: string;
  /** The top-level comment replied to. */
  parentId?: string | null;
  recommended?: { itemType: RecommendedItemType; itemId: string } | null;
  /** Held for a moderator: nobody else reads it yet, so nobody is told of it. */
  isHeld?: boolean;
}

/**
 * Adds a comment or a reply and moves the counters it changes, in one transaction; null when the parent or the
 * roundup disappeared (was deleted) meanwhile. A parent that is a deleted placeholder still gathers replies (the
 * caller decides whether a reply may join its conversation). The counter updates come first: they lock the parent (or roundup)
 * row, so a concurrent delete of it either waits for this comment or has already removed the row (then nothing
 * is inserted, instead of a reply pointing at nothing).
 *
 * Notifies the parent's author of a reply (REPLIED_TO_COMMENT) and the roundup's creator of an answer
 * (COMMENTED_ON_CROWD_SOURCED_ROUNDUP), not when they are the writer.
 */
export async function createComment(db: Database, input: NewComment): Promise<CommentRow | null> {
  return db.transaction(async (tx) => {
    let notify: {
      recipientId: string | null;
      type: 'REPLIED_TO_COMMENT' | 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP';
    } = { recipientId: null, type: 'REPLIED_TO_COMMENT' };
    if (input.parentId) {
      const [parent] = await tx
        .update(comments)
        .set({ repliesCount: sql`${comments.repliesCount} + 1` })
        .where(eq(comments.id, input.parentId))
        .returning({ userId: comments.userId, deletedAt: comments.deletedAt });
      if (!parent) return null;
      notify = { recipientId: parent.deletedAt ? null : parent.userId, type: 'REPLIED_TO_COMMENT' };
    } else if (input.subjectType === 'crowd-sourced-roundup') {
      const [roundup] = await tx
        .update(roundups)
        .set({ commentsCount: sql`${roundups.commentsCount} + 1` })
        .where(eq(roundups.id, input.subjectId))
        .returning({ creatorId: roundups.creatorId });
      if (!roundup) return null;
      notify = { recipientId: roundup.creatorId, type: 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP' };
    }
    const [row] = await tx
      .insert(comments)
      .values({
        kind: input.kind,
        subjectType: input.subjectType,
        subjectId: input.subjectId,
        parentId: input.parentId ?? null,
        userId: input.userId,
        body: input.body,
        recommendedType: input.recommended?.itemType ?? null,
        recommendedId: input.recommended?.itemId ?? null,
        // created_at is the database's now(): microseconds, and one clock for every API process, so 'new'
        // orders comments posted within a millisecond, or by two processes, as they happened.
      })
      .returning();
    if (notify.recipientId && notify.recipientId !== input.userId && !input.isHeld) {
      await createNotifications(tx, [
        {
          recipientId: notify.recipientId,
          actorId: input.userId,
          type: notify.type,
          subjectType: notify.type === 'REPLIED_TO_COMMENT' ? 'COMMENT' : 'CROWD_SOURCED_ROUNDUP',
          subjectId: notify.type === 'REPLIED_TO_COMMENT' ? (input.parentId ?? row!.id) : input.subjectId,
          data: { commentId: row!.id, subjectType: input.subjectType, subjectId: input.subjectId },
        },
      ]);
    }
    return row ?? null;
  });
}

/** Replaces a comment's text (and a recommendation's pointer); null when it is gone or deleted. */
export async function editComment(
  db: Database,
  options: {
    id: string;
    body: string;
    /** undefined: keep the pointer; null: remove it. */
    recommended?: { itemType: RecommendedItemType; itemId: string } | null;
    now: Date;
  },
): Promise<CommentRow | null> {
  const pointer =
    options.recommended === undefined
      ? {}
      : {
          recommendedType: options.recommended?.itemType ?? null,
          recommendedId: options.recommended?.itemId ?? null,
        };
  const [row] = await db
    .update(comments)
    .set({ body: options.body, ...pointer, editedAt: options.now, updatedAt: options.now })
    .where(and(eq(comments.id, options.id), isNull(comments.deletedAt)))
    .returning();
  return row ?? null;
}

/**
 * Undoes what a comment notified while it is unread (REPLIED_TO_COMMENT to the parent's author,
 * COMMENTED_ON_CROWD_SOURCED_ROUNDUP to the roundup's creator): its author leaves the notification's group, unless
 * another comment of theirs still stands in it (a second reply to the same comment, a second answer).
 */
async function withdrawCommentNotification(tx: Database, row: CommentRow): Promise<void> {
  if (!row.userId) return;
  const sibling = and(
    eq(comments.userId, row.userId),
    isNull(comments.deletedAt),
    sql`${comments.id} <> ${row.id}`,
  );
  if (row.parentId) {
    const [other] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.parentId, row.parentId), sibling))
      .limit(1);
    if (other) return;
    await withdrawNotification(tx, {
      type: 'REPLIED_TO_COMMENT',
      subject: { type: 'COMMENT', id: row.parentId },
      actorId: row.userId,
    });
  } else if (row.subjectType === 'crowd-sourced-roundup') {
    const [other] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(
        and(
          eq(comments.subjectType, row.subjectType),
          eq(comments.subjectId, row.subjectId),
          isNull(comments.parentId),
          sibling,
        ),
      )
      .limit(1);
    if (other) return;
    await withdrawNotification(tx, {
      type: 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP',
      subject: { type: 'CROWD_SOURCED_ROUNDUP', id: row.subjectId },
      actorId: row.userId,
    });
  }
}

/**
 * Deletes a comment. One with replies becomes a placeholder (text and pointer emptied, deleted_at set) so the
 * thread keeps its shape; one without is removed with its votes and likes. Removing the last reply of a
 * placeholder removes the placeholder too. Counters move in the same transaction, under the row lock of the
 * comment (and of its parent), so a reply arriving meanwhile is either counted or refused.
 * Answers 'removed', 'placeholder', or null when there was nothing (left) to delete. What the comment notified
 * is withdrawn while unread (withdrawCommentNotification).
 */
export async function deleteComment(
  db: Database,
  options: { id: string; now: Date },
): Promise<'removed' | 'placeholder' | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(comments)
      .where(and(eq(comments.id, options.id), isNull(comments.deletedAt)))
      .for('update');
    if (!row) return null;
    if (!row.parentId && row.subjectType === 'crowd-sourced-roundup') {
      await tx
        .update(roundups)
        .set({ commentsCount: sql`greatest(${roundups.commentsCount} - 1, 0)` })
        .where(eq(roundups.id, row.subjectId));
    }
    await withdrawCommentNotification(tx, row);
    if (row.repliesCount > 0) {
      await tx
        .update(comments)
        .set({ body: '', recommendedType: null, recommendedId: null, deletedAt: options.now })
        .where(eq(comments.id, row.id));
      return 'placeholder';
    }
    await tx.delete(comments).where(eq(comments.id, row.id));
    if (row.parentId) {
      const [parent] = await tx
        .update(comments)
        .set({ repliesCount: sql`greatest(${comments.repliesCount} - 1, 0)` })
        .where(eq(comments.id, row.parentId))
        .returning({ repliesCount: comments.repliesCount, deletedAt: comments.deletedAt });
      if (parent?.deletedAt && parent.repliesCount === 0) {
        await tx.delete(comments).where(eq(comments.id, row.parentId));
      }
    }
    return 'removed';
  });
}
