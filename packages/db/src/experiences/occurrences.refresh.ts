/**
 * Rewrites the materialised occurrences of some experiences (see occurrences.table.ts and occurrences.expand.ts).
 *
 * The window is [start of today − 1 day, end of today + windowDays] in each experience's zone: the day of margin
 * keeps hours past midnight and in-progress instances (a multi-day instance is kept when it overlaps the window
 * at all). Experiences are loaded, expanded and rewritten in batches of EXPERIENCE_BATCH, each batch in one
 * transaction (delete its rows, multi-row INSERTs of INSERT_BATCH rows, one UPDATE of occurrences_until), so a
 * seed of 50,000 experiences never holds a huge transaction and never runs a query per row. `db` may itself be
 * a transaction (the API refreshes inside the write that changed the experience; batches become savepoints).
 *
 * `experiences.occurrences_until` is set to the last local date materialised: the window's last day, or the
 * schedule's own last day (repeatsUntil for repeating series, endDate otherwise) when that comes first, so the
 * periodic job can skip schedules that have nothing left to extend.
 */
import { isRepeating } from '@happenings/domain/schedule';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { categories, experienceCategories } from './categories.table.ts';
import { experiences } from './experiences.table.ts';
import { type ExpansionWindow, expandSchedule, expansionWindow } from './occurrences.expand.ts';
import { occurrences } from './occurrences.table.ts';

/** spec'd rolling window (packages/db README): about 400 days ahead. */
export const OCCURRENCE_WINDOW_DAYS = 400;
export const EXPERIENCE_BATCH = 500;
/** Rows per INSERT: sent as one array per column, so the statement size does not grow with the batch. */
export const INSERT_BATCH = 5000;

export interface RefreshOccurrencesOptions {
  experienceIds: readonly string[];
  /** "Now" (epoch ms): the window starts on its local date. */
  now: number;
  /** Days after today to materialise; default OCCURRENCE_WINDOW_DAYS. */
  windowDays?: number;
}

export interface RefreshOccurrencesResult {
  /** Experiences found and refreshed. */
  experiences: number;
  /** Occurrence rows written. */
  occurrences: number;
}

interface OccurrenceInsert {
  experienceId: string;
  startsAt: Date;
  endsAt: Date;
  localDate: string;
  isAllDay: boolean;
  locationSlug: string | null;
  lat: number | null;
  lng: number | null;
  categories: string[];
  publishState: string;
  status: string | null;
  isBoosted: boolean;
}

/** PostgreSQL array-literal text ('{"a","b",NULL}'), sent as ONE parameter whatever the number of rows. */
function toArrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}

/**
 * One INSERT ... SELECT FROM unnest(...) with twelve array parameters: a multi-row VALUES list would send twelve
 * parameters per row, which both drivers parse far more slowly when seeding hundreds of thousands of rows.
 */
function insertOccurrenceRows(rows: readonly OccurrenceInsert[]) {
  const column = (pick: (row: OccurrenceInsert) => string | number | boolean | null) =>
    toArrayLiteral(rows.map(pick));
  return sql`insert into ${occurrences} (experience_id, starts_at, ends_at, local_date, is_all_day, location_slug, lat, lng, categories, publish_state, status, is_boosted)
    select experience_id, starts_at, ends_at, local_date, is_all_day, location_slug, lat, lng, categories::text[], publish_state, status, is_boosted
    from unnest(
      ${column((r) => r.experienceId)}::text[], ${column((r) => r.startsAt.toISOString())}::timestamptz[],
      ${column((r) => r.endsAt.toISOString())}::timestamptz[], ${column((r) => r.localDate)}::date[],
      ${column((r) => r.isAllDay)}::boolean[], ${column((r) => r.locationSlug)}::text[],
      ${column((r) => r.lat)}::float8[], ${column((r) => r.lng)}::float8[],
      ${column((r) => toArrayLiteral(r.categories))}::text[], ${column((r) => r.publishState)}::text[],
      ${column((r) => r.status)}::text[], ${column((r) => r.isBoosted)}::boolean[]
    ) as v(experience_id, starts_at, ends_at, local_date, is_all_day, location_slug, lat, lng, categories, publish_state, status, is_boosted)`;
}

/** Expands each experience's schedule and replaces its occurrence rows (see the file comment). */
export async function refreshOccurrences(
  db: Database,
  options: RefreshOccurrencesOptions,
): Promise<RefreshOccurrencesResult> {
  const windowDays = options.windowDays ?? OCCURRENCE_WINDOW_DAYS;
  const ids = [...new Set(options.experienceIds)];
  const windows = new Map<string, ExpansionWindow & { lastLocalDate: string }>();
  const windowFor = (timeZone: string) => {
    let window = windows.get(timeZone);
    if (!window) {
      window = expansionWindow(options.now, timeZone, windowDays);
      windows.set(timeZone, window);
    }
    return window;
  };

  const total: RefreshOccurrencesResult = { experiences: 0, occurrences: 0 };
  for (let index = 0; index < ids.length; index += EXPERIENCE_BATCH) {
    const batch = ids.slice(index, index + EXPERIENCE_BATCH);
    const rows = await loadSchedules(db, batch);
    const inserts: OccurrenceInsert[] = [];
    const horizons: { id: string; until: string }[] = [];
    for (const row of rows) {
      const window = safeWindowFor(windowFor, row.timeZone);
      if (!window) continue; // an unknown zone: nothing can be expanded (the API rejects it on write)
      for (const occurrence of expandSchedule(row, window)) {
        inserts.push({
          experienceId: row.id,
          ...occurrence,
          locationSlug: row.locationSlug,
          lat: row.lat,
          lng: row.lng,
          categories: row.categories,
          publishState: row.publishState,
          status: row.status,
          isBoosted: row.isBoosted,
        });
      }
      horizons.push({ id: row.id, until: horizonOf(row, window.lastLocalDate) });
    }
    await db.transaction(async (tx) => {
      await tx.delete(occurrences).where(inArray(occurrences.experienceId, batch));
      for (let start = 0; start < inserts.length; start += INSERT_BATCH) {
        await tx.execute(insertOccurrenceRows(inserts.slice(start, start + INSERT_BATCH)));
      }
      await tx.execute(setListedUntil(batch));
      if (horizons.length > 0) {
        const values = sql.join(
          horizons.map((horizon) => sql`(${horizon.id}, ${horizon.until})`),
          sql`, `,
        );
        await tx.execute(
          sql`update ${experiences} set occurrences_until = v.until::date from (values ${values}) as v(id, until) where ${experiences.id} = v.id`,
        );
      }
    });
    total.experiences += rows.length;
    total.occurrences += inserts.length;
  }
  return total;
}

/** experiences.listed_until of the batch from its occurrences just written (occurrences_pk finds them). */
export function setListedUntil(ids: readonly string[]) {
  return sql`update ${experiences} e
    set listed_until = (select max(o.ends_at) from ${occurrences} o where o.experience_id = e.id)
    where e.id = any(${toArrayLiteral(ids)}::text[])`;
}

function safeWindowFor<T>(windowFor: (timeZone: string) => T, timeZone: string): T | null {
  try {
    return windowFor(timeZone);
  } catch {
    return null;
  }
}

/** The last local date with rows: the window's, or the schedule's last day when earlier (or unknown). */
function horizonOf(row: Awaited<ReturnType<typeof loadSchedules>>[number], windowLastDate: string): string {
  const isSeries =
    row.rrule !== null || isRepeating((row.repeats ?? '') as Parameters<typeof isRepeating>[0]);
  const lastDay = isSeries ? row.repeatsUntil : row.endDate;
  return lastDay && lastDay < windowLastDate ? lastDay : windowLastDate;
}

/** The batch's experiences with their category slugs, in one query. */
function loadSchedules(db: Database, ids: string[]) {
  return db
    .select({
      id: experiences.id,
      startDate: experiences.startDate,
      endDate: experiences.endDate,
      startTime: experiences.startTime,
      endTime: experiences.endTime,
      timeZone: experiences.timeZone,
      weekdays: experiences.weekdays,
      rrule: experiences.rrule,
      exdates: experiences.exdates,
      repeats: experiences.repeats,
      repeatsUntil: experiences.repeatsUntil,
      locationSlug: experiences.locationSlug,
      lat: experiences.lat,
      lng: experiences.lng,
      publishState: experiences.publishState,
      status: experiences.status,
      isBoosted: experiences.isBoosted,
      categories: sql<
        string[]
      >`coalesce(array_agg(${categories.slug} order by ${categories.slug}) filter (where ${categories.slug} is not null), '{}'::text[])`,
    })
    .from(experiences)
    .leftJoin(experienceCategories, eq(experienceCategories.experienceId, experiences.id))
    .leftJoin(categories, eq(categories.id, experienceCategories.categoryId))
    .where(inArray(experiences.id, ids))
    .groupBy(experiences.id);
}
