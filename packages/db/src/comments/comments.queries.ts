/**
 * spec §7 Comments, reading: threads on experiences, places and crowd-sourced roundups, and their replies, as the
 * viewer sees them. The writes are comment-writes.queries.ts; votes and likes, comment-reactions.queries.ts.
 *
 * Lists page by keyset, never by offset, so a page boundary stays put while comments are added above it:
 * - 'new': (created_at, id) descending, over comments_subject_new_idx;
 * - 'top': (rank, created_at, id) descending, over comments_subject_top_idx (rank is the Wilson lower bound the
 *   table computes, see comments.table.ts);
 * - replies: (created_at, id) ascending, over comments_parent_idx, so a conversation reads in order.
 * Each page is one query: author, the viewer's vote and like, and the recommended item come as joins.
 */
import type { CommentSort } from '@happenings/domain/enums';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { experienceVisibleTo, type Viewer } from '../interested/item-visibility.queries.ts';
import type { MediaItem } from '../media/media-item.ts';
import { moderatedItems } from '../moderation/moderated-items.table.ts';
import { notModeratedFor } from '../moderation/moderation-visibility.ts';
import { places } from '../places/places.table.ts';
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
  /** issue 23: set for the author only, while moderators keep the comment out of everyone else's view. */
  moderation: { state: string; reason: string; at: Date } | null;
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
    moderationState: moderatedItems.state,
    moderationReason: moderatedItems.reason,
    moderationAt: moderatedItems.at,
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
    .leftJoin(
      moderatedItems,
      and(
        eq(moderatedItems.subjectType, 'comment'),
        eq(moderatedItems.subjectId, comments.id),
        eq(comments.userId, viewer),
      ),
    )
    // issue 23: a hidden comment is shown to its author only; a removed one and a banned account's to nobody.
    .where(and(options.where, notModeratedFor('comment', comments.id, comments.userId, options.viewerId)))
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
      moderation:
        row.moderationState && row.moderationReason !== null && row.moderationAt
          ? { state: row.moderationState, reason: row.moderationReason, at: row.moderationAt }
          : null,
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
