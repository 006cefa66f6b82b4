import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { timestamps } from '../columns/timestamps.ts';
import { experiences } from './experiences.table.ts';

/** Categories an experience is filed under (spec §7 GET /events?categories=...; §9 lookups in chunks of ten). */
export const categories = pgTable('categories', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  ...timestamps(),
});

/** Which categories an experience has; the slugs are also copied onto its occurrences for the map query. */
export const experienceCategories = pgTable(
  'experience_categories',
  {
    experienceId: text('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'experience_categories_pk', columns: [t.experienceId, t.categoryId] }),
    index('experience_categories_category_idx').on(t.categoryId, t.experienceId),
  ],
);
