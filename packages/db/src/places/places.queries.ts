/**
 * spec §7 GET /places/{id} and PUT /places (the venue lookup's "id and name").
 */
import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { places } from './places.table.ts';

export type PlaceRow = typeof places.$inferSelect;
export type PlaceValues = Omit<typeof places.$inferInsert, 'id' | 'createdById' | 'createdAt' | 'updatedAt'>;

/** The place with this id, or null (primary key). */
export async function findPlaceById(db: Database, id: string): Promise<PlaceRow | null> {
  const rows = await db.select().from(places).where(eq(places.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The place a third-party venue lookup id names (places_external_idx), or null. */
export async function findPlaceByExternalId(
  db: Database,
  options: { externalSource: string; externalId: string },
): Promise<PlaceRow | null> {
  const rows = await db
    .select()
    .from(places)
    .where(and(eq(places.externalSource, options.externalSource), eq(places.externalId, options.externalId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Escapes LIKE wildcards so ILIKE compares the text as typed, ignoring case. */
const literalPattern = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The place with this name and address, compared without regard to case (an absent address matches only an
 * absent or empty one). `name ILIKE` is answered by the trigram GIN index on name.
 */
export async function findPlaceByNameAndAddress(
  db: Database,
  options: { name: string; address: string | null },
): Promise<PlaceRow | null> {
  const address = options.address?.trim() ?? '';
  const rows = await db
    .select()
    .from(places)
    .where(
      and(
        ilike(places.name, literalPattern(options.name.trim())),
        address === ''
          ? or(isNull(places.address), eq(places.address, ''))
          : ilike(places.address, literalPattern(address)),
      ),
    )
    .orderBy(places.createdAt)
    .limit(1);
  return rows[0] ?? null;
}

export async function createPlace(
  db: Database,
  options: { values: PlaceValues; createdById: string },
): Promise<PlaceRow> {
  const [row] = await db
    .insert(places)
    .values({ ...options.values, createdById: options.createdById })
    .returning();
  return row!;
}

export async function updatePlace(
  db: Database,
  id: string,
  options: { values: Partial<PlaceValues>; now: Date },
): Promise<PlaceRow | null> {
  const [row] = await db
    .update(places)
    .set({ ...options.values, updatedAt: options.now })
    .where(eq(places.id, id))
    .returning();
  return row ?? null;
}

/** How many users are interested in the place (interested_item_idx). */
export async function countPlaceInterests(db: Database, placeId: string): Promise<number> {
  const rows = await db.execute<{ count: string | number }>(
    sql`select count(*) as count from interested where item_type = 'place' and item_id = ${placeId}`,
  );
  const first = (rows as unknown as { rows?: { count: string | number }[] }).rows?.[0];
  return Number(first?.count ?? 0);
}
