import { eq } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { mediaItems } from './media-items.table.ts';

export type MediaItemRow = typeof mediaItems.$inferSelect;
export type NewMediaItem = typeof mediaItems.$inferInsert;

/** Records one upload (spec §7 media upload); public_id is unique, so a repeated id fails. */
export async function insertMediaItem(db: Database, item: NewMediaItem): Promise<MediaItemRow> {
  const [row] = await db.insert(mediaItems).values(item).returning();
  if (!row) throw new Error('insertMediaItem: no row returned');
  return row;
}

/** The upload with this public id, or null (unique index on public_id). */
export async function findMediaItemByPublicId(db: Database, publicId: string): Promise<MediaItemRow | null> {
  const rows = await db.select().from(mediaItems).where(eq(mediaItems.publicId, publicId)).limit(1);
  return rows[0] ?? null;
}
