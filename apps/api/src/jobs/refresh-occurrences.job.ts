/**
 * The periodic occurrence refresh (packages/db README: a rolling ~400-day window). Every hour it extends the
 * occurrences of experiences whose horizon (experiences.occurrences_until) falls within 30 days of the window
 * end, in batches of 500, as a leased job (leased-job.ts), so that of several server processes only one runs it
 * at a time.
 */
import type { Database } from '@happenings/db/client';
import {
  listExperiencesDueForRefresh,
  OCCURRENCE_WINDOW_DAYS,
  refreshOccurrences,
} from '@happenings/db/experiences';
import { addLocalDays, DEFAULT_TIME_ZONE, formatLocalDate, toZoned } from '@happenings/domain/time';
import { startLeasedJob } from './leased-job.ts';

export const REFRESH_JOB_NAME = 'refresh-occurrences';
export const REFRESH_INTERVAL_MS = 60 * 60 * 1000;
/** Refresh when the horizon is within this many days of the window end. */
export const REFRESH_MARGIN_DAYS = 30;
export const REFRESH_BATCH = 500;
/** A holder that dies mid-run frees the lease after this long. */
const LEASE_TTL_MS = 15 * 60 * 1000;

export interface RefreshRunResult {
  /** False when another process held the lease. */
  ran: boolean;
  experiences: number;
  occurrences: number;
}

export interface OccurrenceRefreshJob {
  runOnce(): Promise<RefreshRunResult>;
  stop(): void;
}

/** Horizons before this local date (in New York) are due: today + window − margin. */
export function refreshThreshold(now: number): string {
  const today = toZoned(now, DEFAULT_TIME_ZONE);
  const local = { year: today.year, month: today.month, day: today.day, hour: 0, minute: 0, second: 0 };
  return formatLocalDate(addLocalDays(local, OCCURRENCE_WINDOW_DAYS - REFRESH_MARGIN_DAYS));
}

export function startOccurrenceRefreshJob(options: {
  db: Database;
  clock: () => number;
  intervalMs?: number;
  /** Identifies this process in job_leases.locked_by. */
  holder?: string;
}): OccurrenceRefreshJob {
  const { db, clock } = options;
  const job = startLeasedJob({
    name: REFRESH_JOB_NAME,
    db,
    clock,
    intervalMs: options.intervalMs ?? REFRESH_INTERVAL_MS,
    leaseTtlMs: LEASE_TTL_MS,
    holder: options.holder,
    async run() {
      const result: RefreshRunResult = { ran: true, experiences: 0, occurrences: 0 };
      const now = clock();
      const before = refreshThreshold(now);
      // Keyset over ids so an experience that cannot be expanded is not picked again in the same run.
      let afterId: string | null = null;
      for (;;) {
        const ids = await listExperiencesDueForRefresh(db, { before, afterId, limit: REFRESH_BATCH });
        if (ids.length === 0) break;
        const done = await refreshOccurrences(db, { experienceIds: ids, now });
        result.experiences += done.experiences;
        result.occurrences += done.occurrences;
        afterId = ids[ids.length - 1]!;
        if (ids.length < REFRESH_BATCH) break;
      }
      return result;
    },
  });
  return {
    runOnce: async () => (await job.runOnce()) ?? { ran: false, experiences: 0, occurrences: 0 },
    stop: job.stop,
  };
}
