import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Where an experience stands with the editors (issue 23's review queue), one row per experience that was ever
 * submitted: when it last entered the queue, and the decision on that submission. The queue itself is the
 * experiences in PENDING_REVIEW (their publish state is the one truth); this row adds when they were submitted
 * (an experience put in review before this table existed has none and counts from its last write) and, once an
 * editor decided, what the host reads: approved, or rejected with the reason. Submitting again clears the
 * decision. Who decided what and when is also in the audit log (staff_actions), which nothing may change.
 */
export const experienceReviews = pgTable(
  'experience_reviews',
  {
    experienceId: text('experience_id')
      .primaryKey()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    submittedAt: instant('submitted_at').notNull(),
    /** Null while it waits; APPROVED or REJECTED once an editor decided. */
    decision: text('decision'),
    reason: text('reason'),
    decidedAt: instant('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'experience_reviews_decision_check',
      sql`(${t.decision} IS NULL AND ${t.decidedAt} IS NULL AND ${t.reason} IS NULL)
        OR (${t.decision} = 'APPROVED' AND ${t.decidedAt} IS NOT NULL AND ${t.reason} IS NULL)
        OR (${t.decision} = 'REJECTED' AND ${t.decidedAt} IS NOT NULL AND ${t.reason} IS NOT NULL)`,
    ),
  ],
);
