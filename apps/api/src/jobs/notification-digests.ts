/**
 * Issue 27: notification e-mail and push go out grouped — at most one message per person, per notification type,
 * per day, listing what happened ("3 events you're interested in are tomorrow") — and at most the configured number
 * of messages per person per day. Both jobs (notification-emails.job.ts, notification-pushes.job.ts) hand their
 * new notifications here; each group's decision (packages/db recordNotificationDelivery) and the job that sends it
 * are stored in one transaction, so a retry, an overlapping run or a second process sends nothing twice.
 *
 * The day is New York's (the product's default zone; accounts carry no zone of their own), so the cap and the
 * grouping turn over at local midnight for the cities served. A notification that arrives after its type's
 * message of the day went out stays in the inbox, unsent: the message is a nudge to open the inbox, not a copy of it.
 */
import type { Database } from '@happenings/db/client';
import {
  type NotificationDeliveryChannel,
  type NotificationRow,
  recordNotificationDelivery,
} from '@happenings/db/notifications';
import { DEFAULT_TIME_ZONE, formatLocalDate, toZoned } from '@happenings/domain/time';

/** The day (YYYY-MM-DD) a message sent at `now` counts towards. */
export function deliveryDay(now: number): string {
  return formatLocalDate(toZoned(now, DEFAULT_TIME_ZONE));
}

export interface NotificationDigest<Row> {
  recipientId: string;
  type: string;
  /** Newest first. */
  items: Row[];
}

/** Groups the rows by recipient and type, keeping the order they came in (newest first). */
export function groupIntoDigests<Row extends { notification: NotificationRow }>(
  rows: readonly Row[],
): NotificationDigest<Row>[] {
  const groups = new Map<string, NotificationDigest<Row>>();
  for (const row of rows) {
    const { recipientId, type } = row.notification;
    const key = `${recipientId} ${type}`;
    const group = groups.get(key) ?? { recipientId, type, items: [] };
    group.items.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * For each digest that may still go today, stores the decision and calls `send` with the notifications it holds
 * (those no earlier digest held) and the job id to use, inside the same transaction. A digest of one notification
 * takes the notification's id as its job's id (as before grouping, so one notification is one job); a larger one
 * takes the decision's id. Answers how many messages were sent.
 */
export async function sendDigests<Row extends { notification: NotificationRow }>(
  db: Database,
  options: {
    channel: NotificationDeliveryChannel;
    dailyCap: number;
    now: number;
    rows: readonly Row[];
    send: (tx: Database, items: Row[], jobId: string) => Promise<string | null>;
  },
): Promise<number> {
  const day = deliveryDay(options.now);
  let sent = 0;
  for (const digest of groupIntoDigests(options.rows)) {
    const isSent = await db.transaction(async (tx) => {
      const decision = await recordNotificationDelivery(tx, {
        recipientId: digest.recipientId,
        channel: options.channel,
        type: digest.type,
        day,
        notificationIds: digest.items.map((row) => row.notification.id),
        dailyCap: options.dailyCap,
      });
      if (!decision.sent) return false;
      const held = new Set(decision.notificationIds);
      const items = digest.items.filter((row) => held.has(row.notification.id));
      const jobId = items.length === 1 ? items[0]!.notification.id : decision.id;
      return (await options.send(tx, items, jobId)) !== null;
    });
    if (isSent) sent += 1;
  }
  return sent;
}
