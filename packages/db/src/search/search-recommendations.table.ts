import { ITEM_TYPES } from '@happenings/domain/enums';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { nullableEnumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { timestamps } from '../columns/timestamps.ts';
import { locations } from '../locations/locations.table.ts';

/**
 * spec §3 searchRecommendations / §7 GET /recommendations: suggestions on the search page, either a query to
 * run or an item to open.
 */
export const searchRecommendations = pgTable(
  'search_recommendations',
  {
    id: idColumn(),
    label: text('label').notNull(),
    query: text('query'),
    itemType: text('item_type'),
    itemId: text('item_id'),
    locationSlug: text('location_slug').references(() => locations.slug, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    isHighlighted: boolean('is_highlighted').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    nullableEnumCheck('search_recommendations_item_type_check', t.itemType, ITEM_TYPES),
    index('search_recommendations_location_idx').on(t.locationSlug, t.position),
  ],
);
