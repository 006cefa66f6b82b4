/**
 * spec §3 ADDED_TO_COLLECTION: something is added to a collection, and the other people in it (its owner and
 * viewers, never the one who added it) hear of it. The subject is the collection (its documentId, the id the API
 * and the website use), so additions group per collection: "Ana added to “Brunch spots”" once for a burst of
 * items. Removing what someone added takes them out of the unread groups once nothing they added is left.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { createNotifications, withdrawNotification } from '../notifications/notifications.queries.ts';
import { collectionItems, collectionParticipants } from './collection-members.table.ts';
import { collections } from './collections.table.ts';

/** Notifies every participant but the adder, inside the transaction of the addition (collection_participants_pk). */
export async function notifyParticipantsOfAddition(
  tx: Database,
  options: { collectionId: string; addedById: string; itemType: string; itemId: string },
): Promise<void> {
  const recipients = await queryRows<{ user_id: string; document_id: string }>(
    tx,
    sql`SELECT p.user_id, c.document_id
          FROM ${collectionParticipants} p JOIN ${collections} c ON c.id = p.collection_id
         WHERE p.collection_id = ${options.collectionId} AND p.user_id <> ${options.addedById}`,
  );
  await createNotifications(
    tx,
    recipients.map((row) => ({
      recipientId: row.user_id,
      actorId: options.addedById,
      type: 'ADDED_TO_COLLECTION' as const,
      subjectType: 'COLLECTION' as const,
      subjectId: row.document_id,
      data: { itemType: options.itemType, itemId: options.itemId },
    })),
  );
}

/**
 * After items were removed: each person who had added one of them, and has nothing else left in the collection,
 * leaves the unread ADDED_TO_COLLECTION groups about it (a remaining item of theirs still stands behind it).
 */
export async function withdrawAdditionNotifications(
  tx: Database,
  options: { collectionId: string; adderIds: readonly (string | null)[] },
): Promise<void> {
  const adders = [...new Set(options.adderIds)].filter((id): id is string => id !== null);
  if (adders.length === 0) return;
  const [collection] = await queryRows<{ document_id: string }>(
    tx,
    sql`SELECT document_id FROM ${collections} WHERE id = ${options.collectionId}`,
  );
  if (!collection) return;
  for (const adderId of adders) {
    const [other] = await queryRows<{ one: number }>(
      tx,
      sql`SELECT 1 AS one FROM ${collectionItems}
           WHERE collection_id = ${options.collectionId} AND added_by_id = ${adderId} LIMIT 1`,
    );
    if (other) continue;
    await withdrawNotification(tx, {
      type: 'ADDED_TO_COLLECTION',
      subject: { type: 'COLLECTION', id: collection.document_id },
      actorId: adderId,
    });
  }
}
