/**
 * One push notification to the companion app, to every device its recipient registered (features/push): sent by
 * the notification-pushes job once per person, type and day (issue 27), for one notification (its own words) or
 * several of one type (a summary: "3 events you're interested in are tomorrow").
 *
 * The notifications are read again when the job runs (and on each retry): one read, taken back, about a subject
 * since hidden, or of a type the recipient turned off in the app meanwhile is not pushed. A request Expo does not
 * take is retried with back-off for a few minutes, after which the push would be stale; a device Expo reports gone
 * (DeviceNotRegistered) is forgotten, and one whose session ran out is skipped. At least once: a run cut off after Expo took the messages pushes again.
 */
import type { Database } from '@happenings/db/client';
import {
  listNotificationActors,
  listRecipientsKeeping,
  loadNotificationSubjects,
  subjectKey,
} from '@happenings/db/notifications';
import { findNotificationToPush, listPushDevices, removePushDevices } from '@happenings/db/push';
import type { NotificationSubject, NotificationType } from '@happenings/domain/enums';
import { NOTIFICATION_ACTORS_SHOWN } from '@happenings/domain/schemas';
import { z } from 'zod';
import type { ApiConfig } from '../env.ts';
import { type ExpoPushMessage, sendExpoPushMessages, ticketError } from '../features/push/expo-push.ts';
import { renderPushContent, renderPushDigestContent } from '../features/push/push-message.ts';
import { defineJobQueue, type JobRun } from './job-queue.ts';

export const SEND_PUSH_JOB = 'send-push';

export const sendPushQueue = defineJobQueue({
  // notificationId alone: jobs stored before pushes were grouped.
  payload: z.union([
    z.object({ notificationIds: z.array(z.uuid()).min(1).max(500) }),
    z.object({ notificationId: z.uuid() }),
  ]),
  policy: 'standard',
  // People wait for these: a worker is woken at once rather than at its next poll.
  isUrgent: true,
  concurrency: 4,
  // 10 s, 20, 40, 80, 160: about five minutes of tries; a push later than that tells old news.
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 5 * 60,
  // Longer than the 30 s an Expo request may take.
  expireInSeconds: 2 * 60,
});

export type SendPushData = z.output<typeof sendPushQueue.payload>;

export interface SendPushServices {
  db: Database;
  config: Pick<ApiConfig, 'expoPushUrl' | 'expoAccessToken'>;
  clock: () => number;
}

export interface SendPushOutput {
  /** Messages Expo took. */
  sent: number;
  /** Devices forgotten because Expo said the app is gone from them. */
  removed: number;
  /** Other ticket errors, by Expo's code. */
  errors: Record<string, number>;
  /** Why nothing was sent, when nothing was. */
  skipped?: 'not-pushable' | 'turned-off' | 'no-devices';
}

export async function sendPush(
  services: SendPushServices,
  data: SendPushData,
  run: Pick<JobRun, 'signal'>,
): Promise<SendPushOutput> {
  const { db, config } = services;
  const nothing = (skipped: SendPushOutput['skipped']) => ({ sent: 0, removed: 0, errors: {}, skipped });
  const ids = 'notificationIds' in data ? data.notificationIds : [data.notificationId];
  const found = await Promise.all(ids.map((id) => findNotificationToPush(db, id)));
  const rows = found.filter((row) => row !== null);
  const [row] = rows;
  if (!row) return nothing('not-pushable');
  const type = row.type as NotificationType;
  const keeping = await listRecipientsKeeping(db, {
    channel: 'inApp',
    type,
    recipientIds: [row.recipientId],
  });
  if (keeping.length === 0) return nothing('turned-off');
  const devices = await listPushDevices(db, row.recipientId, { signedInAt: new Date(services.clock()) });
  if (devices.length === 0) return nothing('no-devices');
  const refs = rows.map((one) => ({ type: one.subjectType as NotificationSubject, id: one.subjectId }));
  const subjects = await loadNotificationSubjects(db, refs);
  const actors = await listNotificationActors(db, {
    notificationIds: rows.map((one) => one.id),
    perNotification: NOTIFICATION_ACTORS_SHOWN,
  });
  const items = rows.flatMap((one) => {
    const details = subjects.get(subjectKey(one.subjectType as NotificationSubject, one.subjectId));
    return details ? [{ row: one, actors: actors.get(one.id) ?? [], details }] : [];
  });
  if (items.length === 0) return nothing('not-pushable');
  const content = items.length === 1 ? renderPushContent(items[0]!) : renderPushDigestContent(type, items);
  const messages: ExpoPushMessage[] = devices.map((device) => ({
    to: device.token,
    sound: 'default',
    ...content,
  }));

  const sentAt = new Date(services.clock());
  const tickets = await sendExpoPushMessages(messages, {
    url: config.expoPushUrl,
    accessToken: config.expoAccessToken,
    signal: run.signal,
  });
  const gone: string[] = [];
  const errors: Record<string, number> = {};
  let sent = 0;
  tickets.forEach((ticket, index) => {
    const error = ticketError(ticket);
    if (error === null) sent += 1;
    else if (error === 'DeviceNotRegistered') gone.push(messages[index]!.to);
    else errors[error] = (errors[error] ?? 0) + 1;
  });
  const removed = await removePushDevices(db, { tokens: gone, seenBefore: sentAt });
  return { sent, removed, errors };
}
