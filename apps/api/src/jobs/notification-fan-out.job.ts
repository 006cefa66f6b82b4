/**
 * spec §3 CONNECTION_INTEREST fan-out in the background: marking interest stores one job in the mark's own
 * transaction (a rolled-back mark sends none), and a worker of any process writes the followers' notifications
 * (packages/db fanOutInterest). An un-mark before the job runs leaves nothing to send; a job run twice (its
 * process died after writing) changes nothing, the actor being in each follower's group already.
 */
import type { Database } from '@happenings/db/client';
import { fanOutInterest } from '@happenings/db/interested';
import { z } from 'zod';
import { defineJobQueue } from './job-queue.ts';

export const NOTIFICATION_FAN_OUT_JOB = 'notification-fan-out';

export const notificationFanOutQueue = defineJobQueue({
  payload: z.object({
    type: z.literal('CONNECTION_INTEREST'),
    actorId: z.string().min(1).max(64),
    experienceId: z.string().min(1).max(64),
  }),
  policy: 'standard',
  // People wait for these: a worker is woken at once rather than at its next poll.
  isUrgent: true,
  concurrency: 4,
  retryLimit: 10,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 10 * 60,
  expireInSeconds: 5 * 60,
});

export type NotificationFanOut = z.input<typeof notificationFanOutQueue.payload>;

export async function runNotificationFanOut(
  db: Database,
  fanOut: z.output<typeof notificationFanOutQueue.payload>,
): Promise<{ marked: boolean }> {
  return fanOutInterest(db, { actorId: fanOut.actorId, experienceId: fanOut.experienceId });
}
