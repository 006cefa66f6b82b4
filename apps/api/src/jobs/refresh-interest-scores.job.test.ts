import type { DatabaseHandle } from '@happenings/db/client';
import { experienceScores } from '@happenings/db/discover';
import { interested } from '@happenings/db/interested';
import { findLease, releaseLease, tryAcquireLease } from '@happenings/db/jobs';
import { createTestDatabase, makeExperience, makeUser } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORES_JOB_NAME, startInterestScoresJob } from './refresh-interest-scores.job.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('startInterestScoresJob', () => {
  it('skips its run while another process holds the lease, and records its own run', async () => {
    const { db } = database;
    const experience = await makeExperience(db);
    const user = await makeUser(db);
    await db.insert(interested).values({
      userId: user.id,
      itemType: 'experience',
      itemId: experience.id,
      createdAt: new Date(NOW - 1000),
    });

    const job = startInterestScoresJob({ db, clock: () => NOW, holder: 'process-a' });
    try {
      // Another process is running it: this one skips the run.
      expect(
        await tryAcquireLease(db, {
          name: SCORES_JOB_NAME,
          holder: 'process-b',
          now: new Date(NOW),
          ttlMs: 60_000,
        }),
      ).toBe(true);
      expect(await job.runOnce()).toBeNull();
      expect(await db.select().from(experienceScores)).toEqual([]);

      await releaseLease(db, { name: SCORES_JOB_NAME, holder: 'process-b', now: new Date(NOW) });
      expect(await job.runOnce()).toEqual({ scored: 1 });
      expect(await db.select({ id: experienceScores.experienceId }).from(experienceScores)).toEqual([
        { id: experience.id },
      ]);
      const lease = await findLease(db, SCORES_JOB_NAME);
      expect(lease).toMatchObject({ lockedUntil: null, lastError: null, lockedBy: 'process-a' });
    } finally {
      job.stop();
    }
  });
});
