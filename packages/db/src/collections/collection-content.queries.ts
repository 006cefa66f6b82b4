/**
 * spec §7 collection content: the items of a collection (spec §3 itemId and type) in the owner's order. Readers
 * only ever see the items they may see (item-visibility.queries.ts): someone's draft saved to a shared collection
 * stays hidden from the other participants, and an item deleted since it was saved simply drops out.
 */
import type { ItemType } from '@happenings/domain/enums';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { textArray } from '../discover/stream-page.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { itemVisibleTo, type Viewer } from '../interested/item-visibility.queries.ts';
import { places } from '../places/places.table.ts';
import { posts } from '../posts/posts.table.ts';
import { roundups } from '../roundups/roundups.table.ts';
import {
  notifyParticipantsOfAddition,
  withdrawAdditionNotifications,
} from './collection-content-notifications.queries.ts';
import { collectionItems } from './collection-members.table.ts';
import { lockCollection } from './collections.queries.ts';
import { collections } from './collections.table.ts';

export interface CollectionItemRow {
  itemType: ItemType;
  itemId: string;
  position: number;
  addedById: string | null;
  createdAt: Date;
}

const ITEM_TABLES = {
  experience: experiences,
  post: posts,
  'crowd-sourced-roundup': roundups,
  place: places,
};

/**
 * Over collection_items rows: the item still exists and the viewer may see it (item-visibility.queries.ts), a
 * primary-key probe of the item's table per row. Every read of a collection's items goes through it (its content
 * pages and their counts, the previews and counts on collection cards), so what a reader is shown and told the
 * number of is the same set.
 */
export function collectionItemVisibleTo(viewerId: Viewer): SQL {
  const ofType = (itemType: ItemType) => {
    const table = ITEM_TABLES[itemType];
    return sql`(${collectionItems}.item_type = ${itemType} AND EXISTS (SELECT 1 FROM ${table} WHERE ${table}.id = ${collectionItems}.item_id AND ${itemVisibleTo(itemType, viewerId) ?? sql`true`}))`;
  };
  return sql`(${ofType('experience')} OR ${ofType('post')} OR ${ofType('crowd-sourced-roundup')} OR ${ofType('place')})`;
}

/** The collection's order: position, then the newest first (the seed and older rows share position 0). */
const ORDER = sql`${collectionItems.position}, ${collectionItems.createdAt} DESC, ${collectionItems.itemType}, ${collectionItems.itemId}`;

/** A page of the items the viewer may see, in the collection's order (collection_items_pk's collection_id). */
export async function listCollectionContent(
  db: Database,
  options: { collectionId: string; viewerId: Viewer; limit: number; offset: number },
): Promise<CollectionItemRow[]> {
  const rows = await db
    .select({
      itemType: collectionItems.itemType,
      itemId: collectionItems.itemId,
      position: collectionItems.position,
      addedById: collectionItems.addedById,
      createdAt: collectionItems.createdAt,
    })
    .from(collectionItems)
    .where(
      and(eq(collectionItems.collectionId, options.collectionId), collectionItemVisibleTo(options.viewerId)),
    )
    .orderBy(ORDER)
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => ({ ...row, itemType: row.itemType as ItemType }));
}

/** How many items of each type the viewer may see. */
export async function countCollectionContent(
  db: Database,
  options: { collectionId: string; viewerId: Viewer },
): Promise<Record<ItemType, number>> {
  const rows = await db
    .select({ itemType: collectionItems.itemType, count: sql<number>`count(*)::int` })
    .from(collectionItems)
    .where(
      and(eq(collectionItems.collectionId, options.collectionId), collectionItemVisibleTo(options.viewerId)),
    )
    .groupBy(collectionItems.itemType);
  const counts: Record<ItemType, number> = { experience: 0, post: 0, 'crowd-sourced-roundup': 0, place: 0 };
  for (const row of rows) counts[row.itemType as ItemType] = Number(row.count);
  return counts;
}

export interface CollectionPreview {
  /** How many items the viewer may see. */
  count: number;
  /** The first of them in the collection's order. */
  items: { itemId: string; itemType: ItemType; addedAt: Date }[];
}

/**
 * For each collection, the first `perCollection` items the viewer may see and how many there are, in one query
 * for them all (a collection card: discover streams, search, a collection's information). A collection showing
 * nothing to the viewer has no entry.
 */
export async function listCollectionPreviews(
  db: Database,
  options: { collectionIds: readonly string[]; viewerId: Viewer; perCollection: number },
): Promise<Map<string, CollectionPreview>> {
  const previews = new Map<string, CollectionPreview>();
  if (options.collectionIds.length === 0) return previews;
  const rows = await queryRows<{
    collection_id: string;
    item_id: string;
    item_type: string;
    created_at: string | Date;
    total: number | string;
  }>(
    db,
    sql`SELECT collection_id, item_id, item_type, created_at, total FROM (
          SELECT ${collectionItems.collectionId} AS collection_id, ${collectionItems.itemId} AS item_id,
            ${collectionItems.itemType} AS item_type, ${collectionItems.createdAt} AS created_at,
            count(*) OVER (PARTITION BY ${collectionItems.collectionId}) AS total,
            row_number() OVER (PARTITION BY ${collectionItems.collectionId} ORDER BY ${ORDER}) AS rn
          FROM ${collectionItems}
          WHERE ${collectionItems.collectionId} = ANY(${textArray(options.collectionIds)})
            AND ${collectionItemVisibleTo(options.viewerId)}
        ) ranked WHERE rn <= ${options.perCollection} ORDER BY collection_id, rn`,
  );
  for (const row of rows) {
    const preview = previews.get(row.collection_id) ?? { count: Number(row.total), items: [] };
    preview.items.push({
      itemId: row.item_id,
      itemType: row.item_type as ItemType,
      addedAt: new Date(row.created_at),
    });
    previews.set(row.collection_id, preview);
  }
  return previews;
}

/** Recounts items_count (used to rank community collections) inside the writer's transaction. */
async function refreshItemsCount(tx: Database, collectionId: string, now: Date): Promise<void> {
  await tx
    .update(collections)
    .set({
      itemsCount: sql`(SELECT count(*) FROM ${collectionItems} WHERE ${collectionItems.collectionId} = ${collectionId})::int`,
      updatedAt: now,
    })
    .where(eq(collections.id, collectionId));
}

export type AddItemOutcome = 'ADDED' | 'ALREADY_IN' | 'FULL' | 'GONE';

/**
 * Appends the item at the end, unless it is there already or the collection holds `maxItems`; the other
 * participants are notified (ADDED_TO_COLLECTION) in the same transaction.
 */
export async function addCollectionItem(
  db: Database,
  options: {
    collectionId: string;
    itemType: ItemType;
    itemId: string;
    addedById: string;
    maxItems: number;
    now: Date;
  },
): Promise<AddItemOutcome> {
  return db.transaction(async (tx): Promise<AddItemOutcome> => {
    if (!(await lockCollection(tx, options.collectionId))) return 'GONE';
    const [stats] = await queryRows<{
      count: number | string;
      present: boolean;
      last: number | string | null;
    }>(
      tx,
      sql`SELECT count(*) AS count,
            bool_or(${collectionItems.itemType} = ${options.itemType} AND ${collectionItems.itemId} = ${options.itemId}) AS present,
            max(${collectionItems.position}) AS last
          FROM ${collectionItems} WHERE ${collectionItems.collectionId} = ${options.collectionId}`,
    );
    if (stats?.present) return 'ALREADY_IN';
    if (Number(stats?.count ?? 0) >= options.maxItems) return 'FULL';
    await tx.insert(collectionItems).values({
      collectionId: options.collectionId,
      itemType: options.itemType,
      itemId: options.itemId,
      position: stats?.last === null || stats?.last === undefined ? 0 : Number(stats.last) + 1,
      addedById: options.addedById,
      createdAt: options.now,
    });
    await refreshItemsCount(tx, options.collectionId, options.now);
    await notifyParticipantsOfAddition(tx, options);
    return 'ADDED';
  });
}

export interface ItemKey {
  itemType: ItemType;
  itemId: string;
}

export type ReorderOutcome = 'REORDERED' | 'MISMATCH' | 'GONE';

/**
 * Puts the items in `order`, which must name exactly the items the collection holds that `viewerId` may see (each
 * once): an order made from a stale copy of the list is refused rather than half applied. Items hidden from them
 * (a draft, an event since unpublished or removed) cannot be named, as they never saw them; each keeps its slot and
 * the named items fill the others in their new order.
 */
export async function reorderCollectionItems(
  db: Database,
  options: { collectionId: string; order: readonly ItemKey[]; viewerId: Viewer; now: Date },
): Promise<ReorderOutcome> {
  return db.transaction(async (tx): Promise<ReorderOutcome> => {
    if (!(await lockCollection(tx, options.collectionId))) return 'GONE';
    const current = await tx
      .select({
        itemType: collectionItems.itemType,
        itemId: collectionItems.itemId,
        isVisible: sql<boolean>`${collectionItemVisibleTo(options.viewerId)}`,
      })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, options.collectionId))
      .orderBy(ORDER);
    const key = (item: { itemType: string; itemId: string }) => `${item.itemType}\u0001${item.itemId}`;
    const visible = current.filter((item) => item.isVisible);
    const wanted = new Set(options.order.map(key));
    if (wanted.size !== options.order.length || wanted.size !== visible.length) return 'MISMATCH';
    if (!visible.every((item) => wanted.has(key(item)))) return 'MISMATCH';
    const named = options.order[Symbol.iterator]();
    const merged = current.map((item) => (item.isVisible ? (named.next().value as ItemKey) : item));
    if (current.length > 0) {
      await tx.execute(
        sql`UPDATE ${collectionItems} SET position = v.position - 1
            FROM unnest(${textArray(merged.map((item) => item.itemType))},
                        ${textArray(merged.map((item) => item.itemId))}) WITH ORDINALITY AS v(item_type, item_id, position)
            WHERE ${collectionItems.collectionId} = ${options.collectionId}
              AND ${collectionItems.itemType} = v.item_type AND ${collectionItems.itemId} = v.item_id`,
      );
    }
    await tx
      .update(collections)
      .set({ updatedAt: options.now })
      .where(eq(collections.id, options.collectionId));
    return 'REORDERED';
  });
}

/**
 * Removes the item (of any type with that id, unless `itemType` says which); answers how many rows went. What its
 * addition notified is taken back while unread (withdrawAdditionNotifications).
 */
export async function removeCollectionItem(
  db: Database,
  options: { collectionId: string; itemId: string; itemType?: ItemType | undefined; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(collectionItems)
      .where(
        and(
          eq(collectionItems.collectionId, options.collectionId),
          eq(collectionItems.itemId, options.itemId),
          options.itemType ? eq(collectionItems.itemType, options.itemType) : undefined,
        ),
      )
      .returning({ itemId: collectionItems.itemId, addedById: collectionItems.addedById });
    if (removed.length > 0) {
      await refreshItemsCount(tx, options.collectionId, options.now);
      await withdrawAdditionNotifications(tx, {
        collectionId: options.collectionId,
        adderIds: removed.map((row) => row.addedById),
      });
    }
    return removed.length;
  });
}
