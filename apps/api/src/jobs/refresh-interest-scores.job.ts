/**
 * Recomputes experience_scores (trending and top streams) every 5 minutes as a leased job (one server process
 * at a time), and once at start-up so a fresh process never serves scores older than one interval.
 */
import type { Database } from '@happenings/db/client';
import { refreshExperienceScores, type ScoresRefresh } from '@happenings/db/discover';
import { type LeasedJob, startLeasedJob } from './leased-job.ts';

export const SCORES_JOB_NAME = 'refresh-interest-scores';
export const SCORES_INTERVAL_MS = 5 * 60 * 1000;
const LEASE_TTL_MS = 5 * 60 * 1000;

export function startInterestScoresJob(options: {
  db: Database;
  clock: () => number;
  intervalMs?: number;
  holder?: string;
}): LeasedJob<ScoresRefresh> {
  return startLeasedJob({
    name: SCORES_JOB_NAME,
    db: options.db,
    clock: options.clock,
    intervalMs: options.intervalMs ?? SCORES_INTERVAL_MS,
    leaseTtlMs: LEASE_TTL_MS,
    holder: options.holder,
    run: () => refreshExperienceScores(options.db, new Date(options.clock())),
  });
}
