/**
 * Expands one experience's schedule into occurrence intervals for a window of local days (pure: no I/O).
 * refreshOccurrences (occurrences.refresh.ts) calls it per experience and writes the rows.
 *
 * Which rule applies, in order:
 * - `rrule` set: RFC 5545 expansion with @happenings/domain/recurrence (DTSTART = startDate[+startTime]),
 *   minus `exdates`, stopping at repeatsUntil; each instance lasts as long as the first (start → end, wall clock).
 * - WEEKLY with weekday hours: one row per open period (touching periods across midnight are one row).
 * - DAILY / WEEKLY / MONTHLY / YEARLY without hours: the first occurrence's wall-clock times repeated every day,
 *   every 7 days, on the same day of the month (months without that day are skipped, as RFC 5545 does for
 *   BYMONTHDAY=31) or on the same month and day; exdates remove local start dates; stops at repeatsUntil.
 * - Not repeating (ONE_TIME, ONGOING, '') with weekday hours: one row per open period between startDate and
 *   endDate (an exhibition open Tue-Sun shows on each open day of the map).
 * - Not repeating without hours: one row spanning start → end.
 *
 * An occurrence is kept when it overlaps [fromMs, toMs]. A malformed `when` yields no rows (the API rejects
 * those on write; old data must not stop a batch).
 */
import { iterateOccurrences } from '@happenings/domain/recurrence';
import {
  hasWeekdayHours,
  isRepeating,
  iterateOpenIntervals,
  type ResolvedWhen,
  resolveWhen,
  type When,
} from '@happenings/domain/schedule';
import {
  addLocalDays,
  daysInMonth,
  formatLocalDate,
  formatZonedIso,
  type LocalDateTime,
  localToUtcMs,
  toInstant,
  toZoned,
} from '@happenings/domain/time';

/** The schedule fields of an experience row that the expansion reads. */
export interface ScheduleFields {
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  timeZone: string;
  weekdays: When['weekdays'];
  rrule: string | null;
  exdates: string[] | null;
  repeats: string | null;
  repeatsUntil: string | null;
}

export interface ExpandedOccurrence {
  startsAt: Date;
  endsAt: Date;
  /** Local date of the start, in the experience's zone. */
  localDate: string;
  isAllDay: boolean;
}

export interface ExpansionWindow {
  /** Keep occurrences ending at or after this instant. */
  fromMs: number;
  /** Keep occurrences starting at or before this instant. */
  toMs: number;
}

const DAY_MS = 86_400_000;
/**
 * Hard cap per experience and window, so no one write makes more rows than this: the API refuses sub-daily FREQ,
 * but DAILY with BYHOUR and BYMINUTE lists can still name hundreds of times a day. Five a day for the 400-day
 * window; what a real schedule needs is far less (a venue open every day: 400).
 */
export const MAX_OCCURRENCES_PER_EXPERIENCE = 2_000;

type LocalDate = Pick<LocalDateTime, 'year' | 'month' | 'day'>;

const dayNumberOf = (local: LocalDate) =>
  Math.floor(localToUtcMs({ ...local, hour: 0, minute: 0, second: 0 }) / DAY_MS);
const localDateOfDayNumber = (dayNumber: number): LocalDate => {
  const date = new Date(dayNumber * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

function toWhen(fields: ScheduleFields): When {
  return {
    startDate: fields.startDate,
    endDate: fields.endDate,
    startTime: fields.startTime,
    endTime: fields.endTime,
    repeats: (fields.repeats ?? '') as When['repeats'],
    repeatsUntil: fields.repeatsUntil,
    weekdays: fields.weekdays ?? null,
    timeZone: fields.timeZone,
  };
}

/**
 * An end that falls exactly on a local midnight becomes 23:59:59 of the day before, like resolveWhen's all-day
 * ends: the events query overlaps closed ranges, and an all-day Friday must not also match Saturday.
 */
function trimMidnightEnd(startMs: number, endMs: number, timeZone: string): number {
  if (endMs <= startMs) return startMs;
  const local = toZoned(endMs, timeZone);
  const isMidnight = local.hour === 0 && local.minute === 0 && local.second === 0;
  return isMidnight && endMs - 1000 >= startMs ? endMs - 1000 : endMs;
}

function makeOccurrence(
  startMs: number,
  endMs: number,
  isAllDay: boolean,
  timeZone: string,
): ExpandedOccurrence {
  return {
    startsAt: new Date(startMs),
    endsAt: new Date(trimMidnightEnd(startMs, Math.max(startMs, endMs), timeZone)),
    localDate: formatLocalDate(toZoned(startMs, timeZone)),
    isAllDay,
  };
}

/** Expands `fields` within `window`; occurrences are in ascending start order, at most one per start instant. */
export function expandSchedule(fields: ScheduleFields, window: ExpansionWindow): ExpandedOccurrence[] {
  let resolved: ResolvedWhen;
  try {
    resolved = resolveWhen(toWhen(fields));
  } catch {
    return [];
  }
  try {
    const raw = fields.rrule
      ? expandRRule(fields, resolved, window)
      : isRepeating(resolved.repeats)
        ? resolved.repeats === 'WEEKLY' && hasWeekdayHours(resolved.weekdays)
          ? expandHours(resolved, window, resolved.untilLocal, fields.exdates)
          : expandRepeats(fields, resolved, window)
        : hasWeekdayHours(resolved.weekdays)
          ? expandHours(resolved, window, resolved.endLocal, fields.exdates)
          : expandOnce(resolved, window);
    return dedupeByStart(raw);
  } catch {
    // An rrule or weekday-hours text the engine rejects: no rows rather than a failed batch.
    return [];
  }
}

function dedupeByStart(list: ExpandedOccurrence[]): ExpandedOccurrence[] {
  const seen = new Set<number>();
  const result: ExpandedOccurrence[] = [];
  for (const occurrence of list) {
    const key = occurrence.startsAt.getTime();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(occurrence);
    if (result.length >= MAX_OCCURRENCES_PER_EXPERIENCE) break;
  }
  return result;
}

function expandOnce(resolved: ResolvedWhen, window: ExpansionWindow): ExpandedOccurrence[] {
  if (resolved.endMs < window.fromMs || resolved.startMs > window.toMs) return [];
  return [makeOccurrence(resolved.startMs, resolved.endMs, resolved.isAllDay, resolved.timeZone)];
}

/**
 * Open periods from the later of the window start (minus a day for hours past midnight) and the first day; a period
 * starting on an excluded local date (exdates: a skipped week's Tuesday) is left out.
 */
function expandHours(
  resolved: ResolvedWhen,
  window: ExpansionWindow,
  lastLocal: LocalDateTime | null,
  exdates: readonly string[] | null,
): ExpandedOccurrence[] {
  const excluded = new Set(exdates ?? []);
  const { timeZone } = resolved;
  const firstDay = dayNumberOf(resolved.startLocal);
  const fromDay = Math.max(firstDay, dayNumberOf(toZoned(window.fromMs, timeZone)) - 1);
  const windowLastDay = dayNumberOf(toZoned(window.toMs, timeZone));
  const toDay = lastLocal ? Math.min(windowLastDay, dayNumberOf(lastLocal)) : windowLastDay;
  if (toDay < fromDay) return [];
  const result: ExpandedOccurrence[] = [];
  for (const interval of iterateOpenIntervals(
    resolved.weekdays,
    localDateOfDayNumber(fromDay),
    localDateOfDayNumber(toDay),
    timeZone,
  )) {
    if (interval.endMs < window.fromMs) continue;
    if (interval.startMs > window.toMs) break;
    const occurrence = makeOccurrence(interval.startMs, interval.endMs, interval.isAllDay, timeZone);
    if (excluded.has(occurrence.localDate)) continue;
    result.push(occurrence);
  }
  return result;
}

/** DAILY / WEEKLY / MONTHLY / YEARLY by `repeats`, keeping the first occurrence's wall-clock times and length. */
function expandRepeats(
  fields: ScheduleFields,
  resolved: ResolvedWhen,
  window: ExpansionWindow,
): ExpandedOccurrence[] {
  const { startLocal, endLocal, timeZone } = resolved;
  const firstDay = dayNumberOf(startLocal);
  const spanDays = dayNumberOf(endLocal) - firstDay;
  const untilDay = resolved.untilLocal ? dayNumberOf(resolved.untilLocal) : Number.POSITIVE_INFINITY;
  // Start early enough to catch a multi-day occurrence still running at the window start.
  const fromDay = Math.max(firstDay, dayNumberOf(toZoned(window.fromMs, timeZone)) - spanDays - 1);
  const toDay = Math.min(untilDay, dayNumberOf(toZoned(window.toMs, timeZone)));
  const excluded = new Set(fields.exdates ?? []);
  const result: ExpandedOccurrence[] = [];
  for (const dayNumber of startDays(resolved, firstDay, fromDay, toDay)) {
    const date = localDateOfDayNumber(dayNumber);
    if (excluded.has(formatLocalDate(date))) continue;
    const endDate = localDateOfDayNumber(dayNumber + spanDays);
    const startMs = toInstant({ ...startLocal, ...date }, timeZone);
    const endMs = toInstant({ ...endLocal, ...endDate }, timeZone);
    if (endMs < window.fromMs || startMs > window.toMs) continue;
    result.push(makeOccurrence(startMs, endMs, resolved.isAllDay, timeZone));
  }
  return result;
}

/** The day numbers in [fromDay, toDay] on which the series starts an occurrence. */
function* startDays(
  resolved: ResolvedWhen,
  firstDay: number,
  fromDay: number,
  toDay: number,
): Generator<number> {
  const first = resolved.startLocal;
  switch (resolved.repeats) {
    case 'DAILY':
      for (let day = fromDay; day <= toDay; day += 1) yield day;
      return;
    case 'WEEKLY': {
      const offset = (((fromDay - firstDay) % 7) + 7) % 7;
      for (let day = fromDay + (offset === 0 ? 0 : 7 - offset); day <= toDay; day += 7) yield day;
      return;
    }
    case 'MONTHLY': {
      const from = localDateOfDayNumber(fromDay);
      for (let year = from.year, month = from.month; ; month += 1) {
        if (month > 12) {
          month = 1;
          year += 1;
        }
        if (first.day > daysInMonth(year, month)) continue;
        const day = dayNumberOf({ year, month, day: first.day });
        if (day > toDay) return;
        if (day >= fromDay) yield day;
      }
    }
    case 'YEARLY': {
      for (let year = localDateOfDayNumber(fromDay).year; ; year += 1) {
        if (first.day > daysInMonth(year, first.month)) continue; // February 29 outside leap years
        const day = dayNumberOf({ year, month: first.month, day: first.day });
        if (day > toDay) return;
        if (day >= fromDay) yield day;
      }
    }
    default:
      return;
  }
}

/** RFC 5545 expansion of `rrule` from DTSTART, minus exdates, within the window and up to repeatsUntil. */
function expandRRule(
  fields: ScheduleFields,
  resolved: ResolvedWhen,
  window: ExpansionWindow,
): ExpandedOccurrence[] {
  const { timeZone, startLocal, endLocal } = resolved;
  const isAllDay = !fields.startTime;
  const dtstart = isAllDay ? fields.startDate! : `${fields.startDate}T${fields.startTime}:00`;
  // Each instance keeps the first one's wall-clock length (so 7 PM-10 PM stays 7-10 across DST).
  const floatingSpanMs = Math.max(0, localToUtcMs(endLocal) - localToUtcMs(startLocal));
  const windowEndDate = formatLocalDate(toZoned(window.toMs, timeZone));
  const until =
    fields.repeatsUntil && fields.repeatsUntil < windowEndDate ? fields.repeatsUntil : windowEndDate;
  const result: ExpandedOccurrence[] = [];
  for (const { local, epochMs } of iterateOccurrences({
    rrule: fields.rrule!,
    dtstart,
    timeZone,
    exdates: fields.exdates ?? [],
    // Back by the span (plus a day of zone slack) so instances still in progress at the window start count.
    from: formatZonedIso(window.fromMs - floatingSpanMs - DAY_MS, timeZone),
    until,
    limit: MAX_OCCURRENCES_PER_EXPERIENCE,
  })) {
    const endFloating = localToUtcMs(local) + floatingSpanMs;
    const endLocalOf = new Date(endFloating);
    const endMs = toInstant(
      {
        year: endLocalOf.getUTCFullYear(),
        month: endLocalOf.getUTCMonth() + 1,
        day: endLocalOf.getUTCDate(),
        hour: endLocalOf.getUTCHours(),
        minute: endLocalOf.getUTCMinutes(),
        second: endLocalOf.getUTCSeconds(),
      },
      timeZone,
    );
    if (endMs < window.fromMs) continue;
    if (epochMs > window.toMs) break;
    result.push(makeOccurrence(epochMs, endMs, isAllDay, timeZone));
  }
  return result;
}

/** The window of refreshOccurrences for one zone: start of today minus `marginDays`, through today + windowDays. */
export function expansionWindow(
  now: number,
  timeZone: string,
  windowDays: number,
  marginDays = 1,
): ExpansionWindow & { lastLocalDate: string } {
  const today = toZoned(now, timeZone);
  const midnight = { year: today.year, month: today.month, day: today.day, hour: 0, minute: 0, second: 0 };
  const last = addLocalDays(midnight, windowDays);
  return {
    fromMs: toInstant(addLocalDays(midnight, -marginDays), timeZone),
    toMs: toInstant({ ...last, hour: 23, minute: 59, second: 59 }, timeZone),
    lastLocalDate: formatLocalDate(last),
  };
}
