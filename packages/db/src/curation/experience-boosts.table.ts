import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, timestamps } from '../columns/timestamps.ts';
import { experiences } from '../experiences/experiences.table.ts';

/**
 * How long an editor boosted an experience (issue 23 curation; spec §3 Experience.isBoosted, §7 GET /events/boosted).
 * experiences.is_boosted (and its copy on occurrences) stays the flag the public reads filter on; this row says
 * until when it holds. The reads compare boosted_until with their own "now", so an expired boost stops showing at
 * that instant with no job having to run first (an experience boosted with no row here, as in older data, holds
 * until an editor unboosts it).
 */
export const experienceBoosts = pgTable(
  'experience_boosts',
  {
    experienceId: text('experience_id')
      .primaryKey()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    boostedUntil: instant('boosted_until').notNull(),
    /** The editor who boosted it last (no foreign key: the audit log names them too, and outlives accounts). */
    boostedById: text('boosted_by_id'),
    ...timestamps(),
  },
  (t) => [index('experience_boosts_until_idx').on(t.boostedUntil)],
);
