import type { DatabaseHandle } from '@happenings/db/client';
import { experienceScores } from '@happenings/db/discover';
import { interested } from '@happenings/db/interested';
import { createTestDatabase, makeExperience, makeUser } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_INTEREST_SCORES_JOB } from './refresh-interest-scores.job.ts';
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

describe('the interest scores job', () => {
  it('scores the experiences with recent interests when the job engine runs it, and again the same', async () => {
    const { db } = database;
    const experience = await makeExperience(db);
    await makeExperience(db);
    const user = await makeUser(db);
    await db.insert(interested).values({
      userId: user.id,
      itemType: 'experience',
      itemId: experience.id,
      createdAt: new Date(NOW - 1000),
    });

    const run = async () => {
      const id = await jobs.engine.sendJob(REFRESH_INTEREST_SCORES_JOB, {});
      expect(await jobs.engine.waitForJob(REFRESH_INTEREST_SCORES_JOB, id!)).toBe('completed');
      expect((await jobs.engine.findJob(REFRESH_INTEREST_SCORES_JOB, id!))?.output).toEqual({ scored: 1 });
      return db
        .select({ id: experienceScores.experienceId, computedAt: experienceScores.computedAt })
        .from(experienceScores);
    };
    const scored = [{ id: experience.id, computedAt: new Date(NOW) }];
    expect(await run()).toEqual(scored);
    expect(await run()).toEqual(scored);
  });
});
