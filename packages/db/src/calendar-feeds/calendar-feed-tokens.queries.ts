/**
 * The secret addresses of private calendar feeds (calendar-feed-tokens.table.ts): made, replaced and revoked by
 * their owner, looked up by the hash of the secret a calendar app presents.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { collections } from '../collections/collections.table.ts';
import { type CalendarFeedScope, calendarFeedTokens } from './calendar-feed-tokens.table.ts';

export type CalendarFeedTokenRow = typeof calendarFeedTokens.$inferSelect;

/** Whose feed: an account's interests, or one collection (by its row id). */
export type CalendarFeedTarget =
  | { scope: 'interested'; userId: string }
  | { scope: 'collection'; userId: string; collectionId: string };

/** The row of a target, by calendar_feed_tokens_interested_idx or calendar_feed_tokens_collection_idx. */
function ofTarget(target: CalendarFeedTarget): SQL | undefined {
  return target.scope === 'interested'
    ? and(eq(calendarFeedTokens.scope, 'interested'), eq(calendarFeedTokens.userId, target.userId))
    : eq(calendarFeedTokens.collectionId, target.collectionId);
}

export async function findCalendarFeedToken(
  db: Database,
  target: CalendarFeedTarget,
): Promise<CalendarFeedTokenRow | null> {
  const [row] = await db.select().from(calendarFeedTokens).where(ofTarget(target)).limit(1);
  return row ?? null;
}

/**
 * Makes the target's address, replacing the one it had: in one transaction, so there is never a moment with two
 * working addresses, nor one where a fetch of the new address finds nothing.
 */
export async function replaceCalendarFeedToken(
  db: Database,
  target: CalendarFeedTarget & { tokenHash: string; now: Date },
): Promise<CalendarFeedTokenRow> {
  return db.transaction(async (tx) => {
    await tx.delete(calendarFeedTokens).where(ofTarget(target));
    const [row] = await tx
      .insert(calendarFeedTokens)
      .values({
        userId: target.userId,
        scope: target.scope satisfies CalendarFeedScope,
        collectionId: target.scope === 'collection' ? target.collectionId : null,
        tokenHash: target.tokenHash,
        createdAt: target.now,
      })
      .returning();
    return row!;
  });
}

/** Whether there was an address to revoke. */
export async function revokeCalendarFeedToken(db: Database, target: CalendarFeedTarget): Promise<boolean> {
  const rows = await db
    .delete(calendarFeedTokens)
    .where(ofTarget(target))
    .returning({ id: calendarFeedTokens.id });
  return rows.length > 0;
}

export interface CalendarFeedTokenWithCollection {
  token: CalendarFeedTokenRow;
  /** The collection of a collection address (the row cascades with it, so it is there). */
  collection: { id: string; documentId: string; name: string; ownerId: string } | null;
}

/**
 * The address whose secret hashes to `tokenHash` (calendar_feed_tokens_hash_idx), with its collection's name and
 * public id by the collection's primary key, or null.
 */
export async function findCalendarFeedTokenByHash(
  db: Database,
  tokenHash: string,
): Promise<CalendarFeedTokenWithCollection | null> {
  const [row] = await db
    .select({
      token: calendarFeedTokens,
      collection: {
        id: collections.id,
        documentId: collections.documentId,
        name: collections.name,
        ownerId: collections.ownerId,
      },
    })
    .from(calendarFeedTokens)
    .leftJoin(collections, eq(collections.id, calendarFeedTokens.collectionId))
    .where(eq(calendarFeedTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}
