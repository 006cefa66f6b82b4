/**
 * The date formats of spec §9, as named patterns and the functions that choose between them.
 */
import { addLocalDays, type LocalDateTime, toZoned } from '../time/zoned-time.ts';
import { formatDate, formatLocal } from './format-date.ts';

/** spec §9: 'Sat, Nov 22 at 7:00 PM'. */
export const DATE_TIME_FORMAT = 'ddd, MMM DD [at] h:mm A';
/** spec §9 "with year variant", used when the date is not in the current year: 'Sat, Nov 22, 2025 at 7:00 PM'. */
export const DATE_TIME_WITH_YEAR_FORMAT = 'ddd, MMM DD, YYYY [at] h:mm A';
/** spec §9: 'Today at 7:00 PM'. */
export const TODAY_AT_FORMAT = '[Today at] h:mm A';
/** spec §9: 'Tomorrow at 7:00 PM'. */
export const TOMORROW_AT_FORMAT = '[Tomorrow at] h:mm A';
/** spec §9: 'In-progress Ends on Sat, Nov 22'. */
export const IN_PROGRESS_FORMAT = '[In-progress Ends on] ddd, MMM DD';
/** spec §9: '7:00 PM'. */
export const TIME_FORMAT = 'h:mm A';
/** A date without a time (all-day days): 'Sat, Nov 22'. */
export const DATE_FORMAT = 'ddd, MMM DD';
/** The same with the year, when not the current year: 'Sat, Nov 22, 2025'. */
export const DATE_WITH_YEAR_FORMAT = 'ddd, MMM DD, YYYY';
/** spec §9: closed days show 'Closed'. */
export const CLOSED_TEXT = 'Closed';
/** spec §9: days without hours show 'All day'. */
export const ALL_DAY_TEXT = 'All day';
export const TODAY_TEXT = 'Today';
export const TOMORROW_TEXT = 'Tomorrow';

type LocalDate = Pick<LocalDateTime, 'year' | 'month' | 'day'>;

const isSameDate = (a: LocalDate, b: LocalDate) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

function whichDay(date: LocalDate, timeZone: string, now: number): 'today' | 'tomorrow' | 'other' {
  const today = toZoned(now, timeZone);
  if (isSameDate(date, today)) return 'today';
  if (isSameDate(date, addLocalDays({ ...today, hour: 0, minute: 0, second: 0 }, 1))) return 'tomorrow';
  return 'other';
}

/** '7:00 PM' in `timeZone` (spec §9 'h:mm A'). */
export function formatTime(epochMs: number, timeZone: string): string {
  return formatDate(epochMs, TIME_FORMAT, timeZone);
}

/**
 * 'Sat, Nov 22 at 7:00 PM', or 'Sat, Nov 22, 2025 at 7:00 PM' when the date is not in the year of `now`
 * (both read in `timeZone`).
 */
export function formatDateTime(epochMs: number, timeZone: string, now: number): string {
  const isThisYear = toZoned(epochMs, timeZone).year === toZoned(now, timeZone).year;
  return formatDate(epochMs, isThisYear ? DATE_TIME_FORMAT : DATE_TIME_WITH_YEAR_FORMAT, timeZone);
}

/** A start time relative to `now`: 'Today at 7:00 PM', 'Tomorrow at 7:00 PM', else formatDateTime's text. */
export function formatStartTime(epochMs: number, timeZone: string, now: number): string {
  switch (whichDay(toZoned(epochMs, timeZone), timeZone, now)) {
    case 'today':
      return formatDate(epochMs, TODAY_AT_FORMAT, timeZone);
    case 'tomorrow':
      return formatDate(epochMs, TOMORROW_AT_FORMAT, timeZone);
    default:
      return formatDateTime(epochMs, timeZone, now);
  }
}

/** A calendar date relative to `now`: 'Today', 'Tomorrow', 'Sat, Nov 22' or 'Sat, Nov 22, 2025' (other year). */
export function formatStartDay(date: LocalDate, timeZone: string, now: number): string {
  switch (whichDay(date, timeZone, now)) {
    case 'today':
      return TODAY_TEXT;
    case 'tomorrow':
      return TOMORROW_TEXT;
    default: {
      const isThisYear = date.year === toZoned(now, timeZone).year;
      return formatLocal(
        { ...date, hour: 0, minute: 0, second: 0 },
        isThisYear ? DATE_FORMAT : DATE_WITH_YEAR_FORMAT,
      );
    }
  }
}

/** 'In-progress Ends on Sat, Nov 22' for an end instant in `timeZone` (spec §9). */
export function formatInProgress(endEpochMs: number, timeZone: string): string {
  return formatDate(endEpochMs, IN_PROGRESS_FORMAT, timeZone);
}
