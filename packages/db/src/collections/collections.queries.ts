/**
 * spec §7 Collections: the collection itself, who takes part in it and in which role (spec §3 OWNER, VIEWER).
 * Membership changes lock the collection's row first (`lockCollection`), so limits and the one-owner rule hold when
 * two requests race. Items are in collection-content.queries.ts, invites and shares beside it.
 */
import type { CollectionRole } from '@happenings/domain/enums';
import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import type { UserRow } from '../users/users.queries.ts';
import { users } from '../users/users.table.ts';
import { collectionItems, collectionParticipants } from './collection-members.table.ts';
import { collections } from './collections.table.ts';

export type CollectionRow = typeof collections.$inferSelect;

export interface CollectionAccess {
  collection: CollectionRow;
  /** The caller's role, or null when they do not take part (or are signed out). */
  role: CollectionRole | null;
}

/**
 * The collection with this public id (spec §3: the id is the documentId) and the user's role in it, in one probe
 * of collections_document_id_unique and the participants' primary key.
 */
export async function findCollectionAccess(
  db: Database,
  options: { documentId: string; userId: string | null },
): Promise<CollectionAccess | null> {
  const [row] = await db
    .select({ collection: collections, role: collectionParticipants.role })
    .from(collections)
    .leftJoin(
      collectionParticipants,
      and(
        eq(collectionParticipants.collectionId, collections.id),
        eq(collectionParticipants.userId, options.userId ?? ''),
      ),
    )
    .where(eq(collections.documentId, options.documentId))
    .limit(1);
  return row ? { collection: row.collection, role: (row.role as CollectionRole | null) ?? null } : null;
}

/**
 * Of `ids`, the collections anyone may see now: community collections that still exist (primary-key probes). A
 * page of collections shared a minute ago (the community-collections stream, the discover root) drops through it
 * what was made private or deleted since.
 */
export async function listCommunityCollectionIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(inArray(collections.id, unique), eq(collections.isCommunity, true)));
  return new Set(rows.map((row) => row.id));
}

/** Takes the collection's row lock for the rest of the transaction; false when it no longer exists. */
export async function lockCollection(tx: Database, collectionId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.id, collectionId))
    .for('update');
  return rows.length > 0;
}

export interface NewCollection {
  ownerId: string;
  name: string;
  description?: string | null;
  isCommunity?: boolean;
  locationSlug?: string | null;
}

/** Creates the collection with its owner as its first participant (role OWNER), in one transaction. */
export async function createCollection(db: Database, input: NewCollection): Promise<CollectionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(collections)
      .values({
        ownerId: input.ownerId,
        name: input.name,
        description: input.description ?? null,
        isCommunity: input.isCommunity ?? false,
        locationSlug: input.locationSlug ?? null,
      })
      .returning();
    const collection = row!;
    await tx
      .insert(collectionParticipants)
      .values({ collectionId: collection.id, userId: input.ownerId, role: 'OWNER' });
    return collection;
  });
}

/** How many collections the user owns (collections_owner_idx). */
export async function countOwnedCollections(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(collections)
    .where(eq(collections.ownerId, ownerId));
  return Number(row?.count ?? 0);
}

export interface CollectionChanges {
  name?: string | undefined;
  description?: string | null | undefined;
  isCommunity?: boolean | undefined;
  locationSlug?: string | null | undefined;
}

export async function updateCollection(
  db: Database,
  options: { id: string; changes: CollectionChanges; now: Date },
): Promise<CollectionRow | null> {
  const set: Partial<typeof collections.$inferInsert> = { updatedAt: options.now };
  for (const key of ['name', 'description', 'isCommunity', 'locationSlug'] as const) {
    if (options.changes[key] !== undefined) Object.assign(set, { [key]: options.changes[key] });
  }
  const [row] = await db.update(collections).set(set).where(eq(collections.id, options.id)).returning();
  return row ?? null;
}

/** Deletes the collection; its participants, items, invites and shares go with it (foreign keys cascade). */
export async function deleteCollection(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(collections).where(eq(collections.id, id)).returning({ id: collections.id });
  return rows.length > 0;
}

export interface ParticipantRow {
  user: UserRow;
  role: CollectionRole;
  joinedAt: Date;
}

/** Participants, the owner first, then in the order they joined (the primary key's collection_id prefix). */
export async function listParticipants(
  db: Database,
  options: { collectionId: string; limit?: number },
): Promise<ParticipantRow[]> {
  const query = db
    .select({
      user: getTableColumns(users),
      role: collectionParticipants.role,
      joinedAt: collectionParticipants.joinedAt,
    })
    .from(collectionParticipants)
    .innerJoin(users, eq(users.id, collectionParticipants.userId))
    .where(eq(collectionParticipants.collectionId, options.collectionId))
    .orderBy(
      desc(sql`${collectionParticipants.role} = 'OWNER'`),
      asc(collectionParticipants.joinedAt),
      asc(users.id),
    );
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  return rows.map((row) => ({ ...row, role: row.role as CollectionRole }));
}

export async function countParticipants(db: Database, collectionId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(collectionParticipants)
    .where(eq(collectionParticipants.collectionId, collectionId));
  return Number(row?.count ?? 0);
}

export type JoinOutcome = 'JOINED' | 'ALREADY_PARTICIPANT' | 'FULL';

/**
 * Adds the user as a VIEWER unless they take part already or the collection holds `maxParticipants`. Call it
 * inside a transaction that holds lockCollection, so two joins cannot both take the last place.
 */
export async function addViewer(
  tx: Database,
  options: { collectionId: string; userId: string; maxParticipants: number; now: Date },
): Promise<JoinOutcome> {
  const [existing] = await tx
    .select({ role: collectionParticipants.role })
    .from(collectionParticipants)
    .where(
      and(
        eq(collectionParticipants.collectionId, options.collectionId),
        eq(collectionParticipants.userId, options.userId),
      ),
    );
  if (existing) return 'ALREADY_PARTICIPANT';
  if ((await countParticipants(tx, options.collectionId)) >= options.maxParticipants) return 'FULL';
  await tx.insert(collectionParticipants).values({
    collectionId: options.collectionId,
    userId: options.userId,
    role: 'VIEWER',
    joinedAt: options.now,
  });
  return 'JOINED';
}

/** addViewer in a transaction of its own, for a caller that holds none. */
export async function joinCollection(
  db: Database,
  options: { collectionId: string; userId: string; maxParticipants: number; now: Date },
): Promise<JoinOutcome | 'GONE'> {
  return db.transaction(async (tx): Promise<JoinOutcome | 'GONE'> => {
    if (!(await lockCollection(tx, options.collectionId))) return 'GONE';
    return addViewer(tx, options);
  });
}

export type LeaveOutcome =
  | { outcome: 'LEFT' }
  | { outcome: 'OWNERSHIP_TRANSFERRED'; newOwnerId: string }
  | { outcome: 'DELETED' }
  | { outcome: 'NOT_PARTICIPANT' }
  | { outcome: 'SUCCESSOR_NOT_PARTICIPANT' };

/**
 * The user leaves. A viewer just goes. The owner hands the collection to `successorId` (a viewer of it) or, without
 * one, to the viewer who joined first; when nobody else takes part, the collection is deleted (it would have no
 * owner).
 */
export async function leaveCollection(
  db: Database,
  options: { collectionId: string; userId: string; successorId?: string | undefined; now: Date },
): Promise<LeaveOutcome> {
  return db.transaction(async (tx): Promise<LeaveOutcome> => {
    if (!(await lockCollection(tx, options.collectionId))) return { outcome: 'NOT_PARTICIPANT' };
    const members = await tx
      .select({ userId: collectionParticipants.userId, role: collectionParticipants.role })
      .from(collectionParticipants)
      .where(eq(collectionParticipants.collectionId, options.collectionId))
      .orderBy(asc(collectionParticipants.joinedAt), asc(collectionParticipants.userId));
    const me = members.find((member) => member.userId === options.userId);
    if (!me) return { outcome: 'NOT_PARTICIPANT' };
    const leave = () =>
      tx
        .delete(collectionParticipants)
        .where(
          and(
            eq(collectionParticipants.collectionId, options.collectionId),
            eq(collectionParticipants.userId, options.userId),
          ),
        );
    if (me.role !== 'OWNER') {
      await leave();
      return { outcome: 'LEFT' };
    }
    const others = members.filter((member) => member.userId !== options.userId);
    if (
      options.successorId !== undefined &&
      !others.some((member) => member.userId === options.successorId)
    ) {
      return { outcome: 'SUCCESSOR_NOT_PARTICIPANT' };
    }
    const successorId = options.successorId ?? others[0]?.userId;
    if (!successorId) {
      await tx.delete(collections).where(eq(collections.id, options.collectionId));
      return { outcome: 'DELETED' };
    }
    await leave();
    await tx
      .update(collectionParticipants)
      .set({ role: 'OWNER' })
      .where(
        and(
          eq(collectionParticipants.collectionId, options.collectionId),
          eq(collectionParticipants.userId, successorId),
        ),
      );
    await tx
      .update(collections)
      .set({ ownerId: successorId, updatedAt: options.now })
      .where(eq(collections.id, options.collectionId));
    return { outcome: 'OWNERSHIP_TRANSFERRED', newOwnerId: successorId };
  });
}

/** Removes a viewer (the owner leaves through leaveCollection instead); false when they are not one. */
export async function removeViewer(
  db: Database,
  options: { collectionId: string; userId: string },
): Promise<boolean> {
  const rows = await db
    .delete(collectionParticipants)
    .where(
      and(
        eq(collectionParticipants.collectionId, options.collectionId),
        eq(collectionParticipants.userId, options.userId),
        eq(collectionParticipants.role, 'VIEWER'),
      ),
    )
    .returning({ userId: collectionParticipants.userId });
  return rows.length > 0;
}

export interface MemberCollectionRow {
  collection: CollectionRow;
  role: CollectionRole;
  /** Whether the collection holds the item asked about (false when none was asked about). */
  hasItem: boolean;
}

/**
 * The collections the user takes part in (optionally only in one role), most recently updated first, read through
 * collection_participants_user_idx. With `item`, each says whether it already holds that item (the "Save to
 * collection" picker).
 */
export async function listMemberCollections(
  db: Database,
  options: {
    userId: string;
    role?: CollectionRole | undefined;
    item?: { itemType: string; itemId: string } | undefined;
    limit: number;
    offset: number;
  },
): Promise<MemberCollectionRow[]> {
  const { item } = options;
  const hasItem: SQL<boolean> = item
    ? sql<boolean>`EXISTS (SELECT 1 FROM ${collectionItems} ci WHERE ci.collection_id = ${collections}.id
        AND ci.item_type = ${item.itemType} AND ci.item_id = ${item.itemId})`
    : sql<boolean>`false`;
  const rows = await db
    .select({ collection: collections, role: collectionParticipants.role, hasItem })
    .from(collectionParticipants)
    .innerJoin(collections, eq(collections.id, collectionParticipants.collectionId))
    .where(
      and(
        eq(collectionParticipants.userId, options.userId),
        options.role ? eq(collectionParticipants.role, options.role) : undefined,
      ),
    )
    .orderBy(desc(collections.updatedAt), asc(collections.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => ({ ...row, role: row.role as CollectionRole, hasItem: Boolean(row.hasItem) }));
}

/** Marks the collection changed (lists of collections are ordered by it). */
export async function touchCollection(db: Database, options: { id: string; now: Date }): Promise<void> {
  await db.update(collections).set({ updatedAt: options.now }).where(eq(collections.id, options.id));
}

/** How many people take part in each collection (the participants' primary key prefix), for a page of them. */
export async function countParticipantsOf(
  db: Database,
  collectionIds: readonly string[],
): Promise<Map<string, number>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db
    .select({ collectionId: collectionParticipants.collectionId, count: sql<number>`count(*)::int` })
    .from(collectionParticipants)
    .where(inArray(collectionParticipants.collectionId, [...collectionIds]))
    .groupBy(collectionParticipants.collectionId);
  return new Map(rows.map((row) => [row.collectionId, Number(row.count)]));
}
