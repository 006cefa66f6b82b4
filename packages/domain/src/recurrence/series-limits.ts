/**
 * What a listed series may ask for, beyond what RFC 5545 allows. Occurrences are materialised for a rolling
 * 400-day window (spec §4), so a rule's cost is the rows it makes in that window and the walk to reach it:
 * - no FREQ=SECONDLY, MINUTELY or HOURLY: nothing listed starts every hour, and those rules make thousands of
 *   rows a day (a show at 14:00 and 19:00 is FREQ=DAILY;BYHOUR=14,19);
 * - a series ends at most MAX_SERIES_YEARS after its first day (UNTIL, or the schedule's repeatsUntil): the walk
 *   itself stops after year 9999 (spec §4), but no event is announced for centuries;
 * - COUNT is at most MAX_SERIES_COUNT: a counted series is walked from its first instance on every refresh.
 */
import type { LocalDateTime } from '../time/zoned-time.ts';
import type { Frequency, RRule } from './recurrence-rule.ts';

export const MAX_SERIES_YEARS = 10;
export const MAX_SERIES_COUNT = 2000;
export const REFUSED_FREQUENCIES: readonly Frequency[] = ['SECONDLY', 'MINUTELY', 'HOURLY'];

type LocalDate = Pick<LocalDateTime, 'year' | 'month' | 'day'>;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const formatDate = (date: LocalDate) => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

/** The last day a series starting on `startDate` ('YYYY-MM-DD') may run: the same day MAX_SERIES_YEARS later. */
export function latestSeriesDate(startDate: string): string {
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  // February 29 has no same day in a common year: the series may run through the 28th.
  const isLeapDay = month === 2 && day === 29;
  return formatDate({ year: year + MAX_SERIES_YEARS, month, day: isLeapDay ? 28 : day });
}

export interface SeriesLimitProblem {
  /** The rule part at fault ('FREQ', 'UNTIL', 'COUNT'). */
  part: string;
  message: string;
}

/** The first limit `rule` breaks for a series starting on `startDate` ('YYYY-MM-DD'), or null. */
export function checkSeriesLimits(rule: RRule, startDate: string): SeriesLimitProblem | null {
  if (REFUSED_FREQUENCIES.includes(rule.freq)) {
    return {
      part: 'FREQ',
      message: `FREQ=${rule.freq} is not supported: repeat DAILY or less often (BYHOUR for several times a day)`,
    };
  }
  if (rule.count !== undefined && rule.count > MAX_SERIES_COUNT) {
    return { part: 'COUNT', message: `COUNT can be at most ${MAX_SERIES_COUNT}` };
  }
  if (rule.until && formatDate(rule.until) > latestSeriesDate(startDate)) {
    return {
      part: 'UNTIL',
      message: `UNTIL can be at most ${MAX_SERIES_YEARS} years after the start (${latestSeriesDate(startDate)})`,
    };
  }
  return null;
}
