import type { DatabaseHandle } from '@happenings/db/client';
import { experienceScores } from '@happenings/db/discover';
import { interested } from '@happenings/db/interested';
import { findLease } from '@happenings/db/jobs';
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
  it('runs in one of two processes at a time and records the run on its lease', async () => {
    const { db } = database;
    const experience = await makeExperience(db);
    const user = await makeUser(db);
    await db
      .insert(interested)
      .values({
        userId: user.id,
        itemType: 'experience',
        itemId: experience.id,
        createdAt: new Date(NOW - 1000),
      });

    const first = startInterestScoresJob({ db, clock: () => NOW, holder: 'process-a' });
    const second = startInterestScoresJob({ db, clock: () => NOW, holder: 'process-b' });
    try {
      const results = await Promise.all([first.runOnce(), second.runOnce()]);
      expect(results.filter((result) => result !== null)).toEqual([{ scored: 1 }]);
      expect(await db.select({ id: experienceScores.experienceId }).from(experienceScores)).toEqual([
        { id: experience.id },
      ]);
      const lease = await findLease(db, SCORES_JOB_NAME);
      expect(lease).toMatchObject({ lockedUntil: null, lastError: null });
      // Released: the next run may happen in either process.
      expect(await second.runOnce()).toEqual({ scored: 1 });
    } finally {
      first.stop();
      second.stop();
    }
  });
});
