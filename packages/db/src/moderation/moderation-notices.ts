/**
 * Moderation changes what public answers show without writing the rows they are made of, so it announces them on
 * the same channel the rows' triggers use (migration 0020, row_changes): every API process then drops the answers
 * it keeps about the item (its page, and the lists of its table). Sent inside the decision's transaction, so the
 * notice is delivered when, and only if, it commits.
 */
import type { ReportSubjectType } from '@happenings/domain/moderation';
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';

/** The table of each kind of item, as the row_changes notices name it. */
const SUBJECT_TABLES: Record<ReportSubjectType, string> = {
  experience: 'experiences',
  post: 'posts',
  'crowd-sourced-roundup': 'crowd_sourced_roundups',
  collection: 'collections',
  comment: 'comments',
  user: 'users',
};

/** One item hidden, removed or shown again. Collections are named by document id here: their whole table. */
export async function announceModeratedItem(
  tx: Database,
  subject: { subjectType: ReportSubjectType; subjectId: string },
): Promise<void> {
  const table = SUBJECT_TABLES[subject.subjectType];
  const rows = subject.subjectType === 'collection' ? '*' : `s:${subject.subjectId}`;
  await tx.execute(sql`SELECT pg_notify('row_changes', ${`${table}|${rows}`})`);
}

/** Everything an account wrote shows or hides at once (a ban, its end): every content table, whole. */
export async function announceAuthorContent(tx: Database): Promise<void> {
  for (const table of ['experiences', 'posts', 'crowd_sourced_roundups', 'collections', 'comments']) {
    await tx.execute(sql`SELECT pg_notify('row_changes', ${`${table}|*`})`);
  }
}
