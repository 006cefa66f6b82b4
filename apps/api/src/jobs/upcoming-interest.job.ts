/**
 * spec §3 UPCOMING_INTEREST: every hour one process (a 'stately' queue) notifies the people interested in an
 * experience that happens tomorrow in its own time zone (packages/db notifyUpcomingInterests). Hourly, so each
 * zone's "tomorrow" is picked up within an hour of its midnight; a run repeated (a retry, a missed tick caught up)
 * writes nothing twice, as a notification already written for that day holds the next one back.
 */
import type { Database } from '@happenings/db/client';
import { notifyUpcomingInterests } from '@happenings/db/notifications';
import { z } from 'zod';
import { defineJobQueue } from './job-queue.ts';

export const UPCOMING_INTEREST_JOB = 'upcoming-interest';

export const upcomingInterestQueue = defineJobQueue({
  payload: z.object({}),
  policy: 'stately',
  // Ten past the hour, so it does not start together with the occurrence refresh at the top of the hour.
  cron: '10 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 15 * 60,
  expireInSeconds: 15 * 60,
});

export async function notifyUpcomingInterest(db: Database, now: number): Promise<{ notified: number }> {
  return { notified: await notifyUpcomingInterests(db, { now: new Date(now) }) };
}
