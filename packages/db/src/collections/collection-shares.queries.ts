/**
 * spec §7 Community collections: a public collection sent by one user to another (a share), and joining one.
 * spec §4: a share is PENDING, then ACCEPTED (the receiver joined) or DISMISSED (the receiver put it away), and
 * never moves again.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { textArray } from '../discover/stream-page.ts';
import { createNotifications } from '../notifications/notifications.queries.ts';
import type { UserRow } from '../users/users.queries.ts';
import { users } from '../users/users.table.ts';
import { collectionParticipants, collectionShares } from './collection-members.table.ts';
import { addViewer, type CollectionRow, type JoinOutcome, lockCollection } from './collections.queries.ts';
import { collections } from './collections.table.ts';

export type ShareRow = typeof collectionShares.$inferSelect;

export interface ShareWithCollection {
  share: ShareRow;
  collection: CollectionRow;
}

export async function findShare(db: Database, id: string): Promise<ShareWithCollection | null> {
  const [row] = await db
    .select({ share: collectionShares, collection: collections })
    .from(collectionShares)
    .innerJoin(collections, eq(collections.id, collectionShares.collectionId))
    .where(eq(collectionShares.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Shares the collection with each of `receiverIds` that is a user, is not the sender, does not take part yet and
 * has no pending share of it from the sender (collection_shares_pending_idx), in one statement; each new receiver
 * is notified SHARED_COLLECTION. Answers the shares made.
 */
export async function createShares(
  db: Database,
  options: { collection: CollectionRow; senderId: string; receiverIds: readonly string[]; now: Date },
): Promise<ShareRow[]> {
  if (options.receiverIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const created = await queryRows<{ id: string; receiver_id: string }>(
      tx,
      sql`INSERT INTO ${collectionShares} (collection_id, sender_id, receiver_id, created_at)
          SELECT ${options.collection.id}, ${options.senderId}, u.id, ${options.now.toISOString()}::timestamptz
          FROM ${users} u
          WHERE u.id = ANY(${textArray(options.receiverIds)}) AND u.id <> ${options.senderId}
            AND NOT EXISTS (SELECT 1 FROM ${collectionParticipants} cp
                            WHERE cp.collection_id = ${options.collection.id} AND cp.user_id = u.id)
          ON CONFLICT DO NOTHING
          RETURNING id, receiver_id`,
    );
    await createNotifications(
      tx,
      created.map((share) => ({
        recipientId: share.receiver_id,
        actorId: options.senderId,
        type: 'SHARED_COLLECTION' as const,
        subjectType: 'COLLECTION' as const,
        subjectId: options.collection.documentId,
        data: { shareId: share.id, collectionName: options.collection.name },
      })),
    );
    if (created.length === 0) return [];
    return tx
      .select()
      .from(collectionShares)
      .where(sql`${collectionShares.id} = ANY(${textArray(created.map((share) => share.id))})`)
      .orderBy(desc(collectionShares.createdAt), desc(collectionShares.id));
  });
}

const receiver = alias(users, 'receiver');
const sender = alias(users, 'sender');

export interface SentShare {
  share: ShareRow;
  receiver: UserRow;
}

/** The shares of the collection the sender made, newest first (collection_shares_collection_idx). */
export async function listSentShares(
  db: Database,
  options: { collectionId: string; senderId: string; limit: number; offset: number },
): Promise<SentShare[]> {
  return db
    .select({ share: collectionShares, receiver })
    .from(collectionShares)
    .innerJoin(receiver, eq(receiver.id, collectionShares.receiverId))
    .where(
      and(
        eq(collectionShares.collectionId, options.collectionId),
        eq(collectionShares.senderId, options.senderId),
      ),
    )
    .orderBy(desc(collectionShares.createdAt), desc(collectionShares.id))
    .limit(options.limit)
    .offset(options.offset);
}

export interface PendingShare {
  share: ShareRow;
  collection: CollectionRow;
  sender: UserRow;
}

/** The user's pending shares, newest first (collection_shares_receiver_idx). */
export async function listPendingSharesFor(
  db: Database,
  options: { userId: string; limit: number },
): Promise<PendingShare[]> {
  return db
    .select({ share: collectionShares, collection: collections, sender })
    .from(collectionShares)
    .innerJoin(collections, eq(collections.id, collectionShares.collectionId))
    .innerJoin(sender, eq(sender.id, collectionShares.senderId))
    .where(and(eq(collectionShares.receiverId, options.userId), eq(collectionShares.status, 'PENDING')))
    .orderBy(desc(collectionShares.createdAt), desc(collectionShares.id))
    .limit(options.limit);
}

/** The receiver puts a pending share away; null when it was no longer pending. */
export async function dismissShare(
  db: Database,
  options: { shareId: string; now: Date },
): Promise<ShareRow | null> {
  const [row] = await db
    .update(collectionShares)
    .set({ status: 'DISMISSED', respondedAt: options.now })
    .where(and(eq(collectionShares.id, options.shareId), eq(collectionShares.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/** Joins a community collection as a VIEWER; the shares of it pending for the user become ACCEPTED. */
export async function joinCommunityCollection(
  db: Database,
  options: { collectionId: string; userId: string; maxParticipants: number; now: Date },
): Promise<JoinOutcome | 'GONE'> {
  return db.transaction(async (tx): Promise<JoinOutcome | 'GONE'> => {
    if (!(await lockCollection(tx, options.collectionId))) return 'GONE';
    const outcome = await addViewer(tx, options);
    if (outcome !== 'FULL') {
      await tx
        .update(collectionShares)
        .set({ status: 'ACCEPTED', respondedAt: options.now })
        .where(
          and(
            eq(collectionShares.collectionId, options.collectionId),
            eq(collectionShares.receiverId, options.userId),
            eq(collectionShares.status, 'PENDING'),
          ),
        );
    }
    return outcome;
  });
}

export interface ShareReceiverStatus {
  user: UserRow;
  /** The latest share of the collection from the sender to this user; null when never shared. */
  status: ShareRow['status'] | null;
  isParticipant: boolean;
}

/** For the share dialog: for each of `userIds`, the sender's latest share to them and whether they take part. */
export async function listShareReceiverStatuses(
  db: Database,
  options: { collectionId: string; senderId: string; userIds: readonly string[] },
): Promise<ShareReceiverStatus[]> {
  if (options.userIds.length === 0) return [];
  // Columns of the outer users row are named with their table: inside a subquery a bare "id" is the inner one's.
  const latest = sql<string | null>`(SELECT s.status FROM ${collectionShares} s
    WHERE s.collection_id = ${options.collectionId} AND s.sender_id = ${options.senderId} AND s.receiver_id = ${users}.id
    ORDER BY s.created_at DESC, s.id DESC LIMIT 1)`;
  const isParticipant = sql<boolean>`EXISTS (SELECT 1 FROM ${collectionParticipants} cp
    WHERE cp.collection_id = ${options.collectionId} AND cp.user_id = ${users}.id)`;
  const rows = await db
    .select({ user: users, status: latest, isParticipant })
    .from(users)
    .where(sql`${users.id} = ANY(${textArray(options.userIds)})`);
  const byId = new Map(rows.map((row) => [row.user.id, row]));
  return options.userIds.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ user: row.user, status: row.status ?? null, isParticipant: Boolean(row.isParticipant) }]
      : [];
  });
}
