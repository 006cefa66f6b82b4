/**
 * spec §4, §7: up/down votes (one per user per comment, changed or removed) and likes, with the counters on the
 * comment row kept exact under any number of concurrent voters.
 *
 * Every write first locks the comment row (SELECT ... FOR UPDATE), then reads the caller's previous vote and moves
 * the counters by the difference. The lock serialises the writes on one comment, and each statement after it
 * sees every earlier vote committed, so changing a vote moves a count from one side to the other and never counts
 * it twice, whoever else votes at the same moment. A deleted comment (or placeholder) takes no votes or likes.
 */
import type { Vote } from '@happenings/domain/enums';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { commentLikes, commentVotes } from './comment-reactions.table.ts';
import { comments } from './comments.table.ts';

export interface CommentCounts {
  upvotes: number;
  downvotes: number;
  likesCount: number;
}

async function lockLiveComment(tx: Database, commentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
    .for('update');
  return !!row;
}

const countsOf = {
  upvotes: comments.upvotes,
  downvotes: comments.downvotes,
  likesCount: comments.likesCount,
};

/** Sets the user's vote ('none' removes it); answers the new counts, or null when the comment is gone. */
export async function setCommentVote(
  db: Database,
  options: { commentId: string; userId: string; vote: Vote; now: Date },
): Promise<CommentCounts | null> {
  const { commentId, userId, vote } = options;
  return db.transaction(async (tx) => {
    if (!(await lockLiveComment(tx, commentId))) return null;
    const [previous] = await tx
      .select({ vote: commentVotes.vote })
      .from(commentVotes)
      .where(and(eq(commentVotes.commentId, commentId), eq(commentVotes.userId, userId)));
    const before = previous?.vote ?? 'none';
    if (before !== vote) {
      if (vote === 'none') {
        await tx
          .delete(commentVotes)
          .where(and(eq(commentVotes.commentId, commentId), eq(commentVotes.userId, userId)));
      } else {
        await tx
          .insert(commentVotes)
          .values({ commentId, userId, vote, createdAt: options.now })
          .onConflictDoUpdate({
            target: [commentVotes.commentId, commentVotes.userId],
            set: { vote, createdAt: options.now },
          });
      }
      const up = (vote === 'up' ? 1 : 0) - (before === 'up' ? 1 : 0);
      const down = (vote === 'down' ? 1 : 0) - (before === 'down' ? 1 : 0);
      const [counts] = await tx
        .update(comments)
        .set({
          upvotes: sql`${comments.upvotes} + ${up}`,
          downvotes: sql`${comments.downvotes} + ${down}`,
        })
        .where(eq(comments.id, commentId))
        .returning(countsOf);
      return counts ?? null;
    }
    const [counts] = await tx.select(countsOf).from(comments).where(eq(comments.id, commentId));
    return counts ?? null;
  });
}

/** Likes or unlikes (idempotent both ways); answers the new counts, or null when the comment is gone. */
export async function setCommentLike(
  db: Database,
  options: { commentId: string; userId: string; liked: boolean; now: Date },
): Promise<CommentCounts | null> {
  const { commentId, userId } = options;
  return db.transaction(async (tx) => {
    if (!(await lockLiveComment(tx, commentId))) return null;
    const changed = options.liked
      ? await tx
          .insert(commentLikes)
          .values({ commentId, userId, createdAt: options.now })
          .onConflictDoNothing()
          .returning({ userId: commentLikes.userId })
      : await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
          .returning({ userId: commentLikes.userId });
    if (changed.length > 0) {
      const [counts] = await tx
        .update(comments)
        .set({ likesCount: sql`${comments.likesCount} + ${options.liked ? 1 : -1}` })
        .where(eq(comments.id, commentId))
        .returning(countsOf);
      return counts ?? null;
    }
    const [counts] = await tx.select(countsOf).from(comments).where(eq(comments.id, commentId));
    return counts ?? null;
  });
}
