/**
 * What moderation takes out of view (issue 23), as SQL conditions that run inside the queries reading the content,
 * never a second query per row:
 * - an item a moderator (or the system) hid or removed is seen by its author only, who reads on it that it was
 *   hidden or removed and why (a removal is final: nothing restores it);
 * - everything by a suspended or banned account is seen by nobody else until the ban ends (`ban_expires` passed,
 *   read at query time, so a suspension ends by itself without a job) or is lifted.
 * Each condition is a primary-key probe: moderated_items by (subject_type, subject_id), users by id.
 */
import type { ReportSubjectType } from '@happenings/domain/moderation';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';

/** The viewer (null: signed out), or an SQL expression naming them per row of an outer query. */
export type ModerationViewer = string | SQL | null | undefined;

type Expression = AnyPgColumn | SQL;

/**
 * The account in `author` is suspended or banned now (better-auth admin plugin fields). A scalar subquery, so it
 * stays a primary-key probe per row: written as EXISTS, the planner may turn it into a hash of every banned row,
 * read by a scan of the whole users table.
 */
export function isAuthorBanned(author: Expression): SQL {
  return sql`coalesce((SELECT banned_author.banned AND (banned_author.ban_expires IS NULL OR banned_author.ban_expires > now())
    FROM users banned_author WHERE banned_author.id = ${author}), false)`;
}

/**
 * The item (`subjectType`, its id in `id`, written by `author`) is not taken out of view for `viewer`: neither
 * hidden nor removed unless the viewer wrote it, and not by a banned account unless the viewer is that account.
 */
export function notModeratedFor(
  subjectType: ReportSubjectType,
  id: Expression,
  author: Expression | null,
  viewer: ModerationViewer,
): SQL {
  const isAuthor = author && viewer ? sql`(${author} IS NOT DISTINCT FROM ${viewer})` : sql`false`;
  const hidden = sql`NOT EXISTS (SELECT 1 FROM moderated_items moderated WHERE moderated.subject_type = ${subjectType}
    AND moderated.subject_id = ${id} AND NOT (${isAuthor}))`;
  if (!author) return hidden;
  return sql`(${hidden} AND (${isAuthor} OR NOT ${isAuthorBanned(author)}))`;
}

/**
 * For a lookup of one item already in hand (its id and author): whether moderation keeps it from `viewer`. One
 * statement of two primary-key probes.
 */
export async function isHiddenByModeration(
  db: Database,
  options: {
    subjectType: ReportSubjectType;
    subjectId: string;
    authorId: string | null;
    viewer: ModerationViewer;
  },
): Promise<boolean> {
  const author = options.authorId === null ? null : sql`${options.authorId}::text`;
  const rows = await queryRows<{ hidden: boolean }>(
    db,
    sql`SELECT NOT ${notModeratedFor(options.subjectType, sql`${options.subjectId}::text`, author, options.viewer)} AS hidden`,
  );
  return rows[0]?.hidden === true;
}
