/**
 * Of one page of notifications, those whose recipient keeps a channel on for the notification's type (their
 * choice, else the type's default): one query per type present on the page, never one per notification.
 * The e-mail and push jobs both send only to these.
 */
import type { Database } from '@happenings/db/client';
import { listRecipientsKeeping, type NotificationChannel } from '@happenings/db/notifications';
import type { NotificationType } from '@happenings/domain/enums';

export async function keepingChannel<T extends { notification: { type: string; recipientId: string } }>(
  db: Database,
  channel: NotificationChannel,
  rows: readonly T[],
): Promise<T[]> {
  const byType = new Map<NotificationType, Set<string>>();
  for (const { notification } of rows) {
    const type = notification.type as NotificationType;
    const recipients = byType.get(type) ?? new Set<string>();
    recipients.add(notification.recipientId);
    byType.set(type, recipients);
  }
  const allowed = new Set<string>();
  for (const [type, recipientIds] of byType) {
    const keeping = await listRecipientsKeeping(db, { channel, type, recipientIds: [...recipientIds] });
    for (const id of keeping) allowed.add(`${type}:${id}`);
  }
  return rows.filter(({ notification }) => allowed.has(`${notification.type}:${notification.recipientId}`));
}
