import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { lockLocation } from '../curation/location-lock.ts';
import { recordStaffAction } from '../staff/staff-actions.queries.ts';
import { searchRecommendations } from './search-recommendations.table.ts';

export type SearchRecommendationRow = typeof searchRecommendations.$inferSelect;

/** Active search suggestions of a location and site-wide ones, highlighted first, then in position order. */
export function listSearchRecommendations(
  db: Database,
  options: { locationSlug: string; limit: number },
): Promise<SearchRecommendationRow[]> {
  return db
    .select()
    .from(searchRecommendations)
    .where(
      and(
        eq(searchRecommendations.isActive, true),
        or(
          isNull(searchRecommendations.locationSlug),
          eq(searchRecommendations.locationSlug, options.locationSlug),
        ),
      ),
    )
    .orderBy(
      desc(searchRecommendations.isHighlighted),
      asc(searchRecommendations.position),
      asc(searchRecommendations.label),
    )
    .limit(options.limit);
}

/** Every suggestion of a location (inactive ones too), in position order: the editors' list. */
export function listLocationSearchRecommendations(
  db: Database,
  locationSlug: string,
): Promise<SearchRecommendationRow[]> {
  return db
    .select()
    .from(searchRecommendations)
    .where(eq(searchRecommendations.locationSlug, locationSlug))
    .orderBy(asc(searchRecommendations.position), asc(searchRecommendations.label));
}

/** What an editor sets on a suggestion: a query to run or an item to open (or both), and how it shows. */
export interface SearchRecommendationFields {
  label: string;
  query: string | null;
  itemType: string | null;
  itemId: string | null;
  isHighlighted: boolean;
  isActive: boolean;
}

const FIELDS = ['label', 'query', 'itemType', 'itemId', 'isHighlighted', 'isActive'] as const;
const fieldsOf = (row: SearchRecommendationRow): SearchRecommendationFields =>
  Object.fromEntries(FIELDS.map((field) => [field, row[field]])) as unknown as SearchRecommendationFields;

/** Adds a suggestion at the end of the location's list and logs CREATE_SEARCH_RECOMMENDATION. */
export async function createSearchRecommendation(
  db: Database,
  options: { actorId: string; locationSlug: string; fields: SearchRecommendationFields; now: Date },
): Promise<SearchRecommendationRow> {
  return db.transaction(async (tx) => {
    await tx.execute(lockLocation(options.locationSlug));
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${searchRecommendations.position}), -1)`.mapWith(Number) })
      .from(searchRecommendations)
      .where(eq(searchRecommendations.locationSlug, options.locationSlug));
    const [row] = await tx
      .insert(searchRecommendations)
      .values({
        ...options.fields,
        locationSlug: options.locationSlug,
        position: (last?.position ?? -1) + 1,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning();
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action: 'CREATE_SEARCH_RECOMMENDATION',
      targetType: 'SEARCH_RECOMMENDATION',
      targetId: row!.id,
      before: null,
      after: { location: options.locationSlug, ...fieldsOf(row!) },
      at: options.now,
    });
    return row!;
  });
}

export type RecommendationUpdate =
  | { outcome: 'not-found' }
  /** It would neither run a query nor open an item. */
  | { outcome: 'empty' }
  | { outcome: 'done'; row: SearchRecommendationRow };

/**
 * Changes the given fields of a suggestion (its row locked) and logs UPDATE_SEARCH_RECOMMENDATION with those
 * fields before and after. Nothing changed: nothing logged.
 */
export async function updateSearchRecommendation(
  db: Database,
  options: { actorId: string; id: string; changes: Partial<SearchRecommendationFields>; now: Date },
): Promise<RecommendationUpdate> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(searchRecommendations)
      .where(eq(searchRecommendations.id, options.id))
      .for('update');
    if (!current) return { outcome: 'not-found' };
    const next = { ...fieldsOf(current), ...options.changes };
    if (!next.query && !next.itemId) return { outcome: 'empty' };
    const touched = FIELDS.filter((field) => next[field] !== current[field]);
    if (touched.length === 0) return { outcome: 'done', row: current };
    const [row] = await tx
      .update(searchRecommendations)
      .set({ ...next, updatedAt: options.now })
      .where(eq(searchRecommendations.id, options.id))
      .returning();
    const pick = (source: SearchRecommendationFields) =>
      Object.fromEntries(touched.map((field) => [field, source[field]]));
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action: 'UPDATE_SEARCH_RECOMMENDATION',
      targetType: 'SEARCH_RECOMMENDATION',
      targetId: options.id,
      before: pick(fieldsOf(current)),
      after: pick(next),
      at: options.now,
    });
    return { outcome: 'done', row: row! };
  });
}

/** Deletes a suggestion and logs DELETE_SEARCH_RECOMMENDATION with what it was; false when it does not exist. */
export async function deleteSearchRecommendation(
  db: Database,
  options: { actorId: string; id: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(searchRecommendations)
      .where(eq(searchRecommendations.id, options.id))
      .returning();
    if (!row) return false;
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action: 'DELETE_SEARCH_RECOMMENDATION',
      targetType: 'SEARCH_RECOMMENDATION',
      targetId: options.id,
      before: { location: row.locationSlug, position: row.position, ...fieldsOf(row) },
      after: null,
      at: options.now,
    });
    return true;
  });
}

export type ReorderOutcome =
  | { outcome: 'mismatch'; missing: string[]; unknown: string[] }
  | { outcome: 'done'; rows: SearchRecommendationRow[]; changed: boolean };

/**
 * Puts a location's suggestions in the order of `ids`, which must name each of them once (a list read before
 * another editor added or deleted one is refused, not half applied), and logs REORDER_SEARCH_RECOMMENDATIONS.
 */
export async function reorderSearchRecommendations(
  db: Database,
  options: { actorId: string; locationSlug: string; ids: readonly string[]; now: Date },
): Promise<ReorderOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(lockLocation(options.locationSlug));
    const current = await listLocationSearchRecommendations(tx, options.locationSlug);
    const known = new Set(current.map((row) => row.id));
    const asked = new Set(options.ids);
    const missing = current.map((row) => row.id).filter((id) => !asked.has(id));
    const unknown = options.ids.filter((id) => !known.has(id));
    if (missing.length > 0 || unknown.length > 0) return { outcome: 'mismatch', missing, unknown };
    const before = current.map((row) => row.id);
    const changed = before.join(',') !== options.ids.join(',');
    if (!changed) return { outcome: 'done', rows: current, changed };
    for (const [position, id] of options.ids.entries()) {
      await tx
        .update(searchRecommendations)
        .set({ position, updatedAt: options.now })
        .where(eq(searchRecommendations.id, id));
    }
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action: 'REORDER_SEARCH_RECOMMENDATIONS',
      targetType: 'LOCATION',
      targetId: options.locationSlug,
      before: { order: before },
      after: { order: [...options.ids] },
      at: options.now,
    });
    return {
      outcome: 'done',
      rows: await listLocationSearchRecommendations(tx, options.locationSlug),
      changed,
    };
  });
}
