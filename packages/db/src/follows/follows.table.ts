import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §7 follows: one row per "follower follows followee". 'friend' (spec §3 relationship) is two rows, one
 * each way. The primary key serves "whom do I follow"; the reverse index serves "who follows me".
 */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: text('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'follows_pk', columns: [t.followerId, t.followeeId] }),
    index('follows_followee_follower_idx').on(t.followeeId, t.followerId),
    // Lists of followers / following newest first (cursor pages) and the activity feed's follows by followee.
    index('follows_follower_created_idx').on(t.followerId, t.createdAt),
    index('follows_followee_created_idx').on(t.followeeId, t.createdAt),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);
