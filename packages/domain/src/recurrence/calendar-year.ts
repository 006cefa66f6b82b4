/**
 * Per-year calendar tables for the recurrence walk: day numbers, month boundaries and weekdays of a whole year
 * computed once, so that testing a candidate day is a few array look-ups rather than date arithmetic.
 */
import { daysInMonth, localToUtcMs, utcMsToLocal } from '../time/zoned-time.ts';

export const DAY_MS = 86_400_000;

export interface CalendarYear {
  year: number;
  /** Days since 1970-01-01 (floating, proleptic Gregorian) of January 1. */
  firstDay: number;
  length: number;
  /** Weekday of January 1 (0 = Sunday). */
  firstWeekday: number;
  /** Day of year (0-based) at which month m starts is monthStarts[m - 1]; monthStarts[12] is the year length. */
  monthStarts: Int16Array;
  /** Month (1-12) of each day of the year (0-based index). */
  monthOfDay: Uint8Array;
  /** Day of month (1-31) of each day of the year. */
  dayOfMonth: Uint8Array;
}

const cache = new Map<number, CalendarYear>();
// Bounded: a walk to year 9999 touches every year once; the tables are cheap to rebuild.
const CACHE_LIMIT = 2_000;

function buildCalendarYear(year: number): CalendarYear {
  const firstDay = Math.round(
    localToUtcMs({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 }) / DAY_MS,
  );
  const monthStarts = new Int16Array(13);
  for (let month = 1; month <= 12; month++) {
    monthStarts[month] = monthStarts[month - 1]! + daysInMonth(year, month);
  }
  const length = monthStarts[12]!;
  const monthOfDay = new Uint8Array(length);
  const dayOfMonth = new Uint8Array(length);
  for (let month = 1; month <= 12; month++) {
    for (let doy = monthStarts[month - 1]!; doy < monthStarts[month]!; doy++) {
      monthOfDay[doy] = month;
      dayOfMonth[doy] = doy - monthStarts[month - 1]! + 1;
    }
  }
  const firstWeekday = (((firstDay + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  return { year, firstDay, length, firstWeekday, monthStarts, monthOfDay, dayOfMonth };
}

/** The calendar tables of a year (cached). */
export function calendarYear(year: number): CalendarYear {
  let info = cache.get(year);
  if (!info) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    info = buildCalendarYear(year);
    cache.set(year, info);
  }
  return info;
}

/** The calendar tables of the year containing a floating day number. */
export function calendarYearOfDay(day: number, hint?: CalendarYear): CalendarYear {
  if (hint && day >= hint.firstDay && day < hint.firstDay + hint.length) return hint;
  if (hint && day === hint.firstDay + hint.length) return calendarYear(hint.year + 1);
  return calendarYear(utcMsToLocal(day * DAY_MS).year);
}

/**
 * Day of year (0-based, may be negative) at which week 1 starts, weeks starting on `wkst`.
 * RFC 5545 §3.3.10: week 1 is the first week with at least four days in the year.
 */
function firstWeekStart(info: CalendarYear, wkst: number): number {
  const offset = (info.firstWeekday - wkst + 7) % 7;
  return offset <= 3 ? -offset : 7 - offset;
}

/** Number of weeks (52 or 53) in a year, weeks starting on `wkst`. */
function weeksInYear(year: number, wkst: number): number {
  const info = calendarYear(year);
  return (firstWeekStart(calendarYear(year + 1), wkst) + info.length - firstWeekStart(info, wkst)) / 7;
}

/**
 * For each day of the year, whether its week number (or the negative form, counted from the end of its
 * week-numbering year) is in `weekNumbers`. Days early in January can belong to the last week of the previous
 * year and days late in December to week 1 of the next, as in ISO 8601.
 */
export function markWeekNumbers(
  info: CalendarYear,
  wkst: number,
  weekNumbers: readonly number[],
): Uint8Array {
  const mask = new Uint8Array(info.length);
  const start = firstWeekStart(info, wkst);
  const weeks = weeksInYear(info.year, wkst);
  const previousWeeks = weeksInYear(info.year - 1, wkst);
  const nextWeeks = weeksInYear(info.year + 1, wkst);
  for (let doy = 0; doy < info.length; doy++) {
    let week: number;
    let total: number;
    if (doy < start) {
      week = previousWeeks;
      total = previousWeeks;
    } else if (doy >= start + weeks * 7) {
      week = 1;
      total = nextWeeks;
    } else {
      week = Math.floor((doy - start) / 7) + 1;
      total = weeks;
    }
    if (weekNumbers.includes(week) || weekNumbers.includes(week - total - 1)) mask[doy] = 1;
  }
  return mask;
}
