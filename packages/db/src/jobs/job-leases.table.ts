import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';

/**
 * A lease per periodic job (e.g. 'refresh-occurrences'), so that with several server processes only one runs it
 * at a time: a process takes the lease with an UPDATE ... WHERE locked_until < now() and runs the job if it won.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  lockedBy: text('locked_by'),
  lockedUntil: instant('locked_until'),
  lastStartedAt: instant('last_started_at'),
  lastFinishedAt: instant('last_finished_at'),
  lastError: text('last_error'),
});
