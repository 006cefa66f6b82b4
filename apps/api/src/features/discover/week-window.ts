/**
 * The time windows of the date-based discover streams, computed in the location's zone (spec §4 default
 * America/New_York), never the process's.
 */
import {
  addLocalDays,
  formatLocalDate,
  type LocalDateTime,
  parseLocalDateTime,
  toInstant,
  toZoned,
  weekdayOf,
} from '@happenings/domain/time';

export interface TimeWindow {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

const FRIDAY = 5;

function midnight(date: string): LocalDateTime {
  const local = parseLocalDateTime(date);
  if (!local) throw new Error(`Not a local date: ${date}`);
  return { ...local, hour: 0, minute: 0, second: 0 };
}

function at(local: LocalDateTime, timeZone: string): Date {
  return new Date(toInstant(local, timeZone));
}

/** The Monday of the week containing `now` in `timeZone` ('YYYY-MM-DD'): the default weekStartDate. */
export function currentWeekStart(now: number, timeZone: string): string {
  const zoned = toZoned(now, timeZone);
  const today: LocalDateTime = {
    year: zoned.year,
    month: zoned.month,
    day: zoned.day,
    hour: 0,
    minute: 0,
    second: 0,
  };
  return formatLocalDate(addLocalDays(today, -((zoned.weekday + 6) % 7)));
}

/** week-experiences: [weekStartDate 00:00, weekStartDate + 7 days 00:00) local. */
export function weekWindow(weekStartDate: string, timeZone: string): TimeWindow {
  const start = midnight(weekStartDate);
  return { from: at(start, timeZone), to: at(addLocalDays(start, 7), timeZone) };
}

/**
 * happening-weekend: from Friday 17:00 to the end of Sunday (Monday 00:00, exclusive) local, for the first Friday
 * on or after weekStartDate (the Friday of a Monday- or Sunday-started week).
 */
export function weekendWindow(weekStartDate: string, timeZone: string): TimeWindow {
  const start = midnight(weekStartDate);
  const friday = addLocalDays(start, (FRIDAY - weekdayOf(start) + 7) % 7);
  return { from: at({ ...friday, hour: 17 }, timeZone), to: at(addLocalDays(friday, 3), timeZone) };
}

/** happening-today: the local day containing `now`, [00:00, next 00:00). */
export function todayWindow(now: number, timeZone: string): TimeWindow {
  const zoned = toZoned(now, timeZone);
  const today: LocalDateTime = {
    year: zoned.year,
    month: zoned.month,
    day: zoned.day,
    hour: 0,
    minute: 0,
    second: 0,
  };
  return { from: at(today, timeZone), to: at(addLocalDays(today, 1), timeZone) };
}
