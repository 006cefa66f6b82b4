/**
 * Notification e-mail, off the request's path: every minute one process (a 'stately' queue) looks at the
 * notifications of the last WINDOW_MINUTES that are still unread, and for each one whose recipient keeps its type
 * on e-mail (listEmailRecipients) sends a send-email job, which the mailer then delivers with its own retries.
 *
 * Each notification is mailed once: its send-email job takes the notification's id as its job id, so the next
 * runs (whose windows overlap, so a late or failed run loses nothing) store nothing for it again. One e-mail per
 * notification row: people who join its group while it is unread do not mail again ("Ana and 2 others" is read in
 * the inbox). Waiting for the next minute also means an action undone at once (a follow and unfollow) mails
 * nobody.
 */
import type { Database } from '@happenings/db/client';
import {
  listNotificationActors,
  listNotificationsToEmail,
  loadNotificationSubjects,
  subjectKey,
} from '@happenings/db/notifications';
import type { KeysetCursor } from '@happenings/db/users';
import type { NotificationSubject } from '@happenings/domain/enums';
import { NOTIFICATION_ACTORS_SHOWN } from '@happenings/domain/schemas';
import { z } from 'zod';
import type { ApiConfig } from '../env.ts';
import { renderNotificationEmail } from '../features/notifications/notification-email.ts';
import { defineJobQueue, type JobRun } from './job-queue.ts';
import { keepingChannel } from './keeping-channel.ts';
import { SEND_EMAIL_JOB, sendEmailQueue } from './send-email.job.ts';

export const NOTIFICATION_EMAILS_JOB = 'notification-emails';

/** How far back a run looks: a quarter of an hour of overlapping runs covers a few missed or failed ones. */
export const WINDOW_MINUTES = 15;
const PAGE = 200;

export const notificationEmailsQueue = defineJobQueue({
  payload: z.object({}),
  policy: 'stately',
  cron: '* * * * *',
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 60,
  expireInSeconds: 5 * 60,
});

export interface NotificationEmailServices {
  db: Database;
  config: Pick<ApiConfig, 'publicUrl' | 'authSecret'>;
  now: number;
}

/** Sends the e-mail jobs due; answers how many were new (the rest were sent by an earlier run). */
export async function sendNotificationEmails(
  services: NotificationEmailServices,
  run: Pick<JobRun, 'sendJob'>,
): Promise<{ sent: number }> {
  const { db, config } = services;
  const createdAfter = new Date(services.now - WINDOW_MINUTES * 60_000);
  let sent = 0;
  let cursor: KeysetCursor | undefined;
  do {
    const page = await listNotificationsToEmail(db, { createdAfter, limit: PAGE, cursor });
    cursor = page.next ?? undefined;
    const rows = await keepingChannel(db, 'email', page.rows);
    if (rows.length === 0) continue;
    const subjects = await loadNotificationSubjects(
      db,
      rows.map(({ notification }) => ({
        type: notification.subjectType as NotificationSubject,
        id: notification.subjectId,
      })),
    );
    const actors = await listNotificationActors(db, {
      notificationIds: rows.map((row) => row.notification.id),
      perNotification: NOTIFICATION_ACTORS_SHOWN,
    });
    for (const { notification, email } of rows) {
      const details = subjects.get(
        subjectKey(notification.subjectType as NotificationSubject, notification.subjectId),
      );
      if (!details) continue;
      const message = renderNotificationEmail(
        { to: email, row: notification, actors: actors.get(notification.id) ?? [], details },
        config,
      );
      // An address the mail queue refuses is skipped: it would fail every run, and hold back the others.
      if (!sendEmailQueue.payload.safeParse(message).success) continue;
      if (await run.sendJob(SEND_EMAIL_JOB, message, { id: notification.id })) sent += 1;
    }
  } while (cursor);
  return { sent };
}
