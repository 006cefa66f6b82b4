/**
 * Reading experiences for the API (spec §7 GET /experiences, /experiences/{id}, /experiences/slug/{slug}) and
 * batch loaders used by every list that answers experiences (one query per page, never one per item).
 */

import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { notModeratedFor } from '../moderation/moderation-visibility.ts';
import { categories, experienceCategories } from './categories.table.ts';
import type { ExperienceRow } from './experiences.queries.ts';
import { experiences } from './experiences.table.ts';
import { occurrences } from './occurrences.table.ts';

/** The experience with this id, or null (primary key). */
export async function findExperienceById(db: Database, id: string): Promise<ExperienceRow | null> {
  const rows = await db.select().from(experiences).where(eq(experiences.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The experiences with these ids, in one query, keyed by id. */
export async function listExperiencesByIds(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, ExperienceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(experiences)
    // issue 23: what moderators keep out of view, and a banned account's, leaves every list at once.
    .where(
      and(
        inArray(experiences.id, [...new Set(ids)]),
        notModeratedFor('experience', experiences.id, experiences.creatorId, null),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Category slugs per experience (by category position, then slug), in one query; experiences without categories map to []. */
export async function listCategorySlugsByExperience(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select({ experienceId: experienceCategories.experienceId, slug: categories.slug })
    .from(experienceCategories)
    .innerJoin(categories, eq(categories.id, experienceCategories.categoryId))
    .where(inArray(experienceCategories.experienceId, [...new Set(ids)]))
    .orderBy(asc(categories.position), asc(categories.slug));
  for (const row of rows) result.get(row.experienceId)?.push(row.slug);
  return result;
}

export interface UpcomingOccurrence {
  startsAt: Date;
  endsAt: Date;
  localDate: string;
  isAllDay: boolean;
  status: string | null;
}

/** The next `limit` occurrences of one experience still running at or after `from` (primary key order). */
export async function listUpcomingOccurrences(
  db: Database,
  options: { experienceId: string; from: Date; limit: number },
): Promise<UpcomingOccurrence[]> {
  return db
    .select({
      startsAt: occurrences.startsAt,
      endsAt: occurrences.endsAt,
      localDate: occurrences.localDate,
      isAllDay: occurrences.isAllDay,
      status: occurrences.status,
    })
    .from(occurrences)
    .where(and(eq(occurrences.experienceId, options.experienceId), gte(occurrences.endsAt, options.from)))
    .orderBy(asc(occurrences.startsAt))
    .limit(options.limit);
}

/** spec §3 draft filter: PUBLISHED, DRAFT (NOT_PUBLISHED or PENDING_REVIEW) or ALL. */
export type DraftFilter = 'PUBLISHED' | 'DRAFT' | 'ALL';

export interface ListExperiencesOptions {
  creatorId?: string | undefined;
  filter: DraftFilter;
  /** Only experiences with an occurrence overlapping [from, to); ordered by their first one in it. */
  range?: { from: Date; to: Date } | undefined;
  limit: number;
  offset: number;
}

export interface ExperiencePage {
  rows: ExperienceRow[];
  total: number;
}

function draftCondition(filter: DraftFilter) {
  if (filter === 'PUBLISHED') return eq(experiences.publishState, 'PUBLISHED');
  if (filter === 'DRAFT') return ne(experiences.publishState, 'PUBLISHED');
  return undefined;
}

/**
 * A page of experiences (spec §7 GET /experiences): newest first, or with `range`, those happening in it by
 * their first occurrence there. The time condition uses the occurrences GiST index (its time column); the
 * creator condition experiences_creator_idx.
 */
export async function listExperiences(
  db: Database,
  options: ListExperiencesOptions,
): Promise<ExperiencePage> {
  const conditions = and(
    draftCondition(options.filter),
    options.creatorId ? eq(experiences.creatorId, options.creatorId) : undefined,
  );
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  if (!options.range) {
    const rows = await db
      .select({ experience: experiences, total })
      .from(experiences)
      .where(conditions)
      .orderBy(desc(experiences.createdAt), asc(experiences.id))
      .limit(options.limit)
      .offset(options.offset);
    return { rows: rows.map((row) => row.experience), total: rows[0]?.total ?? 0 };
  }
  const { from, to } = options.range;
  const hits = db
    .select({
      experienceId: occurrences.experienceId,
      firstStart: sql<Date>`min(${occurrences.startsAt})`.as('first_start'),
    })
    .from(occurrences)
    .where(
      sql`tstzrange(${occurrences.startsAt}, ${occurrences.endsAt}, '[]') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
    )
    .groupBy(occurrences.experienceId)
    .as('hits');
  const rows = await db
    .select({ experience: experiences, total })
    .from(experiences)
    .innerJoin(hits, eq(hits.experienceId, experiences.id))
    .where(conditions)
    .orderBy(asc(hits.firstStart), asc(experiences.id))
    .limit(options.limit)
    .offset(options.offset);
  return { rows: rows.map((row) => row.experience), total: rows[0]?.total ?? 0 };
}

/**
 * Published experiences at a place or by a host whose next occurrence runs at or after `from`, soonest first, a
 * page at `offset` (place and host pages; spec §7 GET /places/{id}). experiences_place_idx or experiences_host_idx
 * picks the few experiences, the primary key (experience, start) their occurrences.
 */
export async function listUpcomingExperiencesOf(
  db: Database,
  options: ({ placeId: string } | { hostId: string }) & { from: Date; limit: number; offset?: number },
): Promise<ExperienceRow[]> {
  const next = db
    .select({
      experienceId: occurrences.experienceId,
      nextStart: sql<Date>`min(${occurrences.startsAt})`.as('next_start'),
    })
    .from(occurrences)
    .innerJoin(experiences, eq(experiences.id, occurrences.experienceId))
    .where(
      and(
        'placeId' in options
          ? eq(experiences.placeId, options.placeId)
          : eq(experiences.hostId, options.hostId),
        eq(occurrences.publishState, 'PUBLISHED'),
        gte(occurrences.endsAt, options.from),
      ),
    )
    .groupBy(occurrences.experienceId)
    .as('next');
  const rows = await db
    .select({ experience: experiences })
    .from(experiences)
    .innerJoin(next, eq(next.experienceId, experiences.id))
    .orderBy(asc(next.nextStart), asc(experiences.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((row) => row.experience);
}

/** The last local day an experience runs: its repeats' end when it repeats, else its end date. */
const lastScheduledDay = sql`case when ${experiences.rrule} is not null or ${experiences.repeats} in ('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY') then ${experiences.repeatsUntil} else ${experiences.endDate} end`;

/**
 * How many of a host's published experiences have ended (none of their occurrences runs after `now`); the
 * host page's "past events" (experiences_host_idx, then the row's listed_until).
 */
export async function countPastExperiencesOfHost(
  db: Database,
  options: { hostId: string; now: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(experiences)
    .where(
      and(
        eq(experiences.hostId, options.hostId),
        eq(experiences.publishState, 'PUBLISHED'),
        // Ended: its last materialised occurrence is over, or, with none materialised (all before the refresh
        // horizon's start), its last day (spec §4: until, else the end date) has gone by.
        sql`(${experiences.listedUntil} < ${options.now.toISOString()}::timestamptz
             OR (${experiences.listedUntil} IS NULL AND ${lastScheduledDay} < ${options.now.toISOString()}::timestamptz::date))`,
      ),
    );
  return Number(row?.count ?? 0);
}

/** Keyset page of experience ids whose occurrences need extending before `before` (the periodic job). */
export async function listExperiencesDueForRefresh(
  db: Database,
  options: { before: string; afterId: string | null; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: experiences.id })
    .from(experiences)
    .where(
      and(
        options.afterId ? sql`${experiences.id} > ${options.afterId}` : undefined,
        sql`(${experiences.occurrencesUntil} is null or (${lt(experiences.occurrencesUntil, options.before)} and ${experiences.occurrencesUntil} < coalesce(${lastScheduledDay}, 'infinity'::date)))`,
      ),
    )
    .orderBy(asc(experiences.id))
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/**
 * What cached public answers about experiences depend on that can change at any moment: when each was last
 * written (fields, categories, publish state) and its interest count, keyed by id. Experiences that are not
 * public (drafts, or gone) are absent. Primary-key probes, one query for a page.
 */
export async function readPublicExperienceVersions(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, { updatedAt: Date; interestedCount: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: experiences.id,
      updatedAt: experiences.updatedAt,
      interestedCount: experiences.interestedCount,
    })
    .from(experiences)
    .where(and(inArray(experiences.id, [...new Set(ids)]), eq(experiences.publishState, 'PUBLISHED')));
  return new Map(rows.map(({ id, ...version }) => [id, version]));
}
