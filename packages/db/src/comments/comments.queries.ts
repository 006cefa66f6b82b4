/**
 * spec §7 Comments: threads on experiences, places and crowd-sourced roundups, their replies, and the writes that
 * keep the counters exact (replies_count on the parent, comments_count on the roundup = spec §3
 * parentCommentsCount).
 *
 * Lists page by keyset, never by offset, so a page boundary stays put while comments are added above it:
 * - 'new': (created_at, id) descending, over comments_subject_new_idx;
 * - 'top': (rank, created_at, id) descending, over comments_subject_top_idx (rank is the Wilson lower bound the
 *   table computes, see comments.table.ts);
 * - replies: (created_at, id) ascending, over comments_parent_idx, so a conversation reads in order.
 * Each page is one query: author, the viewer's vote and like, and the recommended item come as joins.
 */
import type { CommentKind, CommentSort } from '@happenings/domain/enums';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { experienceVisibleTo, type Viewer } from '../interested/item-visibility.queries.ts';
import type { MediaItem } from '../media/media-item.ts';
import { createNotifications, withdrawNotification } from '../notifications/notifications.queries.ts';
import { places } from '../places/places.table.ts';
import { roundups } from '../roundups/roundups.table.ts';
import { keysetInstant } from '../users/keyset-cursor.ts';
import { users } from '../users/users.table.ts';
import { commentLikes, commentVotes } from './comment-reactions.table.ts';
import { comments, type RECOMMENDED_ITEM_TYPES } from './comments.table.ts';

export type CommentRow = typeof comments.$inferSelect;
export type CommentSubjectType = 'experience' | 'place' | 'crowd-sourced-roundup';
export type RecommendedItemType = (typeof RECOMMENDED_ITEM_TYPES)[number];

export interface CommentSubject {
  subjectType: CommentSubjectType;
  subjectId: string;
}

/** Where a page ended: the last row's sort key (rank only for 'top'). */
export interface CommentCursor {
  rank: number | null;
  /** created_at as UTC text with microseconds (keysetInstant), so rows of one millisecond stay apart. */
  at: string;
  id: string;
}

export interface CommentAuthor {
  id: string;
  numericId: number;
  username: string | null;
  /** The username as typed (better-auth lower-cases `username`). */
  displayUsername: string | null;
  name: string;
  image: string | null;
}

/** The experience or place a recommendation points at, when it still exists and the viewer may see it. */
export interface RecommendedItem {
  itemType: RecommendedItemType;
  itemId: string;
  name: string;
  /** The experience page's slug; null for places. */
  slug: string | null;
  media: MediaItem[];
}

export interface CommentView {
  comment: CommentRow;
  /** Null when the author deleted their account. */
  author: CommentAuthor | null;
  myVote: 'up' | 'down' | null;
  isLiked: boolean;
  recommended: RecommendedItem | null;
  cursor: CommentCursor;
}

export interface CommentPage {
  rows: CommentView[];
  next: CommentCursor | null;
}

/** One row of a page: the comment with what the viewer needs to draw it (see selectCommentViews). */
function viewColumns() {
  return {
    comment: comments,
    authorId: users.id,
    authorNumericId: users.numericId,
    authorUsername: users.username,
    authorDisplayUsername: users.displayUsername,
    authorName: users.name,
    authorImage: users.image,
    myVote: commentVotes.vote,
    likedBy: commentLikes.userId,
    experienceName: experiences.name,
    experienceSlug: experiences.slug,
    experienceMedia: experiences.media,
    placeName: places.name,
    placeMedia: places.media,
    cursorAt: keysetInstant(comments.createdAt),
  };
}

async function selectCommentViews(
  db: Database,
  options: { viewerId: Viewer; where: SQL | undefined; orderBy: SQL; limit: number },
): Promise<CommentView[]> {
  // With no viewer the vote and like joins match nothing: '' is never a user id.
  const viewer = options.viewerId ?? '';
  const rows = await db
    .select(viewColumns())
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .leftJoin(commentVotes, and(eq(commentVotes.commentId, comments.id), eq(commentVotes.userId, viewer)))
    .leftJoin(commentLikes, and(eq(commentLikes.commentId, comments.id), eq(commentLikes.userId, viewer)))
    .leftJoin(
      experiences,
      and(
        eq(comments.recommendedType, 'experience'),
        eq(experiences.id, comments.recommendedId),
        experienceVisibleTo(options.viewerId),
      ),
    )
    .leftJoin(places, and(eq(comments.recommendedType, 'place'), eq(places.id, comments.recommendedId)))
    .where(options.where)
    .orderBy(options.orderBy)
    .limit(options.limit);
  return rows.map((row) => {
    const { comment } = row;
    let recommended: RecommendedItem | null = null;
    if (comment.recommendedId && comment.recommendedType === 'experience' && row.experienceName) {
      recommended = {
        itemType: 'experience',
        itemId: comment.recommendedId,
        name: row.experienceName,
        slug: row.experienceSlug,
        media: row.experienceMedia ?? [],
      };
    } else if (comment.recommendedId && comment.recommendedType === 'place' && row.placeName) {
      recommended = {
        itemType: 'place',
        itemId: comment.recommendedId,
        name: row.placeName,
        slug: null,
        media: row.placeMedia ?? [],
      };
    }
    return {
      comment,
      author:
        row.authorId && row.authorNumericId !== null && row.authorName !== null
          ? {
              id: row.authorId,
              numericId: row.authorNumericId,
              username: row.authorUsername,
              displayUsername: row.authorDisplayUsername,
              name: row.authorName,
              image: row.authorImage,
            }
          : null,
      myVote: row.myVote === 'up' || row.myVote === 'down' ? row.myVote : null,
      isLiked: row.likedBy !== null,
      recommended,
      cursor: { rank: comment.rank, at: row.cursorAt, id: comment.id },
    };
  });
}

function toPage(rows: CommentView[], limit: number, keepRank: boolean): CommentPage {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > limit && last ? { ...last.cursor, rank: keepRank ? last.cursor.rank : null } : null,
  };
}

export interface ListCommentsOptions extends CommentSubject {
  sort: CommentSort;
  viewerId: Viewer;
  limit: number;
  after?: CommentCursor | undefined;
  /** Leave out the placeholders of deleted comments (the 'top' recommendations list). */
  withoutDeleted?: boolean;
}

/**
 * Top-level comments of a subject, newest first or by rank (spec §3 comment sort), with deleted comments that
 * still have replies as placeholders (unless `withoutDeleted`).
 */
export async function listComments(db: Database, options: ListCommentsOptions): Promise<CommentPage> {
  const { after } = options;
  const isTop = options.sort === 'top';
  let afterCursor: SQL | undefined;
  if (after && isTop) {
    afterCursor = sql`(${comments.rank}, ${comments.createdAt}, ${comments.id}) < (${after.rank ?? 0}::float8, ${after.at}::timestamptz, ${after.id})`;
  } else if (after) {
    afterCursor = sql`(${comments.createdAt}, ${comments.id}) < (${after.at}::timestamptz, ${after.id})`;
  }
  // NULLS LAST as the indexes are declared, so the planner reads them in order (the columns are NOT NULL).
  const orderBy = isTop
    ? sql`${comments.rank} DESC NULLS LAST, ${comments.createdAt} DESC NULLS LAST, ${comments.id} DESC NULLS LAST`
    : sql`${comments.createdAt} DESC NULLS LAST, ${comments.id} DESC NULLS LAST`;
  const rows = await selectCommentViews(db, {
    viewerId: options.viewerId,
    where: and(
      eq(comments.subjectType, options.subjectType),
      eq(comments.subjectId, options.subjectId),
      isNull(comments.parentId),
      options.withoutDeleted ? isNull(comments.deletedAt) : undefined,
      afterCursor,
    ),
    orderBy,
    limit: options.limit + 1,
  });
  return toPage(rows, options.limit, isTop);
}

/** Replies to a comment, oldest first (a conversation reads in order). */
export async function listReplies(
  db: Database,
  options: { parentId: string; viewerId: Viewer; limit: number; after?: CommentCursor | undefined },
): Promise<CommentPage> {
  const { after } = options;
  const rows = await selectCommentViews(db, {
    viewerId: options.viewerId,
    where: and(
      eq(comments.parentId, options.parentId),
      after
        ? sql`(${comments.createdAt}, ${comments.id}) > (${after.at}::timestamptz, ${after.id})`
        : undefined,
    ),
    orderBy: sql`${comments.createdAt}, ${comments.id}`,
    limit: options.limit + 1,
  });
  return toPage(rows, options.limit, false);
}

/** One comment as a list shows it to the viewer (after a write, or for a single read). */
export async function findCommentView(
  db: Database,
  options: { id: string; viewerId: Viewer },
): Promise<CommentView | null> {
  const [row] = await selectCommentViews(db, {
    viewerId: options.viewerId,
    where: eq(comments.id, options.id),
    orderBy: sql`${comments.id}`,
    limit: 1,
  });
  return row ?? null;
}

export async function findCommentById(db: Database, id: string): Promise<CommentRow | null> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row ?? null;
}

export interface NewComment extends CommentSubject {
  kind: CommentKind;
  userId: string;
  body: string;
  /** The top-level comment replied to. */
  parentId?: string | null;
  recommended?: { itemType: RecommendedItemType; itemId: string } | null;
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
    if (notify.recipientId && notify.recipientId !== input.userId) {
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
