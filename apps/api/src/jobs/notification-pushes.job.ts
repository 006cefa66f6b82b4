/**
 * Push notifications to the companion app, off the request's path, the way notification e-mail goes
 * (notification-emails.job.ts): every minute one process (a 'stately' queue) looks at the notifications of the
 * last WINDOW_MINUTES that are still unread, keeps those whose recipient has a device signed in and keeps their
 * type in the app, and sends one send-push job per person and type (notification-digests.ts), which posts it to
 * Expo with its own retries. Issue 27: like e-mail, at most one push per person, per type, per day (a summary when
 * there are several) and at most NOTIFICATION_PUSHES_PER_DAY in all.
 *
 * Nothing is pushed twice: the day's decision is stored with its job in one transaction (pg-boss keys jobs by queue
 * and id, so the e-mail of the same notification is a job of its own), and the next runs, whose windows overlap so a
 * late or failed run loses nothing, find it and store nothing. People who join a notification's group while it is
 * unread do not push again; waiting for the next minute means an action undone at once pushes nobody.
 */
import type { Database } from '@happenings/db/client';
import { listNotificationsToPush, type NotificationToPush } from '@happenings/db/push';
import type { KeysetCursor } from '@happenings/db/users';
import { z } from 'zod';
import { defineJobQueue, type JobRun } from './job-queue.ts';
import { keepingChannel } from './keeping-channel.ts';
import { sendDigests } from './notification-digests.ts';
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
  services: { db: Database; now: number; dailyCap: number },
  run: Pick<JobRun, 'sendJobWithin'>,
): Promise<{ sent: number }> {
  const { db } = services;
  const createdAfter = new Date(services.now - WINDOW_MINUTES * 60_000);
  const due: NotificationToPush[] = [];
  let cursor: KeysetCursor | undefined;
  do {
    const page = await listNotificationsToPush(db, {
      createdAfter,
      now: new Date(services.now),
      limit: PAGE,
      cursor,
    });
    cursor = page.next ?? undefined;
    due.push(...(await keepingChannel(db, 'inApp', page.rows)));
  } while (cursor);
  const sent = await sendDigests(db, {
    channel: 'push',
    dailyCap: services.dailyCap,
    now: services.now,
    rows: due,
    send: (tx, items, jobId) => {
      const data = { notificationIds: items.map((item) => item.notification.id) };
      return run.sendJobWithin(tx, SEND_PUSH_JOB, data, { id: jobId });
    },
  });
  return { sent };
}
