import { and, arrayOverlaps, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { experiences } from './experiences.table.ts';
import { occurrences } from './occurrences.table.ts';

/** A map viewport (spec §7 GET /events xmin, ymin, xmax, ymax): x is longitude, y latitude, in degrees. */
export interface BoundingBox {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}

export interface ListOccurrencesInBoxOptions {
  /** Start of the time window (inclusive). */
  from: Date;
  /** End of the time window (exclusive). */
  to: Date;
  box: BoundingBox;
  /** Category slugs; an occurrence matches when it has any of them. */
  categories?: readonly string[] | undefined;
  limit: number;
  offset: number;
}

export interface OccurrenceInBox {
  experienceId: string;
  slug: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  localDate: string;
  isAllDay: boolean;
  lat: number | null;
  lng: number | null;
  status: string | null;
  isBoosted: boolean;
  categories: string[];
}

/**
 * Published occurrences inside the box that overlap [from, to), earliest first (spec §7 GET /events).
 * The box and time conditions use exactly the expressions of occurrences_box_time_idx (a GiST index over
 * point(lng, lat) and tstzrange(starts_at, ends_at, '[]')), so both are answered by one index scan.
 */
export async function listOccurrencesInBox(
  db: Database,
  options: ListOccurrencesInBoxOptions,
): Promise<OccurrenceInBox[]> {
  return selectOccurrencesInBox(db, options);
}

/** The query of listOccurrencesInBox, not yet run (tests EXPLAIN it). */
export function selectOccurrencesInBox(db: Database, options: ListOccurrencesInBoxOptions) {
  const { box } = options;
  const inBox = sql`point(${occurrences.lng}, ${occurrences.lat}) <@ box(point(${box.xmin}::float8, ${box.ymin}::float8), point(${box.xmax}::float8, ${box.ymax}::float8))`;
  const overlapsWindow = sql`tstzrange(${occurrences.startsAt}, ${occurrences.endsAt}, '[]') && tstzrange(${options.from.toISOString()}::timestamptz, ${options.to.toISOString()}::timestamptz, '[)')`;
  const categories = options.categories ?? [];
  return db
    .select({
      experienceId: occurrences.experienceId,
      slug: experiences.slug,
      name: experiences.name,
      startsAt: occurrences.startsAt,
      endsAt: occurrences.endsAt,
      localDate: occurrences.localDate,
      isAllDay: occurrences.isAllDay,
      lat: occurrences.lat,
      lng: occurrences.lng,
      status: occurrences.status,
      isBoosted: occurrences.isBoosted,
      categories: occurrences.categories,
    })
    .from(occurrences)
    .innerJoin(experiences, eq(experiences.id, occurrences.experienceId))
    .where(
      and(
        inBox,
        overlapsWindow,
        eq(occurrences.publishState, 'PUBLISHED'),
        categories.length > 0 ? arrayOverlaps(occurrences.categories, [...categories]) : undefined,
      ),
    )
    .orderBy(asc(occurrences.startsAt), asc(occurrences.experienceId))
    .limit(options.limit)
    .offset(options.offset);
}
