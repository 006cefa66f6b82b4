/**
 * Reading the inbox: a recipient's notifications newest activity first, keyset paged on (updated_at, id)
 * (notifications_inbox_idx, or notifications_inbox_kind_idx for one tab), the unread counts, and marking read.
 * Every read leaves out notifications whose subject the recipient may no longer see (notification-visibility.ts).
 */
import type { NotificationKind } from '@happenings/domain/enums';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { isAfterCursor, type KeysetCursor, keysetInstant, toKeysetPage } from '../users/keyset-cursor.ts';
import type { UserRow } from '../users/users.queries.ts';
import { users } from '../users/users.table.ts';
import { notificationActors } from './notification-actors.table.ts';
import { notificationSubjectVisibleTo } from './notification-visibility.ts';
import { notifications } from './notifications.table.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface InboxRow {
  notification: NotificationRow;
  cursorAt: string;
  cursorKey: string;
}

function ofKind(kind: NotificationKind | undefined): SQL | undefined {
  return kind ? eq(notifications.kind, kind) : undefined;
}

/** One page of the recipient's visible notifications, latest activity first, with the cursor of the next. */
export async function listNotifications(
  db: Database,
  options: {
    recipientId: string;
    kind?: NotificationKind | undefined;
    limit: number;
    cursor?: KeysetCursor | undefined;
  },
): Promise<{ rows: InboxRow[]; next: KeysetCursor | null }> {
  const rows = await db
    .select({
      notification: notifications,
      cursorAt: keysetInstant(notifications.updatedAt),
      cursorKey: sql<string>`${notifications.id}`,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, options.recipientId),
        ofKind(options.kind),
        isAfterCursor(notifications.updatedAt, notifications.id, options.cursor),
        notificationSubjectVisibleTo(options.recipientId),
      ),
    )
    // NULLS LAST as the indexes are declared, so the planner reads them in order (the columns are NOT NULL).
    .orderBy(sql`${notifications.updatedAt} DESC NULLS LAST`, sql`${notifications.id} DESC NULLS LAST`)
    .limit(options.limit + 1);
  return toKeysetPage(rows, options.limit);
}

/**
 * The latest `perNotification` people of each notification, newest first, in one statement for the whole page
 * (notification_actors_pk serves the probe per notification).
 */
export async function listNotificationActors(
  db: Database,
  options: { notificationIds: readonly string[]; perNotification: number },
): Promise<Map<string, UserRow[]>> {
  const result = new Map<string, UserRow[]>();
  if (options.notificationIds.length === 0) return result;
  const numbered = db
    .select({
      notificationId: notificationActors.notificationId,
      actorId: notificationActors.actorId,
      position: sql<number>`row_number() OVER (PARTITION BY ${notificationActors.notificationId}
        ORDER BY ${notificationActors.createdAt} DESC, ${notificationActors.actorId})`.as('position'),
    })
    .from(notificationActors)
    .where(inArray(notificationActors.notificationId, [...options.notificationIds]))
    .as('numbered');
  const rows = await db
    .select({ notificationId: numbered.notificationId, user: users })
    .from(numbered)
    .innerJoin(users, eq(users.id, numbered.actorId))
    .where(sql`${numbered.position} <= ${options.perNotification}`)
    .orderBy(numbered.notificationId, numbered.position);
  for (const row of rows) {
    const list = result.get(row.notificationId) ?? [];
    list.push(row.user);
    result.set(row.notificationId, list);
  }
  return result;
}

export interface UnreadCounts {
  GENERAL: number;
  COMMUNITY: number;
}

/** Unread visible notifications per tab (notifications_unread_group_idx holds the recipient's unread rows). */
export async function countUnreadNotifications(db: Database, recipientId: string): Promise<UnreadCounts> {
  const rows = await db
    .select({ kind: notifications.kind, count: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        isNull(notifications.readAt),
        notificationSubjectVisibleTo(recipientId),
      ),
    )
    .groupBy(notifications.kind);
  const counts: UnreadCounts = { GENERAL: 0, COMMUNITY: 0 };
  for (const row of rows) counts[row.kind as NotificationKind] = row.count;
  return counts;
}

/** Marks one of the recipient's notifications read (idempotent); false when it is not theirs or is gone. */
export async function markNotificationRead(
  db: Database,
  options: { recipientId: string; id: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${options.now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, options.id), eq(notifications.recipientId, options.recipientId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the recipient read, or those of one tab; answers how many. */
export async function markAllNotificationsRead(
  db: Database,
  options: { recipientId: string; kind?: NotificationKind | undefined; now: Date },
): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ${notifications} SET read_at = ${options.now.toISOString()}::timestamptz
         WHERE ${notifications.recipientId} = ${options.recipientId} AND ${notifications.readAt} IS NULL
           ${options.kind ? sql`AND ${notifications.kind} = ${options.kind}` : sql``}
        RETURNING ${notifications.id}`,
  );
  return rows.length;
}
