import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant } from '../columns/timestamps.ts';
import { calendarSources } from './calendar-sources.table.ts';

/** What started a run: the first import, the hourly job, the host's "Sync now", or an uploaded file. */
export const CALENDAR_RUN_TRIGGERS = ['CONNECT', 'SCHEDULE', 'MANUAL', 'UPLOAD'] as const;
export type CalendarRunTrigger = (typeof CALENDAR_RUN_TRIGGERS)[number];

/**
 * How a run ended. IMPORTED: the events were compared and written; UNCHANGED: the content hash matched, nothing
 * was read further; NOT_MODIFIED: the server answered 304; FAILED: the fetch or the file could not be used.
 */
export const CALENDAR_RUN_OUTCOMES = ['IMPORTED', 'UNCHANGED', 'NOT_MODIFIED', 'FAILED'] as const;
export type CalendarRunOutcome = (typeof CALENDAR_RUN_OUTCOMES)[number];

/** One skipped line or event of a run, as the report names it. */
export interface CalendarRunSkip {
  uid: string | null;
  line: number | null;
  reason: string;
}

/**
 * The report of each import of a calendar (issue 26 Kept in sync: created, updated, unchanged, removed, skipped with
 * reasons, the last error), shown to the host. `skips` holds at most a few hundred entries (skippedCount counts
 * them all). Only the latest runs of a source are kept (pruneCalendarRuns).
 */
export const calendarImportRuns = pgTable(
  'calendar_import_runs',
  {
    id: idColumn(),
    /** Order of recording: runs started in the same millisecond (a fixed test clock) still read newest first. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sourceId: text('source_id')
      .notNull()
      .references(() => calendarSources.id, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    outcome: text('outcome').notNull(),
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at').notNull(),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    removedCount: integer('removed_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    /** Fields the host changed here that the calendar changed too: kept as the host left them. */
    keptEditsCount: integer('kept_edits_count').notNull().default(0),
    skips: jsonb('skips').$type<CalendarRunSkip[]>().notNull().default([]),
    errorCode: text('error_code'),
    error: text('error'),
  },
  (t) => [
    enumCheck('calendar_import_runs_trigger_check', t.trigger, CALENDAR_RUN_TRIGGERS),
    enumCheck('calendar_import_runs_outcome_check', t.outcome, CALENDAR_RUN_OUTCOMES),
    // A source's reports, newest first.
    index('calendar_import_runs_source_idx').on(t.sourceId, t.sequence),
  ],
);
