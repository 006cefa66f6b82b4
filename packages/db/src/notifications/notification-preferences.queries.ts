/**
 * A person's notification preferences: per type, in the app and by e-mail. Stored choices
 * (notification_preferences) over the domain defaults (NOTIFICATION_RULES); createNotifications reads the in-app
 * choice, the e-mail senders read the e-mail choice through listEmailRecipients.
 */
import type { NotificationType } from '@happenings/domain/enums';
import { NOTIFICATION_PREFERENCE_TYPES, NOTIFICATION_RULES } from '@happenings/domain/notifications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { users } from '../users/users.table.ts';
import { notificationPreferences } from './notification-preferences.table.ts';

export interface NotificationPreferenceRow {
  type: NotificationType;
  inApp: boolean;
  email: boolean;
}

/** Every type, in the preferences table's order: the person's choice, else the default. */
export async function listNotificationPreferences(
  db: Database,
  userId: string,
): Promise<NotificationPreferenceRow[]> {
  const stored = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(stored.map((row) => [row.type, row]));
  return NOTIFICATION_PREFERENCE_TYPES.map((type) => {
    const row = chosen.get(type);
    const rule = NOTIFICATION_RULES[type];
    return { type, inApp: row?.inApp ?? rule.inApp, email: row?.email ?? rule.email };
  });
}

/** Stores the person's choices for the types given (one statement); the others keep theirs. */
export async function setNotificationPreferences(
  db: Database,
  options: { userId: string; preferences: readonly NotificationPreferenceRow[]; now: Date },
): Promise<void> {
  if (options.preferences.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(
      options.preferences.map((preference) => ({
        userId: options.userId,
        type: preference.type,
        inApp: preference.inApp,
        email: preference.email,
        updatedAt: options.now,
      })),
    )
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: {
        inApp: sql`EXCLUDED.in_app`,
        email: sql`EXCLUDED.email`,
        updatedAt: sql`EXCLUDED.updated_at`,
      },
    });
}

/**
 * The e-mail unsubscribe link: e-mail off for one type, the in-app choice kept (its default when never chosen).
 * Null when the account no longer exists.
 */
export async function turnOffNotificationEmail(
  db: Database,
  options: { userId: string; type: NotificationType; now: Date },
): Promise<NotificationPreferenceRow | null> {
  const rows = await queryRows<{ in_app: boolean; email: boolean }>(
    db,
    sql`INSERT INTO ${notificationPreferences} (user_id, type, in_app, email, updated_at)
        SELECT ${users.id}, ${options.type}, ${NOTIFICATION_RULES[options.type].inApp}, FALSE,
               ${options.now.toISOString()}::timestamptz
          FROM ${users} WHERE ${users.id} = ${options.userId}
        ON CONFLICT (user_id, type) DO UPDATE SET email = FALSE, updated_at = EXCLUDED.updated_at
        RETURNING in_app, email`,
  );
  const row = rows[0];
  return row ? { type: options.type, inApp: Boolean(row.in_app), email: Boolean(row.email) } : null;
}

/** How a notification reaches its recipient besides the list: in the app (and its pushes), or by e-mail. */
export type NotificationChannel = 'inApp' | 'email';

/** Of `recipientIds`, those who keep `channel` on for `type` (their choice, else the type's default). */
export async function listRecipientsKeeping(
  db: Database,
  options: { channel: NotificationChannel; type: NotificationType; recipientIds: readonly string[] },
): Promise<string[]> {
  const ids = [...new Set(options.recipientIds)];
  if (ids.length === 0) return [];
  const stored = await db
    .select({ userId: notificationPreferences.userId, on: notificationPreferences[options.channel] })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.type, options.type), inArray(notificationPreferences.userId, ids)));
  const chosen = new Map(stored.map((row) => [row.userId, row.on]));
  const byDefault = NOTIFICATION_RULES[options.type][options.channel];
  return ids.filter((id) => chosen.get(id) ?? byDefault);
}

/** Of `recipientIds`, those who keep e-mail on for `type`. */
export function listEmailRecipients(
  db: Database,
  options: { type: NotificationType; recipientIds: readonly string[] },
): Promise<string[]> {
  return listRecipientsKeeping(db, { ...options, channel: 'email' });
}
