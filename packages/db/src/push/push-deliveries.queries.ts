import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions } from '../auth/auth.table.ts';
import type { Database } from '../client/database.ts';
import type { NotificationRow } from '../notifications/notification-inbox.queries.ts';
import { notificationSubjectVisibleTo } from '../notifications/notification-visibility.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { isAfterCursor, type KeysetCursor, keysetInstant, toKeysetPage } from '../users/keyset-cursor.ts';
import { pushDevices } from './push-devices.table.ts';

export interface NotificationToPush {
  notification: NotificationRow;
  cursorAt: string;
  cursorKey: string;
}

/** The recipient has a device whose session is live at `at` (listPushDevices' signedInAt). */
const hasPushDevice = (at: Date) =>
  sql`EXISTS (SELECT 1 FROM ${pushDevices} JOIN ${sessions} ON ${sessions.id} = ${pushDevices.sessionId}
              WHERE ${pushDevices.userId} = ${notifications.recipientId}
                AND ${sessions.expiresAt} > ${at.toISOString()}::timestamptz)`;

/** One page of the notifications created after `createdAfter` that may be pushed, newest first. */
export async function listNotificationsToPush(
  db: Database,
  options: { createdAfter: Date; now: Date; limit: number; cursor?: KeysetCursor | undefined },
): Promise<{ rows: NotificationToPush[]; next: KeysetCursor | null }> {
  const rows = await db
    .select({
      notification: notifications,
      cursorAt: keysetInstant(notifications.createdAt),
      cursorKey: sql<string>`${notifications.id}`,
    })
    .from(notifications)
    .where(
      and(
        gt(notifications.createdAt, options.createdAfter),
        isNull(notifications.readAt),
        isAfterCursor(notifications.createdAt, notifications.id, options.cursor),
        hasPushDevice(options.now),
        notificationSubjectVisibleTo(sql`${notifications.recipientId}`),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit + 1);
  return toKeysetPage(rows, options.limit);
}

/**
 * The notification as it is now, if it may still be pushed (unread, its subject visible to its recipient): a push
 * retried minutes later must not announce what was read or taken back meanwhile.
 */
export async function findNotificationToPush(db: Database, id: string): Promise<NotificationRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.id, id),
        isNull(notifications.readAt),
        notificationSubjectVisibleTo(sql`${notifications.recipientId}`),
      ),
    );
  return row ?? null;
}
