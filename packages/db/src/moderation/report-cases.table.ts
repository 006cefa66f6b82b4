import { REPORT_CASE_STATES, REPORT_REASONS, REPORT_SUBJECT_TYPES } from '@happenings/domain/moderation';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/**
 * The moderators' queue (issue 23): the reports of one item grouped into one case, for the item's whole life.
 * OPEN while it waits for a moderator; RESOLVED once one acted on the item (hide, remove, restore, a warning or a
 * ban of its author); DISMISSED when one closed it without acting. A report from an account that had not reported
 * the item before reopens a closed case. `reporter_count` counts the distinct accounts that ever reported it;
 * `opened_at` is when it last opened, so the auto-hide threshold counts only reports a moderator has not seen.
 * A case may hold no report at all: a new account's comment carrying a link opens one to wait for review.
 */
export const reportCases = pgTable(
  'report_cases',
  {
    id: idColumn(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    state: text('state').notNull().default('OPEN'),
    reporterCount: integer('reporter_count').notNull().default(0),
    openedAt: instant('opened_at').notNull().defaultNow(),
    lastReportedAt: instant('last_reported_at'),
    /** The moderators' note on their last decision (a dismissal's note, an action's reason). */
    note: text('note'),
    /** What the last decision was (a staff action, e.g. DISMISS_REPORTS, HIDE_CONTENT). */
    decision: text('decision'),
    decidedAt: instant('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('report_cases_subject_type_check', t.subjectType, REPORT_SUBJECT_TYPES),
    enumCheck('report_cases_state_check', t.state, REPORT_CASE_STATES),
    uniqueIndex('report_cases_subject_idx').on(t.subjectType, t.subjectId),
    // The queue: open cases, most-reported first, then the oldest.
    index('report_cases_queue_idx').on(t.state, t.reporterCount.desc(), t.openedAt, t.id),
    index('report_cases_open_idx').on(t.openedAt).where(sql`${t.state} = 'OPEN'`),
  ],
);

/**
 * One account's report of one item: kept once per account and item (a second report answers the first), so no
 * account counts twice toward a case.
 */
export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    caseId: text('case_id')
      .notNull()
      .references(() => reportCases.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('reports_subject_type_check', t.subjectType, REPORT_SUBJECT_TYPES),
    enumCheck('reports_reason_check', t.reason, REPORT_REASONS),
    uniqueIndex('reports_reporter_subject_idx').on(t.reporterId, t.subjectType, t.subjectId),
    index('reports_case_idx').on(t.caseId, t.createdAt, t.id),
  ],
);

export type ReportCaseRow = typeof reportCases.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
