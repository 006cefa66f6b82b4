/**
 * Issue 27: the decision to send one grouped e-mail or push (a digest) to a person for one notification type on one
 * day, taken so that it holds across retries and processes. The caller stores the sending job in the same
 * transaction (apps/api notification-digests.ts), so the row and the job exist together or not at all.
 *
 * Reads and writes through notification_deliveries_daily_idx (recipient, channel, day, type); what earlier messages
 * held is read through its (recipient, channel) prefix: a few rows a day per person.
 */
import { and, arrayOverlaps, eq, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { type NotificationDeliveryChannel, notificationDeliveries } from './notification-deliveries.table.ts';

export interface NotificationDeliveryRequest {
  recipientId: string;
  channel: NotificationDeliveryChannel;
  type: string;
  /** The recipient's day (YYYY-MM-DD) the message belongs to. */
  day: string;
  /** The notifications it would hold, newest first. */
  notificationIds: readonly string[];
  /** Messages on this channel a person gets in a day, all types together. */
  dailyCap: number;
}

export type NotificationDeliveryDecision =
  | { sent: true; id: string; notificationIds: string[] }
  | { sent: false; reason: 'already-sent' | 'nothing-new' | 'capped' };

/**
 * Records a digest unless this person already had one of this type on this channel today, or reached the day's
 * cap; leaves out notifications an earlier message held. Run it inside the
 * transaction that stores the sending job. A transaction-scoped advisory lock per (person, channel) makes a second
 * process wait here rather than count the cap at the same time.
 */
export async function recordNotificationDelivery(
  tx: Database,
  request: NotificationDeliveryRequest,
): Promise<NotificationDeliveryDecision> {
  const { recipientId, channel, type, day } = request;
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`notification-delivery:${channel}:${recipientId}`}, 0))`,
  );
  const today = await tx
    .select({ type: notificationDeliveries.type })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.recipientId, recipientId),
        eq(notificationDeliveries.channel, channel),
        eq(notificationDeliveries.day, day),
      ),
    );
  if (today.some((row) => row.type === type)) return { sent: false, reason: 'already-sent' };
  // Held by an earlier message (one sent just before midnight): never sent twice, whatever day it is now.
  const earlier = await tx
    .select({ notificationIds: notificationDeliveries.notificationIds })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.recipientId, recipientId),
        eq(notificationDeliveries.channel, channel),
        eq(notificationDeliveries.type, type),
        arrayOverlaps(notificationDeliveries.notificationIds, [...request.notificationIds]),
      ),
    );
  const delivered = new Set(earlier.flatMap((row) => row.notificationIds));
  const notificationIds = request.notificationIds.filter((id) => !delivered.has(id));
  if (notificationIds.length === 0) return { sent: false, reason: 'nothing-new' };
  if (today.length >= request.dailyCap) return { sent: false, reason: 'capped' };
  const [row] = await tx
    .insert(notificationDeliveries)
    .values({ recipientId, channel, type, day, notificationIds })
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
  return row ? { sent: true, id: row.id, notificationIds } : { sent: false, reason: 'already-sent' };
}
