import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { timestamps } from '../columns/timestamps.ts';
import { locations } from '../locations/locations.table.ts';

/** spec §3 featureTags: editorial tags shown as chips (field shapes not shown; name, slug, order, location). */
export const featureTags = pgTable(
  'feature_tags',
  {
    id: idColumn(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    locationSlug: text('location_slug').references(() => locations.slug, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('feature_tags_location_idx').on(t.locationSlug, t.position)],
);
