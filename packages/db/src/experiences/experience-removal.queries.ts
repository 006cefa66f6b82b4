/**
 * Deleting an experience with everything that names it. Its own tables (occurrences, categories, review, boost,
 * scores) follow by their foreign keys; the polymorphic ones (interests, collection items, curated picks, search
 * suggestions, its comment thread, notifications about it) name it by id without a key, so they are cleared here
 * in the same transaction: no page later meets a row pointing at nothing. A roundup recommendation that pointed
 * at it keeps its text and loses the link. Posts keep theirs (posts.experience_id is set null by its key).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client/database.ts';
import { collectionItems } from '../collections/collection-members.table.ts';
import { collections } from '../collections/collections.table.ts';
import { comments } from '../comments/comments.table.ts';
import { featureTagItems } from '../config/feature-tag-items.table.ts';
import { interested } from '../interested/interested.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { searchRecommendations } from '../search/search-recommendations.table.ts';
import { experiences } from './experiences.table.ts';

/** True when it was deleted; false when there was no such experience. */
export async function deleteExperience(db: Database, id: string, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(experiences)
      .where(eq(experiences.id, id))
      .returning({ id: experiences.id });
    if (deleted.length === 0) return false;
    const asItem = (table: { itemType: PgColumn; itemId: PgColumn }) =>
      and(eq(table.itemType, 'experience'), eq(table.itemId, id));
    await tx.delete(interested).where(asItem(interested));
    const emptied = await tx
      .delete(collectionItems)
      .where(asItem(collectionItems))
      .returning({ collectionId: collectionItems.collectionId });
    const collectionIds = [...new Set(emptied.map((row) => row.collectionId))];
    if (collectionIds.length > 0) {
      // items_count ranks community collections: recounted as the collection's own writes do.
      await tx
        .update(collections)
        .set({
          itemsCount: sql`(SELECT count(*) FROM ${collectionItems} WHERE ${collectionItems.collectionId} = ${collections.id})::int`,
          updatedAt: new Date(now),
        })
        .where(inArray(collections.id, collectionIds));
    }
    await tx.delete(featureTagItems).where(asItem(featureTagItems));
    await tx.delete(searchRecommendations).where(asItem(searchRecommendations));
    // Its thread: replies, votes and likes follow the top-level comments by their keys.
    await tx.delete(comments).where(and(eq(comments.subjectType, 'experience'), eq(comments.subjectId, id)));
    await tx
      .update(comments)
      .set({ recommendedType: null, recommendedId: null })
      .where(and(eq(comments.recommendedType, 'experience'), eq(comments.recommendedId, id)));
    await tx
      .delete(notifications)
      .where(and(eq(notifications.subjectType, 'EXPERIENCE'), eq(notifications.subjectId, id)));
    return true;
  });
}
