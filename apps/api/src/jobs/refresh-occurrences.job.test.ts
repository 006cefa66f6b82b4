import type { DatabaseHandle } from '@happenings/db/client';
import { experiences, occurrences } from '@happenings/db/experiences';
import { createTestDatabase, makeExperience } from '@happenings/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_OCCURRENCES_JOB } from './refresh-occurrences.job.ts';
import { startTestJobEngine, type TestJobEngine } from './start-test-job-engine.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');

let database: DatabaseHandle;
let jobs: TestJobEngine;
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startTestJobEngine(database, () => NOW);
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

const countOf = async (experienceId: string) => {
  const [row] = await database.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(occurrences)
    .where(eq(occurrences.experienceId, experienceId));
  return row?.count ?? 0;
};

/** Sends the job and waits for its run; what the run reported. */
async function runRefresh(): Promise<{ experiences: number; occurrences: number }> {
  const id = await jobs.engine.sendJob(REFRESH_OCCURRENCES_JOB, {});
  expect(id).toEqual(expect.any(String));
  expect(await jobs.engine.waitForJob(REFRESH_OCCURRENCES_JOB, id!)).toBe('completed');
  return (await jobs.engine.findJob(REFRESH_OCCURRENCES_JOB, id!))?.output as {
    experiences: number;
    occurrences: number;
  };
}

describe('the occurrence refresh job', () => {
  it('materialises new and near-horizon experiences and skips finished ones, on the job engine', async () => {
    const { db } = database;
    const weekly = await makeExperience(db, {
      startDate: '2026-11-02',
      endDate: '2026-11-02',
      startTime: '19:00',
      endTime: '21:00',
      repeats: 'WEEKLY',
    });
    const fresh = await makeExperience(db, {
      startDate: '2026-11-02',
      endDate: '2026-11-02',
      repeats: 'DAILY',
      occurrencesUntil: '2027-12-20',
    });
    const finished = await makeExperience(db, {
      startDate: '2025-01-01',
      endDate: '2025-01-01',
      occurrencesUntil: '2025-01-01',
    });
    const result = await runRefresh();
    expect(result.experiences).toBe(1);
    // Mondays from 16 Nov 2026 (the day of margin) through the 400-day window.
    expect(await countOf(weekly.id)).toBe(result.occurrences);
    expect(result.occurrences).toBeGreaterThan(55);
    const [row] = await db.select().from(experiences).where(eq(experiences.id, weekly.id));
    expect(row?.occurrencesUntil).toBe('2027-12-25');
    expect(await countOf(fresh.id)).toBe(0);
    expect(await countOf(finished.id)).toBe(0);
  });

  it('finds nothing due on a second run, and leaves the rows as they were (safe to run twice)', async () => {
    const all = () =>
      database.db.select().from(occurrences).orderBy(occurrences.experienceId, occurrences.startsAt);
    const before = await all();
    expect(before.length).toBeGreaterThan(55);
    expect(await runRefresh()).toEqual({ experiences: 0, occurrences: 0 });
    expect(await all()).toEqual(before);
  });
});
