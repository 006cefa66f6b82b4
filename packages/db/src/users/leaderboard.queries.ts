import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { follows } from '../follows/follows.table.ts';
import { interested } from '../interested/interested.table.ts';
import { profiles } from './profiles.table.ts';
import { listUsersByIds, type UserRow } from './users.queries.ts';
import { users } from './users.table.ts';

export const LEADERBOARD_METRICS = ['interested', 'followers', 'invites'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];

export interface LeaderboardRow {
  rank: number;
  user: UserRow;
  score: number;
}

/**
 * spec §7 GET /users/leaderboard/{x}: the top users by one metric (rankUsersByScore). interested = interests since
 * `since` (interested_created_user_idx); followers = all followers (follows_followee_follower_idx); invites = users
 * who signed up through their invite, of all time (profiles_invited_by_idx).
 */
export async function listLeaderboard(
  db: Database,
  options: { metric: LeaderboardMetric; since: Date; limit: number },
): Promise<LeaderboardRow[]> {
  const scores = {
    interested: sql`SELECT user_id, count(*) AS score FROM ${interested}
                     WHERE created_at >= ${options.since.toISOString()}::timestamptz GROUP BY user_id`,
    followers: sql`SELECT followee_id AS user_id, count(*) AS score FROM ${follows} GROUP BY followee_id`,
    invites: sql`SELECT invited_by_user_id AS user_id, count(*) AS score FROM ${profiles}
                  WHERE invited_by_user_id IS NOT NULL GROUP BY invited_by_user_id`,
  }[options.metric];
  return rankUsersByScore(db, { scores, limit: options.limit });
}

/**
 * Ranks the users of a `scores` subquery (columns user_id, score) with SQL rank() (ties share a rank), ties listed
 * by numeric id; shared by the metric leaderboards and the contest ones (contests/contest-leaderboard.queries.ts).
 */
export async function rankUsersByScore(
  db: Database,
  options: { scores: SQL; limit: number },
): Promise<LeaderboardRow[]> {
  const rows = await queryRows<{ user_id: string; score: string | number; rank: string | number }>(
    db,
    sql`SELECT s.user_id, s.score, rank() OVER (ORDER BY s.score DESC) AS rank
          FROM (${options.scores}) s JOIN ${users} u ON u.id = s.user_id
         ORDER BY s.score DESC, u.numeric_id ASC
         LIMIT ${options.limit}`,
  );
  const byId = new Map(
    (
      await listUsersByIds(
        db,
        rows.map((row) => row.user_id),
      )
    ).map((u) => [u.id, u]),
  );
  return rows.flatMap((row) => {
    const user = byId.get(row.user_id);
    return user ? [{ rank: Number(row.rank), user, score: Number(row.score) }] : [];
  });
}
