/**
 * Following a place or host tells you of its new events (NEW_EXPERIENCE_FOLLOWED): every five minutes one process
 * (a 'stately' queue) notifies the followers of experiences first published in the last day (packages/db
 * notifyFollowersOfNewExperiences). The write that publishes an event adds nothing to its transaction, however
 * many people follow the place; a day's window lets missed ticks catch up, and a notification already written
 * holds a repeated run back.
 */
import type { Database } from '@happenings/db/client';
import { notifyFollowersOfNewExperiences } from '@happenings/db/follows';
import { z } from 'zod';
import { defineJobQueue } from './job-queue.ts';

export const FOLLOWED_NEW_EXPERIENCES_JOB = 'followed-new-experiences';

const WINDOW_MS = 24 * 60 * 60 * 1000;

export const followedNewExperiencesQueue = defineJobQueue({
  payload: z.object({}),
  policy: 'stately',
  // Two minutes after the interest scores' refresh, so the two do not start together.
  cron: '2-59/5 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 5 * 60,
  expireInSeconds: 5 * 60,
});

export async function notifyFollowedNewExperiences(db: Database, now: number): Promise<{ notified: number }> {
  const notified = await notifyFollowersOfNewExperiences(db, {
    now: new Date(now),
    publishedSince: new Date(now - WINDOW_MS),
  });
  return { notified };
}
