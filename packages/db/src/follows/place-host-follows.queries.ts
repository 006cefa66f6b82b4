/**
 * Following places and hosts: one person follows one place or host (idempotent both ways), whether they do, and
 * how many follow it. Each statement is answered by the table's primary key (user, target) or its reverse index
 * (target, user).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { hostFollows } from './host-follows.table.ts';
import { placeFollows } from './place-follows.table.ts';

/** What can be followed besides people. */
export type FollowTarget = 'place' | 'host';

const TABLES = {
  place: { table: placeFollows, target: placeFollows.placeId, user: placeFollows.userId },
  host: { table: hostFollows, target: hostFollows.hostId, user: hostFollows.userId },
} as const;

export interface TargetFollowOptions {
  type: FollowTarget;
  userId: string;
  targetId: string;
}

export async function followTarget(db: Database, options: TargetFollowOptions): Promise<void> {
  const values =
    options.type === 'place'
      ? db.insert(placeFollows).values({ userId: options.userId, placeId: options.targetId })
      : db.insert(hostFollows).values({ userId: options.userId, hostId: options.targetId });
  await values.onConflictDoNothing();
}

export async function unfollowTarget(db: Database, options: TargetFollowOptions): Promise<void> {
  const { table, target, user } = TABLES[options.type];
  await db.delete(table).where(and(eq(user, options.userId), eq(target, options.targetId)));
}

export interface TargetFollowState {
  /** Absent for an anonymous viewer. */
  isFollowing?: boolean;
  followersCount: number;
}

/** The followers count and, for a signed-in viewer, whether they follow it: one statement. */
export async function getTargetFollowState(
  db: Database,
  options: { type: FollowTarget; targetId: string; viewerId: string | null },
): Promise<TargetFollowState> {
  const { table, target, user } = TABLES[options.type];
  const [row] = await db
    .select({
      followers: count(),
      mine: options.viewerId
        ? sql<boolean>`coalesce(bool_or(${user} = ${options.viewerId}), false)`
        : sql<null>`null`,
    })
    .from(table)
    .where(eq(target, options.targetId));
  return {
    followersCount: Number(row?.followers ?? 0),
    ...(options.viewerId ? { isFollowing: row?.mine === true } : {}),
  };
}
