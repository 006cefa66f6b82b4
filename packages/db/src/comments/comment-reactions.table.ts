import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';
import { comments } from './comments.table.ts';

/** spec §3 vote 'none' is the absence of a row (DELETE /comments/{id}/vote), so only up and down are stored. */
export const STORED_VOTES = ['up', 'down'] as const;

/** spec §7 POST /comments/{id}/upvote and /downvote: one vote per user per comment. */
export const commentVotes = pgTable(
  'comment_votes',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: text('vote').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'comment_votes_pk', columns: [t.commentId, t.userId] }),
    index('comment_votes_user_idx').on(t.userId),
    enumCheck('comment_votes_vote_check', t.vote, STORED_VOTES),
  ],
);

/** spec §7 POST/DELETE /comments/{id}/likes. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'comment_likes_pk', columns: [t.commentId, t.userId] }),
    index('comment_likes_user_idx').on(t.userId),
  ],
);
