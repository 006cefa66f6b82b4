/**
 * spec §7 GET /events and GET /events/boosted, answered from the materialised occurrences so a repeating
 * event appears on every date it happens.
 */
import type { EventStatus } from '@happenings/domain/enums';
import { and, arrayOverlaps, asc, eq, gte, isNull, not, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { isBoostActive } from '../curation/boosts.queries.ts';
import type { BoundingBox } from './occurrences.queries.ts';
import { occurrences } from './occurrences.table.ts';

export interface ListEventOccurrencesOptions {
  /** Start of the time window (inclusive). */
  from: Date;
  /** End of the time window (exclusive). */
  to: Date;
  /** Map viewport; none: everywhere. */
  box?: BoundingBox | undefined;
  /** Category slugs; an occurrence matches when it has any of them. */
  categories?: readonly string[] | undefined;
  /** Event statuses to leave out (e.g. CANCELED). */
  hideStatuses?: readonly EventStatus[] | undefined;
  /** Leave out experiences boosted at `now` (issue 23: a boost past its end no longer counts). */
  hideBoosted?: boolean | undefined;
  /** The instant boosts are judged at (default: `from`). */
  now?: Date | undefined;
  /** Leave out occurrences that ended before this instant. */
  endedBefore?: Date | undefined;
  excludeExperienceIds?: readonly string[] | undefined;
  limit: number;
  offset: number;
}

export interface EventOccurrence {
  experienceId: string;
  startsAt: Date;
  endsAt: Date;
  localDate: string;
  isAllDay: boolean;
}

/**
 * Published occurrences overlapping [from, to) (and inside the box), earliest first, as two disjoint parts:
 * - those already running at `from` (started before it): the GiST index occurrences_box_time_idx finds the ranges
 *   holding that instant inside the box, a few hundred rows at most;
 * - those starting in [from, to): read in order from occurrences_published_starts_idx, stopping after the page.
 * One GiST scan of the whole window would fetch and sort every occurrence of the week (tens of thousands at city
 * scale) to return twenty. The box test of the second part is written on the columns, so the planner estimates it
 * from their statistics (a city's box holds most rows: read in order) instead of the fixed guess it makes for a
 * point-in-box test.
 */
export async function listEventOccurrences(
  db: Database,
  options: ListEventOccurrencesOptions,
): Promise<EventOccurrence[]> {
  return selectEventOccurrences(db, options);
}

/** The query of listEventOccurrences, not yet run (its plan is checked in query-plans.test.ts). */
export function selectEventOccurrences(db: Database, options: ListEventOccurrencesOptions) {
  const { box } = options;
  const hideStatuses = options.hideStatuses ?? [];
  const exclude = options.excludeExperienceIds ?? [];
  const categories = options.categories ?? [];
  const shared = [
    eq(occurrences.publishState, 'PUBLISHED'),
    categories.length > 0 ? arrayOverlaps(occurrences.categories, [...categories]) : undefined,
    hideStatuses.length > 0
      ? or(isNull(occurrences.status), notInArray(occurrences.status, [...hideStatuses]))
      : undefined,
    options.hideBoosted
      ? or(
          eq(occurrences.isBoosted, false),
          not(isBoostActive(occurrences.experienceId, options.now ?? options.from)),
        )
      : undefined,
    options.endedBefore ? gte(occurrences.endsAt, options.endedBefore) : undefined,
    exclude.length > 0 ? notInArray(occurrences.experienceId, [...exclude]) : undefined,
  ];
  const from = sql`${options.from.toISOString()}::timestamptz`;
  const columns = {
    experienceId: occurrences.experienceId,
    startsAt: occurrences.startsAt,
    endsAt: occurrences.endsAt,
    localDate: occurrences.localDate,
    isAllDay: occurrences.isAllDay,
  };
  const running = db
    .select(columns)
    .from(occurrences)
    .where(
      and(
        box
          ? sql`point(${occurrences.lng}, ${occurrences.lat}) <@ box(point(${box.xmin}::float8, ${box.ymin}::float8), point(${box.xmax}::float8, ${box.ymax}::float8))`
          : undefined,
        sql`tstzrange(${occurrences.startsAt}, ${occurrences.endsAt}, '[]') @> ${from}`,
        sql`${occurrences.startsAt} < ${from}`,
        ...shared,
      ),
    );
  const starting = db
    .select(columns)
    .from(occurrences)
    .where(
      and(
        box
          ? and(
              sql`${occurrences.lng} BETWEEN ${box.xmin}::float8 AND ${box.xmax}::float8`,
              sql`${occurrences.lat} BETWEEN ${box.ymin}::float8 AND ${box.ymax}::float8`,
            )
          : undefined,
        sql`${occurrences.startsAt} >= ${from}`,
        sql`${occurrences.startsAt} < ${options.to.toISOString()}::timestamptz`,
        ...shared,
      ),
    )
    .orderBy(asc(occurrences.startsAt), asc(occurrences.experienceId))
    .limit(options.offset + options.limit);
  return running
    .unionAll(starting)
    .orderBy(asc(sql`starts_at`), asc(sql`experience_id`))
    .limit(options.limit)
    .offset(options.offset);
}

/**
 * Boosted published experiences with an occurrence still running at or after `from`, by their next start
 * (spec §7 GET /events/boosted); optionally of one location. A boost counts until its end (issue 23 curation),
 * judged at `from`: one that has expired is gone from the list at that instant, with no job to run first.
 */
export async function listBoostedExperienceIds(
  db: Database,
  options: { from: Date; locationSlug?: string | undefined; limit: number },
): Promise<{ experienceId: string; nextStart: Date }[]> {
  const nextStart = sql<Date>`min(${occurrences.startsAt})`.mapWith(occurrences.startsAt);
  return db
    .select({ experienceId: occurrences.experienceId, nextStart })
    .from(occurrences)
    .where(
      and(
        eq(occurrences.isBoosted, true),
        eq(occurrences.publishState, 'PUBLISHED'),
        gte(occurrences.endsAt, options.from),
        isBoostActive(occurrences.experienceId, options.from),
        options.locationSlug ? eq(occurrences.locationSlug, options.locationSlug) : undefined,
      ),
    )
    .groupBy(occurrences.experienceId)
    .orderBy(asc(nextStart), asc(occurrences.experienceId))
    .limit(options.limit);
}
