import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { interested } from '../interested/interested.table.ts';
import { createTestDatabase, makeExperience, makeUser } from '../testing/index.ts';
import { refreshExperienceScores } from './experience-scores.queries.ts';
import { experienceScores } from './experience-scores.table.ts';
import { listTopExperiences, listTrendingExperiences } from './experience-streams.queries.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function interest(experienceId: string, at: Date) {
  const user = await makeUser(database.db);
  await database.db
    .insert(interested)
    .values({ userId: user.id, itemType: 'experience', itemId: experienceId, createdAt: at });
}

const upcoming = [
  { startsAt: new Date(NOW.getTime() + DAY), endsAt: new Date(NOW.getTime() + DAY + 3_600_000) },
];

describe('refreshExperienceScores', () => {
  it('weighs interests of the last 7 days by a 2-day half-life and counts those of 30 days', async () => {
    const { db } = database;
    const fresh = await makeExperience(db, { occurrences: upcoming });
    const older = await makeExperience(db, { occurrences: upcoming });
    const stale = await makeExperience(db, { occurrences: upcoming });
    await interest(fresh.id, NOW); // weight 1
    await interest(fresh.id, ago(2)); // weight 0.5
    await interest(older.id, ago(4)); // weight 0.25
    for (const days of [10, 12, 20]) await interest(older.id, ago(days)); // counted, not trending
    await interest(stale.id, ago(31)); // outside both windows
    await interest(fresh.id, new Date(NOW.getTime() + 60_000)); // after `now`: not yet

    expect(await refreshExperienceScores(db, NOW)).toEqual({ scored: 2 });
    const rows = await db.select().from(experienceScores);
    const byId = new Map(rows.map((row) => [row.experienceId, row]));
    expect(byId.get(fresh.id)?.trending).toBeCloseTo(1.5, 10);
    expect(byId.get(fresh.id)?.recentCount).toBe(2);
    expect(byId.get(older.id)?.trending).toBeCloseTo(0.25, 10);
    expect(byId.get(older.id)?.recentCount).toBe(4);
    expect(byId.has(stale.id)).toBe(false);
    expect(byId.get(fresh.id)?.locationSlug).toBe('boston-ma');

    const trending = await listTrendingExperiences(db, { locationSlug: 'boston-ma', now: NOW, limit: 10 });
    expect(trending.keys.map((key) => key.id)).toEqual([fresh.id, older.id]);
    const top = await listTopExperiences(db, { locationSlug: 'boston-ma', now: NOW, limit: 10 });
    expect(top.keys.map((key) => key.id)).toEqual([older.id, fresh.id]);
  });

  it('drops the rows of experiences whose interests left the window', async () => {
    const { db } = database;
    const later = new Date(NOW.getTime() + 40 * DAY);
    await refreshExperienceScores(db, later);
    const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(experienceScores);
    expect(row?.count).toBe(0);
  });

  it('has an index that answers a stream page in score order', async () => {
    // With sequential scans priced out, the plan shows whether the index expression matches the stream's order.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return (await tx.execute(
        sql`EXPLAIN SELECT experience_id FROM experience_scores WHERE location_slug = 'boston-ma' AND trending > 0
            ORDER BY -trending, experience_id LIMIT 11`,
      )) as unknown as { rows: Array<Record<string, string>> };
    });
    const text = plan.rows.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('experience_scores_trending_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });
});
