import { STREAM_ITEM_TYPES } from '@happenings/domain/enums';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { timestamps } from '../columns/timestamps.ts';
import { locations } from '../locations/locations.table.ts';

/**
 * spec §7 stream configuration: the rows of a location page, each an endpoint (e.g. /discover/happening-today)
 * called with location, cursor, limit (default 10) and weekStartDate, shown under a title, linked to its
 * see-all page /{stream}/{slug}.
 */
export const streams = pgTable(
  'streams',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    locationSlug: text('location_slug')
      .notNull()
      .references(() => locations.slug, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    itemType: text('item_type').notNull(),
    endpoint: text('endpoint').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    limit: integer('limit').notNull().default(10),
    position: integer('position').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('streams_location_slug_idx').on(t.locationSlug, t.slug),
    enumCheck('streams_item_type_check', t.itemType, STREAM_ITEM_TYPES),
  ],
);
