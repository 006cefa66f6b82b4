import { NOTIFICATION_TYPES } from '@happenings/domain/enums';
import { date, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

export const NOTIFICATION_DELIVERY_CHANNELS = ['email', 'push'] as const;
export type NotificationDeliveryChannel = (typeof NOTIFICATION_DELIVERY_CHANNELS)[number];

/**
 * Issue 27: one e-mail or push per person, per notification type, per day, listing what happened (a digest). A row
 * is written in the same transaction as the job that sends the message, so a retried or repeated run, or a second
 * process, finds it and sends nothing again: the unique index is the rule. It also names the notifications the
 * message held, so one created just before midnight is not sent again in the next day's digest.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: idColumn(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    type: text('type').notNull(),
    /** The recipient's day (notification-deliveries.queries.ts DELIVERY_TIME_ZONE) the message belongs to. */
    day: date('day', { mode: 'string' }).notNull(),
    notificationIds: text('notification_ids').array().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('notification_deliveries_channel_check', t.channel, NOTIFICATION_DELIVERY_CHANNELS),
    enumCheck('notification_deliveries_type_check', t.type, NOTIFICATION_TYPES),
    // One message per (person, channel, day, type); its (person, channel, day) prefix counts the day's cap.
    uniqueIndex('notification_deliveries_daily_idx').on(t.recipientId, t.channel, t.day, t.type),
  ],
);
