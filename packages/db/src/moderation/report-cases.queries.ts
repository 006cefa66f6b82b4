/**
 * Reading the moderators' queue (issue 23): cases most-reported first, then the longest waiting, keyset paged on
 * (reporter_count DESC, opened_at, id) over report_cases_queue_idx; one case with its reports; and, for a page of
 * cases, what each item is (a preview with its author) and where it stands, in one statement per kind of item
 * on the page, never one per case.
 */
import type { ReportSubjectType } from '@happenings/domain/moderation';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { collections } from '../collections/collections.table.ts';
import { comments } from '../comments/comments.table.ts';
import { experiences } from '../experiences/experiences.table.ts';
import type { MediaItem } from '../media/media-item.ts';
import { posts } from '../posts/posts.table.ts';
import { roundups } from '../roundups/roundups.table.ts';
import { type KeysetCursor, keysetInstant } from '../users/keyset-cursor.ts';
import { users } from '../users/users.table.ts';
import { type ModeratedItemRow, moderatedItems } from './moderated-items.table.ts';
import { type ReportCaseRow, type ReportRow, reportCases, reports } from './report-cases.table.ts';

export type { ModeratedItemRow } from './moderated-items.table.ts';

type UserRow = typeof users.$inferSelect;

export interface ReportCaseListOptions {
  state: ReportCaseRow['state'];
  subjectType?: ReportSubjectType | undefined;
  limit: number;
  /** `at`: opened_at; `key`: "<reporter_count>|<id>". */
  cursor?: KeysetCursor | undefined;
}

function afterCaseCursor(cursor: KeysetCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const separator = cursor.key.indexOf('|');
  const count = Number(cursor.key.slice(0, separator));
  const id = cursor.key.slice(separator + 1);
  if (separator < 0 || !Number.isInteger(count)) return sql`FALSE`;
  return sql`(${reportCases.reporterCount} < ${count} OR (${reportCases.reporterCount} = ${count}
    AND (${reportCases.openedAt}, ${reportCases.id}) > (${cursor.at}::timestamptz, ${id})))`;
}

export async function listReportCases(
  db: Database,
  options: ReportCaseListOptions,
): Promise<{ rows: ReportCaseRow[]; next: KeysetCursor | null }> {
  const rows = await db
    .select({ reportCase: reportCases, cursorAt: keysetInstant(reportCases.openedAt) })
    .from(reportCases)
    .where(
      and(
        eq(reportCases.state, options.state),
        options.subjectType ? eq(reportCases.subjectType, options.subjectType) : undefined,
        afterCaseCursor(options.cursor),
      ),
    )
    .orderBy(
      sql`${reportCases.reporterCount} DESC NULLS LAST`,
      asc(reportCases.openedAt),
      asc(reportCases.id),
    )
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => row.reportCase),
    next:
      rows.length > options.limit && last
        ? { at: last.cursorAt, key: `${last.reportCase.reporterCount}|${last.reportCase.id}` }
        : null,
  };
}

export async function findReportCase(db: Database, id: string): Promise<ReportCaseRow | null> {
  const [row] = await db.select().from(reportCases).where(eq(reportCases.id, id));
  return row ?? null;
}

/** How many open cases wait (the back office's navigation). Over report_cases_open_idx. */
export async function countOpenReportCases(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reportCases)
    .where(eq(reportCases.state, 'OPEN'));
  return Number(row?.count ?? 0);
}

/** The reports of one case, oldest first, with each reporter's account (null once deleted). */
export async function listCaseReports(
  db: Database,
  caseId: string,
): Promise<{ report: ReportRow; reporter: UserRow | null }[]> {
  return db
    .select({ report: reports, reporter: users })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(eq(reports.caseId, caseId))
    .orderBy(asc(reports.createdAt), asc(reports.id));
}

/** Per case, how many of its reports give each reason. */
export async function countCaseReasons(
  db: Database,
  caseIds: readonly string[],
): Promise<Map<string, Record<string, number>>> {
  const counts = new Map<string, Record<string, number>>();
  if (caseIds.length === 0) return counts;
  const rows = await db
    .select({ caseId: reports.caseId, reason: reports.reason, count: sql<number>`count(*)::int` })
    .from(reports)
    .where(inArray(reports.caseId, [...new Set(caseIds)]))
    .groupBy(reports.caseId, reports.reason);
  for (const row of rows) {
    const entry = counts.get(row.caseId) ?? {};
    entry[row.reason] = Number(row.count);
    counts.set(row.caseId, entry);
  }
  return counts;
}

export interface SubjectKey {
  subjectType: ReportSubjectType;
  subjectId: string;
}

export const subjectKey = (subject: SubjectKey) => `${subject.subjectType}:${subject.subjectId}`;

/** Where each item stands: its moderated_items row, keyed by subjectKey(). */
export async function findModerations(
  db: Database,
  subjects: readonly SubjectKey[],
): Promise<Map<string, ModeratedItemRow>> {
  const found = new Map<string, ModeratedItemRow>();
  if (subjects.length === 0) return found;
  const rows = await db
    .select()
    .from(moderatedItems)
    .where(
      sql`(${moderatedItems.subjectType}, ${moderatedItems.subjectId}) IN (${sql.join(
        subjects.map((s) => sql`(${s.subjectType}, ${s.subjectId})`),
        sql`, `,
      )})`,
    );
  for (const row of rows) found.set(subjectKey(row as SubjectKey), row);
  return found;
}

export interface SubjectPreview {
  title: string | null;
  text: string | null;
  /** Its page on the website. */
  path: string | null;
  author: UserRow | null;
  /** A post's photo or video: what was reported is often the picture, not the words. */
  media?: MediaItem | null;
}

const excerpt = (text: string | null | undefined, length = 280) =>
  text ? (text.length > length ? `${text.slice(0, length - 1)}…` : text) : null;

/**
 * What each item is, keyed by subjectKey(); an item deleted since is absent. One statement per kind of item on
 * the page, with the author joined.
 */
export async function findSubjectPreviews(
  db: Database,
  subjects: readonly SubjectKey[],
): Promise<Map<string, SubjectPreview>> {
  const previews = new Map<string, SubjectPreview>();
  const idsOf = (type: ReportSubjectType) => [
    ...new Set(subjects.filter((s) => s.subjectType === type).map((s) => s.subjectId)),
  ];
  const put = (type: ReportSubjectType, id: string, preview: SubjectPreview) =>
    previews.set(subjectKey({ subjectType: type, subjectId: id }), preview);

  const experienceIds = idsOf('experience');
  if (experienceIds.length > 0) {
    const rows = await db
      .select({ item: experiences, author: users })
      .from(experiences)
      .leftJoin(users, eq(users.id, experiences.creatorId))
      .where(inArray(experiences.id, experienceIds));
    for (const { item, author } of rows) {
      put('experience', item.id, {
        title: item.name,
        text: excerpt(item.shortDescription),
        path: `/event/${item.slug}`,
        author,
      });
    }
  }
  const commentIds = idsOf('comment');
  if (commentIds.length > 0) {
    const rows = await db
      .select({ item: comments, author: users, experienceSlug: experiences.slug, roundupSlug: roundups.slug })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .leftJoin(
        experiences,
        and(eq(comments.subjectType, 'experience'), eq(experiences.id, comments.subjectId)),
      )
      .leftJoin(
        roundups,
        and(eq(comments.subjectType, 'crowd-sourced-roundup'), eq(roundups.id, comments.subjectId)),
      )
      .where(inArray(comments.id, commentIds));
    for (const { item, author, experienceSlug, roundupSlug } of rows) {
      if (item.deletedAt) continue;
      put('comment', item.id, {
        title: null,
        text: excerpt(item.body, 1000),
        path: experienceSlug ? `/event/${experienceSlug}` : roundupSlug ? `/roundup/${roundupSlug}` : null,
        author,
      });
    }
  }
  const roundupIds = idsOf('crowd-sourced-roundup');
  if (roundupIds.length > 0) {
    const rows = await db
      .select({ item: roundups, author: users })
      .from(roundups)
      .leftJoin(users, eq(users.id, roundups.creatorId))
      .where(inArray(roundups.id, roundupIds));
    for (const { item, author } of rows) {
      put('crowd-sourced-roundup', item.id, {
        title: item.title,
        text: excerpt(item.description),
        path: `/roundup/${item.slug}`,
        author,
      });
    }
  }
  const collectionIds = idsOf('collection');
  if (collectionIds.length > 0) {
    const rows = await db
      .select({ item: collections, author: users })
      .from(collections)
      .leftJoin(users, eq(users.id, collections.ownerId))
      .where(inArray(collections.documentId, collectionIds));
    for (const { item, author } of rows) {
      put('collection', item.documentId, {
        title: item.name,
        text: excerpt(item.description),
        path: `/collection/${item.documentId}`,
        author,
      });
    }
  }
  const postIds = idsOf('post');
  if (postIds.length > 0) {
    const rows = await db
      .select({ item: posts, author: users })
      .from(posts)
      .leftJoin(users, eq(users.id, posts.userId))
      .where(inArray(posts.id, postIds));
    for (const { item, author } of rows) {
      put('post', item.id, {
        title: null,
        text: excerpt(item.body, 1000),
        path: `/post/${item.id}`,
        author,
        media: item.media[0] ?? null,
      });
    }
  }
  const userIds = idsOf('user');
  if (userIds.length > 0) {
    const rows = await db.select().from(users).where(inArray(users.id, userIds));
    for (const user of rows) {
      const username = user.displayUsername ?? user.username;
      put('user', user.id, {
        title: user.name,
        text: null,
        path: username ? `/u/${encodeURIComponent(username)}` : null,
        author: user,
      });
    }
  }
  return previews;
}
