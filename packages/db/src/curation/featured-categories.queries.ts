/**
 * Featured categories per location (issue 23 curation): an editor sets the ordered list; GET /api/v1/categories
 * with a location answers it (featured_categories_location_position_idx).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import type { CategoryRow } from '../experiences/categories.queries.ts';
import { categories } from '../experiences/categories.table.ts';
import { recordStaffAction } from '../staff/staff-actions.queries.ts';
import { featuredCategories } from './featured-categories.table.ts';
import { lockLocation } from './location-lock.ts';

/** A location's featured categories in the editors' order. */
export async function listFeaturedCategories(db: Database, locationSlug: string): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      position: categories.position,
    })
    .from(featuredCategories)
    .innerJoin(categories, eq(categories.id, featuredCategories.categoryId))
    .where(eq(featuredCategories.locationSlug, locationSlug))
    .orderBy(asc(featuredCategories.position), asc(categories.name));
}

/** The categories of `slugs` that exist, by slug. */
export async function findCategoriesBySlug(
  db: Database,
  slugs: readonly string[],
): Promise<Map<string, CategoryRow>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      position: categories.position,
    })
    .from(categories)
    .where(inArray(categories.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, row]));
}

/**
 * Replaces a location's featured categories with `categoryIds` in their order and logs SET_FEATURED_CATEGORIES
 * (before and after, as slugs). Two editors saving at once: the location's row is locked first, so one save
 * applies after the other, whole. The same list again changes and logs nothing.
 */
export async function setFeaturedCategories(
  db: Database,
  options: { actorId: string; locationSlug: string; categories: readonly CategoryRow[]; now: Date },
): Promise<{ before: CategoryRow[]; after: CategoryRow[]; changed: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(lockLocation(options.locationSlug));
    const before = await listFeaturedCategories(tx, options.locationSlug);
    const slugs = (rows: readonly CategoryRow[]) => rows.map((row) => row.slug);
    const changed = slugs(before).join(',') !== slugs(options.categories).join(',');
    if (!changed) return { before, after: before, changed };
    await tx.delete(featuredCategories).where(eq(featuredCategories.locationSlug, options.locationSlug));
    if (options.categories.length > 0) {
      await tx.insert(featuredCategories).values(
        options.categories.map((category, position) => ({
          locationSlug: options.locationSlug,
          categoryId: category.id,
          position,
          createdAt: options.now,
        })),
      );
    }
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action: 'SET_FEATURED_CATEGORIES',
      targetType: 'LOCATION',
      targetId: options.locationSlug,
      before: { categories: slugs(before) },
      after: { categories: slugs(options.categories) },
      at: options.now,
    });
    return { before, after: await listFeaturedCategories(tx, options.locationSlug), changed };
  });
}
