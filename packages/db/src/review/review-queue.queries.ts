/**
 * The editors' review queue (issue 23): experiences in PENDING_REVIEW, oldest submission first, in every location
 * or one (experiences_pending_review_idx finds the few waiting among all experiences), keyset paged on (submitted
 * at, id). Each row carries what an editor weighs: the experience, the account that submitted it (its creator),
 * how many of that account's experiences were ever published and whether an editor trusts it.
 */
import { and, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import type { ExperienceRow } from '../experiences/experiences.queries.ts';
import { experiences } from '../experiences/experiences.table.ts';
import type { KeysetCursor } from '../users/keyset-cursor.ts';
import { keysetInstant } from '../users/keyset-cursor.ts';
import type { UserRow } from '../users/users.queries.ts';
import { users } from '../users/users.table.ts';
import { experienceReviews } from './experience-reviews.table.ts';

export type ExperienceReviewRow = typeof experienceReviews.$inferSelect;

export interface ReviewQueueRow {
  experience: ExperienceRow;
  /** When it entered the queue (an experience submitted before reviews were kept: its last write). */
  submittedAt: Date;
  /** The account that submitted it; null when that account is gone. */
  creator: UserRow | null;
  /** How many of the creator's experiences were ever published (their history with the guide). */
  creatorPublishedCount: number;
  cursorAt: string;
  cursorKey: string;
}

const submittedAt = sql<Date>`coalesce(${experienceReviews.submittedAt}, ${experiences.updatedAt})`.mapWith(
  experiences.updatedAt,
);

/** Experiences of the creator ever published: their count, probed per row through experiences_creator_idx. */
const creatorPublishedCount = sql<number>`(
  SELECT count(*)::int FROM experiences AS mine
   WHERE mine.creator_id = ${experiences.creatorId} AND mine.published_at IS NOT NULL)`;

function selectQueue(db: Database, where: SQL | undefined) {
  return db
    .select({
      experience: experiences,
      submittedAt,
      creator: users,
      creatorPublishedCount,
      cursorAt: keysetInstant(sql`coalesce(${experienceReviews.submittedAt}, ${experiences.updatedAt})`),
      cursorKey: sql<string>`${experiences.id}`,
    })
    .from(experiences)
    .leftJoin(experienceReviews, eq(experienceReviews.experienceId, experiences.id))
    .leftJoin(users, eq(users.id, experiences.creatorId))
    .where(and(eq(experiences.publishState, 'PENDING_REVIEW'), where));
}

/** `(submitted at, id) > cursor`: the rows after the cursor in oldest-first order; true without one. */
function isAfterAscending(cursor: KeysetCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(coalesce(${experienceReviews.submittedAt}, ${experiences.updatedAt}), ${experiences.id})
    > (${cursor.at}::timestamptz, ${cursor.key})`;
}

/** One page of the queue, oldest submission first, with the cursor of the next. */
export async function listReviewQueue(
  db: Database,
  options: { locationSlug?: string | undefined; limit: number; cursor?: KeysetCursor | undefined },
): Promise<{ rows: ReviewQueueRow[]; next: KeysetCursor | null }> {
  const rows = await selectQueue(
    db,
    and(
      options.locationSlug === undefined ? undefined : eq(experiences.locationSlug, options.locationSlug),
      isAfterAscending(options.cursor),
    ),
  )
    .orderBy(sql`coalesce(${experienceReviews.submittedAt}, ${experiences.updatedAt})`, experiences.id)
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > options.limit && last ? { at: last.cursorAt, key: last.cursorKey } : null,
  };
}

/** One experience waiting in the queue, as the queue lists it; null when it is not waiting. */
export async function findReviewQueueItem(
  db: Database,
  experienceId: string,
): Promise<ReviewQueueRow | null> {
  const [row] = await selectQueue(db, eq(experiences.id, experienceId)).limit(1);
  return row ?? null;
}

/** How many experiences wait for an editor: in all, and per location ('' for those without one). */
export async function countPendingReviews(
  db: Database,
): Promise<{ total: number; byLocation: Map<string, number> }> {
  const rows = await db
    .select({ locationSlug: experiences.locationSlug, n: count() })
    .from(experiences)
    .where(eq(experiences.publishState, 'PENDING_REVIEW'))
    .groupBy(experiences.locationSlug);
  const byLocation = new Map(rows.map((row) => [row.locationSlug ?? '', row.n]));
  return { total: rows.reduce((sum, row) => sum + row.n, 0), byLocation };
}

/** How many of the account's experiences were ever published (the review rule's newcomer count). */
export async function countPublishedExperiencesBy(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(experiences)
    .where(and(eq(experiences.creatorId, userId), isNotNull(experiences.publishedAt)));
  return row?.n ?? 0;
}

/** The review rows of these experiences (those ever submitted), keyed by experience id. */
export async function listExperienceReviews(
  db: Database,
  experienceIds: readonly string[],
): Promise<Map<string, ExperienceReviewRow>> {
  const ids = [...new Set(experienceIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(experienceReviews).where(inArray(experienceReviews.experienceId, ids));
  return new Map(rows.map((row) => [row.experienceId, row]));
}
