import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';
import { experiences } from './experiences.table.ts';

/**
 * Materialised occurrences: each experience's schedule expanded with @happenings/domain for a rolling window
 * (about 400 days), rewritten on every write of the experience and extended by a periodic job.
 *
 * The fields the map/list queries filter on (location, coordinates, categories, publish state, status) are
 * copied from the experience so that "events in this box between these instants" is one indexed query with no
 * join. Writers of experiences must refresh these rows in the same transaction.
 */
export const occurrences = pgTable(
  'occurrences',
  {
    experienceId: text('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    /** Never null: an occurrence without an end ends when it starts (the expansion fills it in). */
    endsAt: instant('ends_at').notNull(),
    /** The local date the occurrence starts on, in the experience's zone (spec §4 "happening today"). */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** True for all-day days (no start time): display says 'All day' (spec §9). */
    isAllDay: boolean('is_all_day').notNull().default(false),
    locationSlug: text('location_slug'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    publishState: text('publish_state').notNull(),
    status: text('status'),
    isBoosted: boolean('is_boosted').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'occurrences_pk', columns: [t.experienceId, t.startsAt] }),
    // spec §7 GET /events (xmin..ymax, start, end): a two-column GiST index on the point and the time range finds
    // the occurrences already running at the window's start inside the box; both operator classes are built in
    // (no btree_gist, no PostGIS).
    index('occurrences_box_time_idx').using(
      'gist',
      sql`point(${t.lng}, ${t.lat})`,
      sql`tstzrange(${t.startsAt}, ${t.endsAt}, '[]')`,
    ),
    // spec §7 GET /events: the occurrences starting in the window, read in page order (events.queries.ts).
    index('occurrences_published_starts_idx')
      .on(t.startsAt, t.experienceId)
      .where(sql`publish_state = 'PUBLISHED'`),
    // Location pages and discover rows: "in boston-ma on these dates".
    index('occurrences_location_date_idx').on(t.locationSlug, t.localDate, t.startsAt),
    index('occurrences_categories_idx').using('gin', t.categories),
  ],
);
