/**
 * The hourly re-import of connected calendars (issue 26 Kept in sync). Every five minutes the job takes the feeds
 * that are due (each has its own next run: an hour after the last by default, later after failures) and imports
 * them one after another, a batch at a time. Taking a feed is a lease in its row (claimDueCalendarSources), so two
 * server processes, or the job and a host's "Sync now", never import one calendar at once; a process that dies
 * mid-run loses the lease when it expires and the feed is taken again.
 */
import { claimDueCalendarSources } from '@happenings/db/calendar-imports';
import type { Database } from '@happenings/db/client';
import { z } from 'zod';
import { type CalendarSyncConfig, syncCalendarSource } from '../features/imports/calendar-sync.ts';
import { defineJobQueue } from './job-queue.ts';

export const SYNC_CALENDARS_JOB = 'sync-calendars';
/** Feeds taken per batch; a run takes batches until none is due or its time is nearly up. */
export const SYNC_BATCH = 10;
/** How long a taken feed stays taken: longer than its fetch and import ever take. */
export const CALENDAR_LEASE_MS = 10 * 60_000;
/** A run stops taking batches after this long, leaving the rest for the next tick. */
const RUN_BUDGET_MS = 4 * 60_000;

export const syncCalendarsQueue = defineJobQueue({
  payload: z.object({}),
  policy: 'stately',
  // Minute 4 of each five: away from the other five-minute jobs (0 and 2), so their runs do not pile up.
  cron: '4-59/5 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 5 * 60,
  expireInSeconds: 15 * 60,
});

export interface SyncCalendarsResult {
  feeds: number;
  failed: number;
}

export async function syncDueCalendars(
  db: Database,
  config: CalendarSyncConfig,
  clock: () => number,
): Promise<SyncCalendarsResult> {
  const result: SyncCalendarsResult = { feeds: 0, failed: 0 };
  const started = clock();
  while (clock() - started < RUN_BUDGET_MS) {
    const now = clock();
    const sources = await claimDueCalendarSources(db, {
      now: new Date(now),
      leaseUntil: new Date(now + CALENDAR_LEASE_MS),
      limit: SYNC_BATCH,
    });
    for (const source of sources) {
      const run = await syncCalendarSource(db, config, source, { trigger: 'SCHEDULE', now: clock });
      result.feeds += 1;
      if (run.outcome === 'FAILED') result.failed += 1;
    }
    if (sources.length < SYNC_BATCH) break;
  }
  return result;
}
