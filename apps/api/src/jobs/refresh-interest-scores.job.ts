/**
 * Recomputes experience_scores (trending and top streams) every 5 minutes on the job engine, one process at a
 * time (a 'stately' queue). Each run rewrites the whole table in one transaction, so a repeated run is harmless.
 */
import { z } from 'zod';
import { defineJobQueue } from './job-queue.ts';

export const REFRESH_INTEREST_SCORES_JOB = 'refresh-interest-scores';

export const refreshInterestScoresQueue = defineJobQueue({
  payload: z.object({}),
  policy: 'stately',
  cron: '*/5 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 120,
  expireInSeconds: 5 * 60,
});
