import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * First-party page-view counts (spec §2 analytics), aggregated per day, path and dimension so no visitor data
 * (address, user, agent) is ever stored. dimension '' counts the page itself; spec §9 dimensions (event page,
 * search page) add one row per value. Events other than page views (a search) are counted here too, under the
 * path 'event:<name>' (a path never starts that way).
 */
export const pageViewCounts = pgTable(
  'page_view_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    dimension: text('dimension').notNull().default(''),
    value: text('value').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'page_view_counts_pk', columns: [t.day, t.path, t.dimension, t.value] })],
);
