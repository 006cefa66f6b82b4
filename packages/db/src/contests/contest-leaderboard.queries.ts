import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { type LeaderboardRow, rankUsersByScore } from '../users/leaderboard.queries.ts';
import type { ContestRow } from './contests.queries.ts';
import { contestEntries } from './contests.table.ts';

/**
 * spec §7 GET /users/leaderboard/{x} with {x} a contest: inviters ranked by the people who joined through their
 * invite for this contest within its dates (an entry outside them, e.g. after the dates were moved, does not
 * count). A range scan of contest_entries_inviter_idx (contest_id, invited_by_id, joined_at).
 */
export async function listContestLeaderboard(
  db: Database,
  options: { contest: Pick<ContestRow, 'id' | 'startsAt' | 'endsAt'>; limit: number },
): Promise<LeaderboardRow[]> {
  const { id, startsAt, endsAt } = options.contest;
  const scores = sql`SELECT invited_by_id AS user_id, count(*) AS score FROM ${contestEntries}
                      WHERE contest_id = ${id} AND invited_by_id IS NOT NULL
                        AND (${startsAt?.toISOString() ?? null}::timestamptz IS NULL
                             OR joined_at >= ${startsAt?.toISOString() ?? null}::timestamptz)
                        AND (${endsAt?.toISOString() ?? null}::timestamptz IS NULL
                             OR joined_at < ${endsAt?.toISOString() ?? null}::timestamptz)
                      GROUP BY invited_by_id`;
  return rankUsersByScore(db, { scores, limit: options.limit });
}
