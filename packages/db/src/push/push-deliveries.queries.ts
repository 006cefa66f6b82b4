/**
 * The notifications a push may go out for: new (created since a recent instant), still unread — one read, or taken
 * back by an undo, is never pushed — about a subject the recipient may still see, to someone with at least one
 * registered device still signed in. Whether the recipient keeps the type in the app is then asked of listInAppRecipients. The push
 * job (apps/api notification-pushes.job.ts) reads them a page at a time and sends each once.
 *
 * Reads notifications_unread_created_idx (created_at, id WHERE read_at IS NULL) for the minutes since the last run,
 * and push_devices_user_idx for the probe per recipient.
 */
import type { NotificationType } from '@happenings/domain/enums';
import { NOTIFICATION_RULES } from '@happenings/domain/notifications';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { sessions } from '../auth/auth.table.ts';
import type { Database } from '../client/database.ts';
import type { NotificationRow } from '../notifications/notification-inbox.queries.ts';
import { notificationPreferences } from '../notifications/notification-preferences.table.ts';
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

/** Of `recipientIds`, those who keep `type` in the app (their choice, else the default): only they are pushed. */
export async function listInAppRecipients(
  db: Database,
  options: { type: NotificationType; recipientIds: readonly string[] },
): Promise<string[]> {
  const ids = [...new Set(options.recipientIds)];
  if (ids.length === 0) return [];
  const stored = await db
    .select({ userId: notificationPreferences.userId, inApp: notificationPreferences.inApp })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.type, options.type), inArray(notificationPreferences.userId, ids)));
  const chosen = new Map(stored.map((row) => [row.userId, row.inApp]));
  const byDefault = NOTIFICATION_RULES[options.type].inApp;
  return ids.filter((id) => chosen.get(id) ?? byDefault);
}
