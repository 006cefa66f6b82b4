import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns/timestamps.ts';

/**
 * spec §3 Location: the city areas the product covers (boston-ma, washington-dc), each with its bounding box.
 * The slug is the key everything else refers to (cookie `location`, routes /{location}).
 */
export const locations = pgTable(
  'locations',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    searchParam: text('search_param').notNull(),
    shortName: text('short_name').notNull(),
    /** spec §3: the second spelling of the city ('boston' for boston-ma). */
    city: text('city').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    identifier: text('identifier').notNull(),
    landingPage: text('landing_page'),
    isAppSupported: boolean('is_app_supported').notNull().default(false),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    neLat: doublePrecision('ne_lat').notNull(),
    neLng: doublePrecision('ne_lng').notNull(),
    swLat: doublePrecision('sw_lat').notNull(),
    swLng: doublePrecision('sw_lng').notNull(),
    ...timestamps(),
  },
  (t) => [
    // spec §4: exactly one default location (boston-ma); a partial unique index allows at most one.
    uniqueIndex('locations_single_default_idx').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);
