import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';
import { experiences } from '../experiences/experiences.table.ts';

/**
 * Interest scores of experiences, recomputed from `interested` by a periodic job (refreshExperienceScores):
 * the trending score (interests of the 7 days before `computed_at`, each weighted 0.5^(age / 2 days)) and the
 * count of the 30 days before it. Only experiences with an interest in those 30 days have a row. Reading a
 * stream is then an index scan in score order instead of an aggregate over every recent interest.
 */
export const experienceScores = pgTable(
  'experience_scores',
  {
    experienceId: text('experience_id')
      .primaryKey()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    locationSlug: text('location_slug'),
    trending: doublePrecision('trending').notNull(),
    recentCount: integer('recent_count').notNull(),
    computedAt: instant('computed_at').notNull(),
  },
  (t) => [
    // The streams order by the negated score (ascending keys, see stream-page.ts), so the index holds that
    // expression and a page is the first rows of one location's range.
    index('experience_scores_trending_idx')
      .on(t.locationSlug, sql`(-${t.trending})`, t.experienceId)
      .where(sql`${t.trending} > 0`),
    index('experience_scores_recent_idx').on(
      t.locationSlug,
      sql`(-(${t.recentCount})::float8)`,
      t.experienceId,
    ),
  ],
);
