/**
 * The periodic occurrence refresh (packages/db README: a rolling ~400-day window). Every hour it extends the
 * occurrences of experiences whose horizon (experiences.occurrences_until) falls within 30 days of the window
 * end, in batches of 500. It runs on the job engine as a 'stately' queue, so of several server processes one
 * runs it at a time; running it twice only rewrites the same rows.
 */
import type { Database } from '@happenings/db/client';
import {
  listExperiencesDueForRefresh,
  OCCURRENCE_WINDOW_DAYS,
  refreshOccurrences,
} from '@happenings/db/experiences';
import { addLocalDays, DEFAULT_TIME_ZONE, formatLocalDate, toZoned } from '@happenings/domain/time';
import { z } from 'zod';
import { defineJobQueue } from './job-queue.ts';

export const REFRESH_OCCURRENCES_JOB = 'refresh-occurrences';
/** Refresh when the horizon is within this many days of the window end. */
export const REFRESH_MARGIN_DAYS = 30;
export const REFRESH_BATCH = 500;

export const refreshOccurrencesQueue = defineJobQueue({
  payload: z.object({}),
  policy: 'stately',
  cron: '0 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 15 * 60,
  // A run over every due experience of a large catalogue takes minutes, not hours.
  expireInSeconds: 15 * 60,
});

export interface RefreshRunResult {
  experiences: number;
  occurrences: number;
}

/** Horizons before this local date (in New York) are due: today + window − margin. */
export function refreshThreshold(now: number): string {
  const today = toZoned(now, DEFAULT_TIME_ZONE);
  const local = { year: today.year, month: today.month, day: today.day, hour: 0, minute: 0, second: 0 };
  return formatLocalDate(addLocalDays(local, OCCURRENCE_WINDOW_DAYS - REFRESH_MARGIN_DAYS));
}

export async function refreshDueOccurrences(db: Database, now: number): Promise<RefreshRunResult> {
  const result: RefreshRunResult = { experiences: 0, occurrences: 0 };
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
}
