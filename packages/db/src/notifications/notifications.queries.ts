/**
 * Writing notifications: the producers (follows, comments, collections, invite sign-ups, and the background
 * fan-outs) call createNotifications inside the transaction of the write that caused them, and
 * withdrawNotification inside the transaction of its undo. Both are set-based: a few statements whatever the
 * number of rows, never one per recipient.
 */
import type { NotificationSubject, NotificationType } from '@happenings/domain/enums';
import { NOTIFICATION_RULES, notificationGroupKey } from '@happenings/domain/notifications';
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { textArray } from '../discover/stream-page.ts';
import { notificationActors } from './notification-actors.table.ts';
import { notificationPreferences } from './notification-preferences.table.ts';
import { notifications } from './notifications.table.ts';

export interface NewNotification {
  recipientId: string;
  /** Who acted; null for notifications nobody caused (UPCOMING_INTEREST). */
  actorId: string | null;
  type: NotificationType;
  subjectType: NotificationSubject;
  subjectId: string;
  /** What the latest activity carries (the reply's id, ...); the group keeps the latest. */
  data?: Record<string, unknown>;
}

/** Rows per statement: eight array parameters each stay far below PostgreSQL's 65,535 parameters. */
const BATCH = 500;

interface GroupRow {
  recipientId: string;
  groupKey: string;
  /** The latest row of the group in this call (its actor, subject and data win). */
  latest: NewNotification;
  actorIds: Set<string>;
}

/** One entry per (recipient, group): a statement may touch a row once, and the batch may repeat a group. */
function toGroups(rows: readonly NewNotification[]): GroupRow[] {
  const groups = new Map<string, GroupRow>();
  for (const row of rows) {
    const groupKey = notificationGroupKey(row.type, { type: row.subjectType, id: row.subjectId });
    const key = `${row.recipientId}\u0000${groupKey}`;
    const group = groups.get(key) ?? {
      recipientId: row.recipientId,
      groupKey,
      latest: row,
      actorIds: new Set(),
    };
    group.latest = row;
    if (row.actorId && row.actorId !== row.recipientId) group.actorIds.add(row.actorId);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Adds notifications, grouped (domain notificationGroupKey): a row joins the recipient's unread notification of
 * its group when there is one (its people, count, latest activity and data move) and starts one otherwise. The
 * same person acting again changes nothing but the time. Recipients who turned the type off in the app
 * (notification_preferences, else the domain default) get nothing. Pass the transaction of the write that caused
 * them, so a rolled-back write notifies nobody.
 */
export async function createNotifications(db: Database, rows: readonly NewNotification[]): Promise<void> {
  const groups = toGroups(rows);
  for (let start = 0; start < groups.length; start += BATCH) {
    await upsertGroups(db, groups.slice(start, start + BATCH));
  }
}

async function upsertGroups(db: Database, groups: readonly GroupRow[]): Promise<void> {
  if (groups.length === 0) return;
  const column = (pick: (group: GroupRow) => string) => textArray(groups.map(pick));
  // ON CONFLICT names the partial unique index notifications_unread_group_idx (its WHERE included).
  const upserted = await queryRows<{ id: string; recipient_id: string; group_key: string }>(
    db,
    sql`INSERT INTO ${notifications}
          (recipient_id, actor_id, type, kind, subject_type, subject_id, group_key, data, actor_count)
        SELECT v.recipient_id, NULLIF(v.actor_id, ''), v.type, v.kind, v.subject_type, v.subject_id, v.group_key,
               v.data::jsonb, 0
          FROM unnest(${column((g) => g.recipientId)}, ${column((g) => g.latest.actorId ?? '')},
                      ${column((g) => g.latest.type)}, ${column((g) => NOTIFICATION_RULES[g.latest.type].kind)},
                      ${column((g) => g.latest.subjectType)}, ${column((g) => g.latest.subjectId)},
                      ${column((g) => g.groupKey)}, ${column((g) => JSON.stringify(g.latest.data ?? {}))},
                      ${column((g) => String(NOTIFICATION_RULES[g.latest.type].inApp))})
            AS v(recipient_id, actor_id, type, kind, subject_type, subject_id, group_key, data, default_in_app)
         WHERE coalesce(
                 (SELECT p.in_app FROM ${notificationPreferences} p
                   WHERE p.user_id = v.recipient_id AND p.type = v.type),
                 v.default_in_app::boolean)
        ON CONFLICT (recipient_id, group_key) WHERE read_at IS NULL
        DO UPDATE SET actor_id = coalesce(EXCLUDED.actor_id, ${notifications}.actor_id),
                      subject_id = EXCLUDED.subject_id,
                      data = EXCLUDED.data,
                      updated_at = EXCLUDED.updated_at
        RETURNING id, recipient_id, group_key`,
  );
  if (upserted.length === 0) return;
  const ids = new Map(upserted.map((row) => [`${row.recipient_id}\u0000${row.group_key}`, row.id]));
  const people = groups.flatMap((group) => {
    const id = ids.get(`${group.recipientId}\u0000${group.groupKey}`);
    return id ? [...group.actorIds].map((actorId) => ({ id, actorId })) : [];
  });
  if (people.length > 0) {
    await db.execute(
      sql`INSERT INTO ${notificationActors} (notification_id, actor_id)
          SELECT * FROM unnest(${textArray(people.map((p) => p.id))}, ${textArray(people.map((p) => p.actorId))})
          ON CONFLICT (notification_id, actor_id) DO UPDATE SET created_at = EXCLUDED.created_at`,
    );
  }
  await recountActors(db, [...ids.values()]);
}

/** actor_count from the group's people (the upsert holds each row's lock, so concurrent writers queue). */
async function recountActors(db: Database, ids: readonly string[]): Promise<void> {
  await db.execute(
    sql`UPDATE ${notifications} n
           SET actor_count = (SELECT count(*) FROM ${notificationActors} a WHERE a.notification_id = n.id)
         WHERE n.id = ANY(${textArray(ids)})`,
  );
}

export interface WithdrawnNotifications {
  /** Unread groups the person was taken out of. */
  withdrawn: number;
  /** Of those, groups left with nobody, deleted: the notification never reaches its recipient. */
  cancelled: number;
}

/**
 * Undoes an actor's part in unread notifications of one group (unfollow, a deleted comment, a withdrawn invite,
 * un-interest): the person leaves the group, its count and latest person follow, and a group left with nobody is
 * deleted, so an action undone before it was read is as if it never happened. Read notifications stay as they
 * were read. Without `recipientIds`, every recipient's group (a fan-out to followers); found through the actor's
 * rows (notification_actors_actor_idx), locked before anything changes.
 */
export async function withdrawNotification(
  db: Database,
  options: {
    type: NotificationType;
    subject: { type: NotificationSubject; id: string };
    actorId: string;
    recipientIds?: readonly string[];
  },
): Promise<WithdrawnNotifications> {
  if (options.recipientIds?.length === 0) return { withdrawn: 0, cancelled: 0 };
  const groupKey = notificationGroupKey(options.type, options.subject);
  const recipients = options.recipientIds
    ? sql`AND n.recipient_id = ANY(${textArray(options.recipientIds)})`
    : sql``;
  const locked = await queryRows<{ id: string }>(
    db,
    sql`SELECT n.id FROM ${notificationActors} a
          JOIN ${notifications} n ON n.id = a.notification_id
         WHERE a.actor_id = ${options.actorId} AND n.group_key = ${groupKey} AND n.read_at IS NULL ${recipients}
         FOR UPDATE OF n`,
  );
  if (locked.length === 0) return { withdrawn: 0, cancelled: 0 };
  const ids = textArray(locked.map((row) => row.id));
  await db.execute(
    sql`DELETE FROM ${notificationActors} WHERE notification_id = ANY(${ids}) AND actor_id = ${options.actorId}`,
  );
  const cancelled = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM ${notifications} n
         WHERE n.id = ANY(${ids})
           AND NOT EXISTS (SELECT 1 FROM ${notificationActors} a WHERE a.notification_id = n.id)
        RETURNING n.id`,
  );
  // The latest remaining person shows on the row; where the subject is that person (a USER group), it follows.
  await db.execute(
    sql`UPDATE ${notifications} n
           SET actor_count = (SELECT count(*) FROM ${notificationActors} a WHERE a.notification_id = n.id),
               actor_id = latest.actor_id,
               subject_id = CASE WHEN n.subject_type = 'USER' THEN latest.actor_id ELSE n.subject_id END
          FROM (SELECT DISTINCT ON (a.notification_id) a.notification_id, a.actor_id
                  FROM ${notificationActors} a
                 WHERE a.notification_id = ANY(${ids})
                 ORDER BY a.notification_id, a.created_at DESC, a.actor_id) latest
         WHERE n.id = latest.notification_id`,
  );
  return { withdrawn: locked.length, cancelled: cancelled.length };
}
