/**
 * The notifications an e-mail may go out for: new (created since a recent instant), still unread — one read, or
 * taken back by an undo, is never mailed — about a subject the recipient may still see, to a verified address.
 * Whether the recipient keeps e-mail on for the type is then asked of listEmailRecipients. The e-mail job
 * (apps/api notification-emails.job.ts) reads them a page at a time and sends each once.
 *
 * Reads notifications_unread_created_idx (created_at, id WHERE read_at IS NULL): only the minutes since the last
 * run, however large the table grows.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { isAfterCursor, type KeysetCursor, keysetInstant, toKeysetPage } from '../users/keyset-cursor.ts';
import { users } from '../users/users.table.ts';
import type { NotificationRow } from './notification-inbox.queries.ts';
import { notificationSubjectVisibleTo } from './notification-visibility.ts';
import { notifications } from './notifications.table.ts';

export interface NotificationToEmail {
  notification: NotificationRow;
  /** The recipient's address and name, for the message. */
  email: string;
  name: string;
  cursorAt: string;
  cursorKey: string;
}

/** One page of the notifications created after `createdAfter` that may be mailed, newest first. */
export async function listNotificationsToEmail(
  db: Database,
  options: { createdAfter: Date; limit: number; cursor?: KeysetCursor | undefined },
): Promise<{ rows: NotificationToEmail[]; next: KeysetCursor | null }> {
  const rows = await db
    .select({
      notification: notifications,
      email: users.email,
      name: users.name,
      cursorAt: keysetInstant(notifications.createdAt),
      cursorKey: sql<string>`${notifications.id}`,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.recipientId))
    .where(
      and(
        gt(notifications.createdAt, options.createdAfter),
        isNull(notifications.readAt),
        eq(users.emailVerified, true),
        isAfterCursor(notifications.createdAt, notifications.id, options.cursor),
        notificationSubjectVisibleTo(sql`${notifications.recipientId}`),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit + 1);
  return toKeysetPage(rows, options.limit);
}
