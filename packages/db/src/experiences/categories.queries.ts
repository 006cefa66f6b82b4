/**
 * The category list (spec §7 GET /events?categories=..., the search page's category filter, onboarding interests).
 */
import { asc } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { categories } from './categories.table.ts';

export interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  position: number;
}

/** Every category in display order (position, then name). */
export async function listCategories(db: Database): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      position: categories.position,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
}
