/**
 * Recomputes experience_scores from the interests of the last 30 days in one transaction: upserts every scored
 * experience, then drops the rows that were not rewritten (no interest in the window any more).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { instantParam } from './stream-page.ts';

const DAY_SECONDS = 86_400;
export const TRENDING_DAYS = 7;
export const TRENDING_HALF_LIFE_DAYS = 2;
export const RECENT_DAYS = 30;

export interface ScoresRefresh {
  /** Experiences with a score after the refresh. */
  scored: number;
}

export async function refreshExperienceScores(db: Database, now: Date): Promise<ScoresRefresh> {
  const at = instantParam(now);
  const refreshed = await db.transaction(async (tx) => {
    const rows = await queryRows<{ scored: number | string }>(
      tx,
      sql`WITH recent AS (
            SELECT i.item_id,
              sum(CASE WHEN i.created_at > ${at} - make_interval(days => ${TRENDING_DAYS}::int)
                THEN power(0.5::float8, extract(epoch FROM (${at} - i.created_at))::float8
                                        / ${TRENDING_HALF_LIFE_DAYS * DAY_SECONDS}::float8)
                ELSE 0 END)::float8 AS trending,
              count(*)::int AS recent_count
            FROM interested i
            WHERE i.item_type = 'experience'
              AND i.created_at > ${at} - make_interval(days => ${RECENT_DAYS}::int) AND i.created_at <= ${at}
            GROUP BY i.item_id),
          written AS (
            INSERT INTO experience_scores (experience_id, location_slug, trending, recent_count, computed_at)
            SELECT e.id, e.location_slug, r.trending, r.recent_count, ${at}
            FROM recent r JOIN experiences e ON e.id = r.item_id
            ON CONFLICT (experience_id) DO UPDATE SET location_slug = excluded.location_slug,
              trending = excluded.trending, recent_count = excluded.recent_count, computed_at = excluded.computed_at
            RETURNING 1)
          SELECT count(*) AS scored FROM written`,
    );
    await tx.execute(sql`DELETE FROM experience_scores WHERE computed_at <> ${at}`);
    return { scored: Number(rows[0]?.scored ?? 0) };
  });
  // The table is rewritten wholesale; fresh statistics keep the planner on the score indexes.
  await db.execute(sql`ANALYZE experience_scores`);
  return refreshed;
}
