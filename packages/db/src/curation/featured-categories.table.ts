import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';
import { categories } from '../experiences/categories.table.ts';
import { locations } from '../locations/locations.table.ts';

/**
 * The categories an editor features in a location (issue 23 curation), in the editor's order: GET
 * /api/v1/categories?location= answers them first, for the search page's chips and the app's pickers.
 */
export const featuredCategories = pgTable(
  'featured_categories',
  {
    locationSlug: text('location_slug')
      .notNull()
      .references(() => locations.slug, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'featured_categories_pk', columns: [t.locationSlug, t.categoryId] }),
    // A location's list is read in order.
    index('featured_categories_location_position_idx').on(t.locationSlug, t.position),
  ],
);
