/**
 * Push notifications to the companion app, off the request's path, the way notification e-mail goes
 * (notification-emails.job.ts): every minute one process (a 'stately' queue) looks at the notifications of the
 * last WINDOW_MINUTES that are still unread, and for each whose recipient has a device signed in and keeps its
 * type in the app sends a send-push job, which posts it to Expo with its own retries.
 *
 * Each notification is pushed once: its send-push job takes the notification's id as its job id (pg-boss keys jobs
 * by queue and id, so the e-mail of the same notification is a job of its own), and the next runs, whose windows
 * overlap so a late or failed run loses nothing, store nothing for it again. People who join its group while it is
 * unread do not push again; waiting for the next minute means an action undone at once pushes nobody.
 */
import type { Database } from '@happenings/db/client';
import { listNotificationsToPush } from '@happenings/db/push';
import type { KeysetCursor } from '@happenings/db/users';
import { z } from 'zod';
import { defineJobQueue, type JobRun } from './job-queue.ts';
import { keepingChannel } from './keeping-channel.ts';
import { SEND_PUSH_JOB } from './send-push.job.ts';

export const NOTIFICATION_PUSHES_JOB = 'notification-pushes';

/** How far back a run looks: a quarter of an hour of overlapping runs covers a few missed or failed ones. */
export const WINDOW_MINUTES = 15;
const PAGE = 200;

export const notificationPushesQueue = defineJobQueue({
  payload: z.object({}),
  policy: 'stately',
  cron: '* * * * *',
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 60,
  expireInSeconds: 5 * 60,
});

/** Stores the push jobs due; answers how many were new (the rest were stored by an earlier run). */
export async function sendNotificationPushes(
  services: { db: Database; now: number },
  run: Pick<JobRun, 'sendJob'>,
): Promise<{ sent: number }> {
  const { db } = services;
  const createdAfter = new Date(services.now - WINDOW_MINUTES * 60_000);
  let sent = 0;
  let cursor: KeysetCursor | undefined;
  do {
    const page = await listNotificationsToPush(db, {
      createdAfter,
      now: new Date(services.now),
      limit: PAGE,
      cursor,
    });
    cursor = page.next ?? undefined;
    for (const { notification } of await keepingChannel(db, 'inApp', page.rows)) {
      const data = { notificationId: notification.id };
      if (await run.sendJob(SEND_PUSH_JOB, data, { id: notification.id })) sent += 1;
    }
  } while (cursor);
  return { sent };
}
