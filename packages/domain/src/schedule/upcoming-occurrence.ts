/**
 * The current or next occurrence of a schedule that repeats by its `repeats` field (no rrule text, no weekday
 * hours), found by walking day by day (spec §4: "Upcoming-occurrence search looks ahead 7 days for weekly
 * events and 5 weeks for monthly ones"; "A recurrence walk stops after year 9999").
 */
import { type LocalDateTime, localToUtcMs, toInstant, toZoned, utcMsToLocal } from '../time/zoned-time.ts';
import type { RepeatingRecurrence } from './is-past.ts';
import type { ResolvedWhen } from './resolve-when.ts';

/** One occurrence as instants: it is in progress from startMs until endMs. */
export interface Occurrence {
  startMs: number;
  endMs: number;
  isAllDay: boolean;
}

/** The walk's outcome: an occurrence, or why there is none (the series ended, or none within the look-ahead). */
export type OccurrenceSearch =
  | { occurrence: Occurrence }
  | { occurrence: null; reason: 'series-ended' | 'beyond-look-ahead' };

/**
 * Days searched after today (or after the first day, if the schedule has not started). spec §4 gives WEEKLY
 * (7 days) and MONTHLY (5 weeks); DAILY needs 1 and YEARLY 366 (a February 29 start is found only in leap years).
 */
export const LOOK_AHEAD_DAYS: Readonly<Record<RepeatingRecurrence, number>> = {
  DAILY: 1,
  WEEKLY: 7,
  MONTHLY: 35,
  YEARLY: 366,
};

/** spec §4: a recurrence walk stops after year 9999. */
export const LAST_WALK_YEAR = 9999;

const DAY_MS = 86_400_000;

const dayNumberOf = (local: Pick<LocalDateTime, 'year' | 'month' | 'day'>) =>
  Math.floor(localToUtcMs({ ...local, hour: 0, minute: 0, second: 0 }) / DAY_MS);

/**
 * Whether `repeats` puts an occurrence on `day`: every day (DAILY), the start's weekday (WEEKLY), the start's
 * day of the month (MONTHLY; months without that day are skipped, as RFC 5545 §3.3.10 does for BYMONTHDAY=31),
 * or the start's month and day (YEARLY).
 */
function occursOn(
  repeats: RepeatingRecurrence,
  day: LocalDateTime & { weekday: number },
  first: LocalDateTime,
) {
  switch (repeats) {
    case 'DAILY':
      return true;
    case 'WEEKLY':
      return (dayNumberOf(day) - dayNumberOf(first)) % 7 === 0;
    case 'MONTHLY':
      return day.day === first.day;
    case 'YEARLY':
      return day.month === first.month && day.day === first.day;
  }
}

/**
 * The occurrence in progress at `now`, else the next one within LOOK_AHEAD_DAYS. Each occurrence keeps the
 * first one's wall-clock times and length in days, so a weekly 7 PM event stays at 7 PM across a
 * daylight-saving change.
 */
export function findUpcomingOccurrence(
  resolved: ResolvedWhen,
  repeats: RepeatingRecurrence,
  now: number,
): OccurrenceSearch {
  const { startLocal, endLocal, timeZone } = resolved;
  const firstDay = dayNumberOf(startLocal);
  const spanDays = dayNumberOf(endLocal) - firstDay;
  const today = dayNumberOf(toZoned(now, timeZone));
  const untilDay = resolved.untilLocal ? dayNumberOf(resolved.untilLocal) : Number.POSITIVE_INFINITY;
  // Start early enough to catch a multi-day occurrence that began before today and is still running.
  const fromDay = Math.max(firstDay, today - spanDays);
  const toDay = Math.max(today, firstDay) + LOOK_AHEAD_DAYS[repeats];
  for (let dayNumber = fromDay; dayNumber <= toDay; dayNumber += 1) {
    const day = utcMsToLocal(dayNumber * DAY_MS);
    if (dayNumber > untilDay || day.year > LAST_WALK_YEAR)
      return { occurrence: null, reason: 'series-ended' };
    if (!occursOn(repeats, day, startLocal)) continue;
    const date = { year: day.year, month: day.month, day: day.day };
    const endDate = utcMsToLocal((dayNumber + spanDays) * DAY_MS);
    const occurrence: Occurrence = {
      startMs: toInstant({ ...startLocal, ...date }, timeZone),
      endMs: toInstant({ ...endLocal, year: endDate.year, month: endDate.month, day: endDate.day }, timeZone),
      isAllDay: resolved.isAllDay,
    };
    if (occurrence.endMs > now) return { occurrence };
  }
  return { occurrence: null, reason: 'beyond-look-ahead' };
}
