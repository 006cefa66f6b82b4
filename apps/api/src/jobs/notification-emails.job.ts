/**
 * Notification e-mail, off the request's path: every minute one process (a 'stately' queue) looks at the
 * notifications of the last WINDOW_MINUTES that are still unread, keeps those whose recipient keeps their type on
 * e-mail (listEmailRecipients), and sends one send-email job per person and type (notification-digests.ts): the
 * notification's own e-mail when it is alone, else a digest listing them. Issue 27: at most one such e-mail per
 * person, per type, per day, and at most NOTIFICATION_EMAILS_PER_DAY in all; the mailer then delivers each with
 * its own retries.
 *
 * Nothing is mailed twice: the day's decision is stored with its job in one transaction, so the next runs (whose
 * windows overlap, so a late or failed run loses nothing) find it and send nothing. People who join a notification's
 * group while it is unread do not mail again ("Ana and 2 others" is read in the inbox). Waiting for the next minute
 * also means an action undone at once (a follow and unfollow) mails nobody.
 */
import type { Database } from '@happenings/db/client';
import {
  listNotificationActors,
  listNotificationsToEmail,
  loadNotificationSubjects,
  type NotificationSubjectDetails,
  type NotificationToEmail,
  subjectKey,
} from '@happenings/db/notifications';
import type { KeysetCursor, UserRow } from '@happenings/db/users';
import type { NotificationSubject, NotificationType } from '@happenings/domain/enums';
import { NOTIFICATION_ACTORS_SHOWN } from '@happenings/domain/schemas';
import { z } from 'zod';
import type { ApiConfig } from '../env.ts';
import { renderNotificationDigestEmail } from '../features/notifications/notification-digest-email.ts';
import { renderNotificationEmail } from '../features/notifications/notification-email.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { defineJobQueue, type JobRun } from './job-queue.ts';
import { keepingChannel } from './keeping-channel.ts';
import { sendDigests } from './notification-digests.ts';
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
  config: Pick<ApiConfig, 'publicUrl' | 'authSecret' | 'notificationEmailsPerDay'>;
  now: number;
}

/** Sends the e-mail jobs due; answers how many were new (the rest were sent by an earlier run). */
export async function sendNotificationEmails(
  services: NotificationEmailServices,
  run: Pick<JobRun, 'sendJobWithin'>,
): Promise<{ sent: number }> {
  const { db, config } = services;
  const createdAfter = new Date(services.now - WINDOW_MINUTES * 60_000);
  const due: MailItem[] = [];
  let cursor: KeysetCursor | undefined;
  do {
    const page = await listNotificationsToEmail(db, { createdAfter, limit: PAGE, cursor });
    cursor = page.next ?? undefined;
    due.push(...(await withDetails(db, await keepingChannel(db, 'email', page.rows))));
  } while (cursor);
  const sent = await sendDigests(db, {
    channel: 'email',
    dailyCap: config.notificationEmailsPerDay,
    now: services.now,
    rows: due,
    send: (tx, items, jobId) => {
      const message = renderMail(items, config);
      // An address the mail queue refuses is skipped: it would fail every run, and hold back the others.
      if (!sendEmailQueue.payload.safeParse(message).success) return Promise.resolve(null);
      return run.sendJobWithin(tx, SEND_EMAIL_JOB, message, { id: jobId });
    },
  });
  return { sent };
}

type MailItem = NotificationToEmail & {
  actors: UserRow[];
  details: NotificationSubjectDetails;
};

/** The rows with their subject and people; a row whose subject is gone is left out. */
async function withDetails(db: Database, rows: NotificationToEmail[]): Promise<MailItem[]> {
  if (rows.length === 0) return [];
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
  return rows.flatMap((row) => {
    const { notification } = row;
    const details = subjects.get(
      subjectKey(notification.subjectType as NotificationSubject, notification.subjectId),
    );
    return details ? [{ ...row, actors: actors.get(notification.id) ?? [], details }] : [];
  });
}

/** One notification's own e-mail, or the digest of several of one type. */
function renderMail(items: MailItem[], config: NotificationEmailServices['config']): MailMessage {
  const [first] = items as [MailItem, ...MailItem[]];
  if (items.length === 1) {
    return renderNotificationEmail(
      { to: first.email, row: first.notification, actors: first.actors, details: first.details },
      config,
    );
  }
  return renderNotificationDigestEmail(
    {
      to: first.email,
      recipientId: first.notification.recipientId,
      type: first.notification.type as NotificationType,
      items: items.map((item) => ({ row: item.notification, actors: item.actors, details: item.details })),
    },
    config,
  );
}
