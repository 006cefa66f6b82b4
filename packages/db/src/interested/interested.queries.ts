/**
 * spec §7 Interested: mark / unmark / read per item, batch "am I interested", and who is interested.
 *
 * Counts stay exact under concurrent toggles: the row change is `INSERT ... ON CONFLICT DO NOTHING` or
 * `DELETE ... RETURNING`, and the item's counter moves in the same transaction only when a row was really
 * inserted or deleted. Places have no counter column; their count is count(*) over interested_item_idx.
 */
import type { ItemType } from '@happenings/domain/enums';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client/database.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { follows } from '../follows/follows.table.ts';
import { posts } from '../posts/posts.table.ts';
import { roundups } from '../roundups/roundups.table.ts';
import { users } from '../users/users.table.ts';
import {
  notifyFollowersOfInterest,
  type SendInterestFanOut,
  withdrawInterestNotifications,
} from './interest-notifications.queries.ts';
import { interested } from './interested.table.ts';

export interface ItemRef {
  itemType: ItemType;
  itemId: string;
}

export interface InterestState {
  isInterested: boolean;
  /** How many users are interested in the item. */
  count: number;
}

type CountedTable = PgTable & { id: PgColumn; interestedCount: PgColumn };

const COUNTED: Partial<Record<ItemType, CountedTable>> = {
  experience: experiences,
  post: posts,
  'crowd-sourced-roundup': roundups,
};

async function readCount(db: Database, item: ItemRef): Promise<number> {
  const table = COUNTED[item.itemType];
  if (table) {
    const [row] = await db
      .select({ count: table.interestedCount })
      .from(table)
      .where(eq(table.id, item.itemId));
    return Number(row?.count ?? 0);
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(interested)
    .where(and(eq(interested.itemType, item.itemType), eq(interested.itemId, item.itemId)));
  return row?.count ?? 0;
}

async function moveCounter(db: Database, item: ItemRef, delta: 1 | -1): Promise<void> {
  const table = COUNTED[item.itemType];
  if (!table) return;
  await db
    .update(table)
    .set({ interestedCount: sql`greatest(${table.interestedCount} + ${delta}, 0)` } as never)
    .where(eq(table.id, item.itemId));
}

/**
 * Marks the item (idempotent): the counter moves only when the row is new, and only then are the person's
 * followers notified of an experience (CONNECTION_INTEREST), so marking twice notifies once. With
 * `sendFanOut` the followers are notified by background work (the API); without, inside this transaction.
 */
export async function markInterested(
  db: Database,
  options: ItemRef & { userId: string; now: Date; sendFanOut?: SendInterestFanOut },
): Promise<InterestState> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(interested)
      .values({
        userId: options.userId,
        itemType: options.itemType,
        itemId: options.itemId,
        createdAt: options.now,
      })
      .onConflictDoNothing()
      .returning({ userId: interested.userId });
    if (inserted.length > 0) {
      await moveCounter(tx, options, 1);
      if (options.itemType === 'experience') {
        const fanOut = { actorId: options.userId, experienceId: options.itemId };
        if (options.sendFanOut) await options.sendFanOut(tx, fanOut);
        else await notifyFollowersOfInterest(tx, fanOut);
      }
    }
    return { isInterested: true, count: await readCount(tx, options) };
  });
}

/**
 * Unmarks the item (idempotent): the counter moves only when a row was deleted, and the CONNECTION_INTEREST its
 * mark sent is taken back from the followers who have not read it yet.
 */
export async function unmarkInterested(
  db: Database,
  options: ItemRef & { userId: string },
): Promise<InterestState> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(interested)
      .where(
        and(
          eq(interested.userId, options.userId),
          eq(interested.itemType, options.itemType),
          eq(interested.itemId, options.itemId),
        ),
      )
      .returning({ userId: interested.userId });
    if (deleted.length > 0) {
      await moveCounter(tx, options, -1);
      if (options.itemType === 'experience') {
        await withdrawInterestNotifications(tx, { actorId: options.userId, experienceId: options.itemId });
      }
    }
    return { isInterested: false, count: await readCount(tx, options) };
  });
}

/** Whether the user is interested in the item, and the item's count. */
export async function getInterestState(
  db: Database,
  options: ItemRef & { userId: string },
): Promise<InterestState> {
  const rows = await db
    .select({ userId: interested.userId })
    .from(interested)
    .where(
      and(
        eq(interested.userId, options.userId),
        eq(interested.itemType, options.itemType),
        eq(interested.itemId, options.itemId),
      ),
    )
    .limit(1);
  return { isInterested: rows.length > 0, count: await readCount(db, options) };
}

/**
 * Which of `itemIds` (of any type, or of `itemType`) the user is interested in, in one query (primary key
 * prefix user_id). spec §7 GET /interested?itemsId= names no type.
 */
export async function listInterestedAmong(
  db: Database,
  options: { userId: string; itemIds: readonly string[]; itemType?: ItemType },
): Promise<Set<string>> {
  if (options.itemIds.length === 0) return new Set();
  const rows = await db
    .select({ itemId: interested.itemId })
    .from(interested)
    .where(
      and(
        eq(interested.userId, options.userId),
        options.itemType ? eq(interested.itemType, options.itemType) : undefined,
        inArray(interested.itemId, [...new Set(options.itemIds)]),
      ),
    );
  return new Set(rows.map((row) => row.itemId));
}

export interface InterestedPerson {
  userId: string;
  numericId: number;
  username: string | null;
  name: string;
  image: string | null;
  interestedAt: Date;
  /** The viewer follows this person. */
  isFollowed: boolean;
}

/**
 * People interested in an item, the viewer's followees first, then newest first; only interests created at or
 * before `asOf`, so offsets stay stable while new interests arrive (spec §7 v2 list firstRequestTimestamp).
 */
export async function listInterestedPeople(
  db: Database,
  options: ItemRef & { viewerId: string; asOf: Date; limit: number; offset: number },
): Promise<{ people: InterestedPerson[]; total: number }> {
  const isFollowed = sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${options.viewerId} and ${follows.followeeId} = ${interested.userId})`;
  const ofItem = and(
    eq(interested.itemType, options.itemType),
    eq(interested.itemId, options.itemId),
    lte(interested.createdAt, options.asOf),
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        userId: interested.userId,
        numericId: users.numericId,
        username: users.username,
        name: users.name,
        image: users.image,
        interestedAt: interested.createdAt,
        isFollowed,
      })
      .from(interested)
      .innerJoin(users, eq(users.id, interested.userId))
      .where(ofItem)
      .orderBy(desc(isFollowed), desc(interested.createdAt), desc(interested.userId))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(interested)
      .where(ofItem),
  ]);
  return {
    people: rows.map((person) => ({ ...person, isFollowed: Boolean(person.isFollowed) })),
    total: counted[0]?.total ?? 0,
  };
}
