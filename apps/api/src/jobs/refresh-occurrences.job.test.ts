import type { DatabaseHandle } from '@happenings/db/client';
import { experiences, occurrences } from '@happenings/db/experiences';
import { findLease, jobLeases, tryAcquireLease } from '@happenings/db/jobs';
import { createTestDatabase, makeExperience } from '@happenings/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_JOB_NAME, startOccurrenceRefreshJob } from './refresh-occurrences.job.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const countOf = async (experienceId: string) => {
  const [row] = await database.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(occurrences)
    .where(eq(occurrences.experienceId, experienceId));
  return row?.count ?? 0;
};

describe('startOccurrenceRefreshJob', () => {
  it('materialises new and near-horizon experiences, skips finished ones, and releases the lease', async () => {
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
    const job = startOccurrenceRefreshJob({ db, clock: () => NOW, intervalMs: 3_600_000, holder: 'test-a' });
    try {
      const result = await job.runOnce();
      expect(result.ran).toBe(true);
      expect(result.experiences).toBe(1);
      // Mondays from 16 Nov 2026 (the day of margin) through the 400-day window.
      expect(await countOf(weekly.id)).toBe(result.occurrences);
      expect(result.occurrences).toBeGreaterThan(55);
      const [row] = await db.select().from(experiences).where(eq(experiences.id, weekly.id));
      expect(row?.occurrencesUntil).toBe('2027-12-25');
      expect(await countOf(fresh.id)).toBe(0);
      expect(await countOf(finished.id)).toBe(0);
      const lease = await findLease(db, REFRESH_JOB_NAME);
      expect(lease).toMatchObject({ lockedUntil: null, lastError: null });
      expect(lease?.lastFinishedAt?.getTime()).toBe(NOW);
      // Nothing is due any more.
      expect((await job.runOnce()).experiences).toBe(0);
    } finally {
      job.stop();
    }
  });

  it('does not run while another process holds the lease', async () => {
    const { db } = database;
    await db.update(jobLeases).set({ lockedUntil: null }).where(eq(jobLeases.name, REFRESH_JOB_NAME));
    expect(
      await tryAcquireLease(db, {
        name: REFRESH_JOB_NAME,
        holder: 'other',
        now: new Date(NOW),
        ttlMs: 60_000,
      }),
    ).toBe(true);
    const job = startOccurrenceRefreshJob({ db, clock: () => NOW, holder: 'test-b' });
    try {
      expect(await job.runOnce()).toEqual({ ran: false, experiences: 0, occurrences: 0 });
      // Once the lease has expired, this process takes it.
      const later = startOccurrenceRefreshJob({ db, clock: () => NOW + 120_000, holder: 'test-c' });
      expect((await later.runOnce()).ran).toBe(true);
      later.stop();
    } finally {
      job.stop();
    }
  });
});
