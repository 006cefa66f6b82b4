/**
 * spec §7 GET /events and GET /events/boosted, answered from the materialised occurrences so a repeating
 * event appears on every date it happens.
 */
import { and, arrayOverlaps, asc, eq, gte, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
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
  hideStatuses?: readonly string[] | undefined;
  hideBoosted?: boolean | undefined;
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
 * Published occurrences overlapping [from, to) (and inside the box), earliest first. The box and window
 * conditions are the expressions of occurrences_box_time_idx, so one GiST scan answers both.
 */
export async function listEventOccurrences(
  db: Database,
  options: ListEventOccurrencesOptions,
): Promise<EventOccurrence[]> {
  const { box } = options;
  const hideStatuses = options.hideStatuses ?? [];
  const exclude = options.excludeExperienceIds ?? [];
  const categories = options.categories ?? [];
  return db
    .select({
      experienceId: occurrences.experienceId,
      startsAt: occurrences.startsAt,
      endsAt: occurrences.endsAt,
      localDate: occurrences.localDate,
      isAllDay: occurrences.isAllDay,
    })
    .from(occurrences)
    .where(
      and(
        box
          ? sql`point(${occurrences.lng}, ${occurrences.lat}) <@ box(point(${box.xmin}::float8, ${box.ymin}::float8), point(${box.xmax}::float8, ${box.ymax}::float8))`
          : undefined,
        sql`tstzrange(${occurrences.startsAt}, ${occurrences.endsAt}, '[]') && tstzrange(${options.from.toISOString()}::timestamptz, ${options.to.toISOString()}::timestamptz, '[)')`,
        eq(occurrences.publishState, 'PUBLISHED'),
        categories.length > 0 ? arrayOverlaps(occurrences.categories, [...categories]) : undefined,
        hideStatuses.length > 0
          ? or(isNull(occurrences.status), notInArray(occurrences.status, [...hideStatuses]))
          : undefined,
        options.hideBoosted ? eq(occurrences.isBoosted, false) : undefined,
        options.endedBefore ? gte(occurrences.endsAt, options.endedBefore) : undefined,
        exclude.length > 0 ? notInArray(occurrences.experienceId, [...exclude]) : undefined,
      ),
    )
    .orderBy(asc(occurrences.startsAt), asc(occurrences.experienceId))
    .limit(options.limit)
    .offset(options.offset);
}

/**
 * Boosted published experiences with an occurrence still running at or after `from`, by their next start
 * (spec §7 GET /events/boosted); optionally of one location.
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
        options.locationSlug ? eq(occurrences.locationSlug, options.locationSlug) : undefined,
      ),
    )
    .groupBy(occurrences.experienceId)
    .orderBy(asc(nextStart), asc(occurrences.experienceId))
    .limit(options.limit);
}
