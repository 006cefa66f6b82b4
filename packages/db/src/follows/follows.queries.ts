import type { Relationship } from '@happenings/domain/enums';
import { FOLLOWED_BACK_BY_RECIPIENT } from '@happenings/domain/notifications';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import {
  createNotifications,
  type NewNotification,
  withdrawNotification,
} from '../notifications/notifications.queries.ts';
import { isAfterCursor, type KeysetCursor, keysetInstant, toKeysetPage } from '../users/keyset-cursor.ts';
import type { UserRow } from '../users/users.queries.ts';
import { users } from '../users/users.table.ts';
import { follows } from './follows.table.ts';

/**
 * spec §3 relationship, seen from the viewer: 'following' when the viewer follows the other user, 'follower'
 * when the other user follows the viewer, 'friend' when both, 'none' otherwise (and for oneself).
 */
export function toRelationship(viewerFollows: boolean, followsViewer: boolean): Relationship {
  if (viewerFollows && followsViewer) return 'friend';
  if (viewerFollows) return 'following';
  if (followsViewer) return 'follower';
  return 'none';
}

/** The viewer's relationship to each of `userIds`, in one query over the follows index both ways. */
export async function getRelationships(
  db: Database,
  viewerId: string,
  userIds: readonly string[],
): Promise<Map<string, Relationship>> {
  const ids = [...new Set(userIds)];
  const result = new Map<string, Relationship>(ids.map((id) => [id, 'none']));
  if (ids.length === 0) return result;
  const rows = await db
    .select({ followerId: follows.followerId, followeeId: follows.followeeId })
    .from(follows)
    .where(
      sql`(${follows.followerId} = ${viewerId} AND ${inArray(follows.followeeId, ids)})
          OR (${follows.followeeId} = ${viewerId} AND ${inArray(follows.followerId, ids)})`,
    );
  const viewerFollows = new Set(rows.filter((r) => r.followerId === viewerId).map((r) => r.followeeId));
  const followsViewer = new Set(rows.filter((r) => r.followeeId === viewerId).map((r) => r.followerId));
  for (const id of ids) {
    if (id !== viewerId) result.set(id, toRelationship(viewerFollows.has(id), followsViewer.has(id)));
  }
  return result;
}

export async function getRelationship(db: Database, viewerId: string, userId: string): Promise<Relationship> {
  return (await getRelationships(db, viewerId, [userId])).get(userId) ?? 'none';
}

/**
 * The notifications a new follow sends: FRIENDED to both when it made the follow mutual, CONNECTED to the
 * followed user otherwise.
 */
function followNotifications(followerId: string, followeeId: string, isMutual: boolean): NewNotification[] {
  if (isMutual) {
    return [
      {
        recipientId: followeeId,
        actorId: followerId,
        type: 'FRIENDED',
        subjectType: 'USER',
        subjectId: followerId,
      },
      {
        recipientId: followerId,
        actorId: followeeId,
        type: 'FRIENDED',
        subjectType: 'USER',
        subjectId: followeeId,
        // Their own follow made the two friends: their notification must not say they were followed back.
        data: { ...FOLLOWED_BACK_BY_RECIPIENT },
      },
    ];
  }
  return [
    {
      recipientId: followeeId,
      actorId: followerId,
      type: 'CONNECTED',
      subjectType: 'USER',
      subjectId: followerId,
    },
  ];
}

/**
 * Inserts the follows that do not exist yet (ON CONFLICT DO NOTHING keeps it idempotent under concurrent calls)
 * and notifies for each new one, inside the caller's transaction. Unknown and own ids are skipped.
 */
async function insertFollows(tx: Database, followerId: string, followeeIds: readonly string[]) {
  const ids = [...new Set(followeeIds)].filter((id) => id !== followerId);
  if (ids.length === 0) return [];
  const inserted = await queryRows<{ followee_id: string; is_mutual: boolean }>(
    tx,
    sql`INSERT INTO ${follows} (follower_id, followee_id)
        SELECT ${followerId}, ${users.id} FROM ${users} WHERE ${inArray(users.id, ids)}
        ON CONFLICT DO NOTHING
        RETURNING ${follows}.followee_id,
          EXISTS (SELECT 1 FROM ${follows} r
                   WHERE r.follower_id = ${follows}.followee_id AND r.followee_id = ${followerId}) AS is_mutual`,
  );
  await createNotifications(
    tx,
    inserted.flatMap((row) => followNotifications(followerId, row.followee_id, Boolean(row.is_mutual))),
  );
  return inserted;
}

/** Follows one user (spec §7 POST /follows/users/{id}); idempotent. `created` is false when it already existed. */
export async function followUser(
  db: Database,
  options: { followerId: string; followeeId: string },
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await insertFollows(tx, options.followerId, [options.followeeId]);
    return { created: inserted.length > 0 };
  });
}

/** Follows many users at once (spec §7 POST /follows/users): one transaction; answers how many were new. */
export async function followUsers(
  db: Database,
  options: { followerId: string; followeeIds: readonly string[] },
): Promise<{ added: number }> {
  return db.transaction(async (tx) => {
    const inserted = await insertFollows(tx, options.followerId, options.followeeIds);
    return { added: inserted.length };
  });
}

/**
 * Unfollows (spec §7 DELETE /follows/users/{id}); idempotent. Undoes what the follow notified while it is unread:
 * the CONNECTED it sent the followed user and, as the two are no longer friends, the FRIENDED each of them got.
 */
export async function unfollowUser(
  db: Database,
  options: { followerId: string; followeeId: string },
): Promise<{ deleted: boolean }> {
  const { followerId, followeeId } = options;
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
      .returning({ followeeId: follows.followeeId });
    if (rows.length === 0) return { deleted: false };
    for (const type of ['CONNECTED', 'FRIENDED'] as const) {
      await withdrawNotification(tx, {
        type,
        subject: { type: 'USER', id: followerId },
        actorId: followerId,
        recipientIds: [followeeId],
      });
    }
    await withdrawNotification(tx, {
      type: 'FRIENDED',
      subject: { type: 'USER', id: followeeId },
      actorId: followeeId,
      recipientIds: [followerId],
    });
    return { deleted: true };
  });
}

export type ConnectionType = 'followers' | 'following' | 'friends';

export interface ConnectionRow {
  user: UserRow;
  /** When the connection was made (for friends: when the second of the two follows happened). */
  connectedAt: Date;
  cursorAt: string;
  cursorKey: string;
}

/**
 * A user's followers, the people they follow, or their friends (both ways), newest connection first, keyset
 * paged on (follows.created_at, user id): follows_followee_created_idx / follows_follower_created_idx.
 */
export async function listConnections(
  db: Database,
  options: { userId: string; type: ConnectionType; limit: number; cursor?: KeysetCursor | undefined },
): Promise<{ rows: ConnectionRow[]; next: KeysetCursor | null }> {
  const { userId, type, limit, cursor } = options;
  const reverse = alias(follows, 'reverse_follows');
  const connectedAt =
    type === 'friends' ? sql<Date>`greatest(${follows.createdAt}, ${reverse.createdAt})` : follows.createdAt;
  const other = type === 'followers' ? follows.followerId : follows.followeeId;
  const ownSide = type === 'followers' ? eq(follows.followeeId, userId) : eq(follows.followerId, userId);

  const base = db
    .select({
      user: users,
      connectedAt: sql<Date>`${connectedAt}`.mapWith(follows.createdAt),
      cursorAt: keysetInstant(connectedAt),
      cursorKey: sql<string>`${other}`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, other));
  const query =
    type === 'friends'
      ? base.innerJoin(
          reverse,
          and(eq(reverse.followerId, follows.followeeId), eq(reverse.followeeId, userId)),
        )
      : base;
  const rows = await query
    .where(and(ownSide, isAfterCursor(connectedAt, other, cursor)))
    .orderBy(desc(connectedAt), desc(other))
    .limit(limit + 1);
  return toKeysetPage(rows, limit);
}

export interface ConnectionCounts {
  followers: number;
  following: number;
  friends: number;
}

/** spec §7 GET /follows/connections-information: three aggregates in one statement. */
export async function countConnections(db: Database, userId: string): Promise<ConnectionCounts> {
  const rows = await queryRows<{
    followers: string | number;
    following: string | number;
    friends: string | number;
  }>(
    db,
    sql`SELECT
          (SELECT count(*) FROM ${follows} WHERE followee_id = ${userId}) AS followers,
          (SELECT count(*) FROM ${follows} WHERE follower_id = ${userId}) AS following,
          (SELECT count(*) FROM ${follows} f
             JOIN ${follows} r ON r.follower_id = f.followee_id AND r.followee_id = ${userId}
            WHERE f.follower_id = ${userId}) AS friends`,
  );
  const row = rows[0]!;
  return { followers: Number(row.followers), following: Number(row.following), friends: Number(row.friends) };
}

/**
 * spec §7 GET /follows/users/{id}/mutual-connections: people the viewer follows who also follow `userId`,
 * with their total count; paged like listConnections, newest follow by the viewer first.
 */
export async function listMutualConnections(
  db: Database,
  options: { viewerId: string; userId: string; limit: number; cursor?: KeysetCursor | undefined },
): Promise<{ rows: ConnectionRow[]; next: KeysetCursor | null; total: number }> {
  const { viewerId, userId, limit, cursor } = options;
  const mutual = and(
    eq(follows.followerId, viewerId),
    sql`EXISTS (SELECT 1 FROM ${follows} m WHERE m.follower_id = ${follows.followeeId} AND m.followee_id = ${userId})`,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        user: users,
        connectedAt: follows.createdAt,
        cursorAt: keysetInstant(follows.createdAt),
        cursorKey: sql<string>`${follows.followeeId}`,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followeeId))
      .where(and(mutual, isAfterCursor(follows.createdAt, follows.followeeId, cursor)))
      .orderBy(desc(follows.createdAt), desc(follows.followeeId))
      .limit(limit + 1),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(follows)
      .where(mutual),
  ]);
  return { ...toKeysetPage(rows, limit), total: totals[0]?.total ?? 0 };
}
