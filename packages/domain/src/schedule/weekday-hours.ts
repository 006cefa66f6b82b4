/**
 * Opening hours per weekday (spec §3): 'closed', '' for all day, or 'HH:MM-HH:MM'. A range whose end is not
 * after its start runs past midnight: Friday '22:00-02:00' is open until 2 AM on Saturday.
 */

import { formatLocal } from '../format/format-date.ts';
import { ALL_DAY_TEXT, CLOSED_TEXT, TIME_FORMAT } from '../format/schedule-formats.ts';
import { addLocalDays, type LocalDateTime, toInstant, toZoned, weekdayOf } from '../time/zoned-time.ts';
import { ScheduleError } from './schedule-error.ts';
import { WEEKDAY_NAMES, type WeekdayName, type Weekdays } from './when.schema.ts';

/** One weekday's hours; minutes count from that day's midnight, and `closesAt` may pass 1440 (next day). */
export type DayHours =
  | { kind: 'closed' }
  | { kind: 'all-day' }
  | { kind: 'range'; opensAt: number; closesAt: number };

/** An open period as instants, [startMs, endMs). */
export interface OpenInterval {
  startMs: number;
  endMs: number;
  /** Whole days ('' hours), so the display says 'All day' rather than a closing time. */
  isAllDay: boolean;
}

type LocalDate = Pick<LocalDateTime, 'year' | 'month' | 'day'>;

const MINUTES_PER_DAY = 1440;
const RANGE = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

/**
 * Parses one weekday's hours. A missing day counts as closed: hours are listed for the days that open.
 * '24:00' ends at the next midnight; an end at or before the start runs past midnight ('22:00-02:00',
 * and '09:00-09:00' is a full 24 hours). Throws ScheduleError for any other text.
 */
export function parseWeekdayHours(text: string | null | undefined): DayHours {
  if (text === undefined || text === null || text.trim().toLowerCase() === 'closed')
    return { kind: 'closed' };
  if (text.trim() === '') return { kind: 'all-day' };
  const match = RANGE.exec(text.trim());
  const [opensHour, opensMinute, closesHour, closesMinute] = (match?.slice(1) ?? []).map(Number);
  if (
    opensHour === undefined ||
    opensMinute === undefined ||
    closesHour === undefined ||
    closesMinute === undefined ||
    opensHour > 23 ||
    closesHour > 24 ||
    opensMinute > 59 ||
    closesMinute > 59 ||
    (closesHour === 24 && closesMinute > 0)
  ) {
    throw new ScheduleError(`weekday hours not understood: ${text}`);
  }
  const opensAt = opensHour * 60 + opensMinute;
  const closes = closesHour * 60 + closesMinute;
  return { kind: 'range', opensAt, closesAt: closes > opensAt ? closes : closes + MINUTES_PER_DAY };
}

/** True when at least one weekday has hours listed, i.e. the schedule is read as opening hours. */
export function hasWeekdayHours(weekdays: Weekdays | null | undefined): boolean {
  return !!weekdays && WEEKDAY_NAMES.some((name) => weekdays[name] !== undefined);
}

function instantAtMinute(day: LocalDate, minutes: number, timeZone: string): number {
  const local = addLocalDays(
    { ...day, hour: 0, minute: 0, second: 0 },
    Math.floor(minutes / MINUTES_PER_DAY),
  );
  const inDay = minutes % MINUTES_PER_DAY;
  return toInstant({ ...local, hour: Math.floor(inDay / 60), minute: inDay % 60 }, timeZone);
}

/**
 * Lazily yields the open intervals that start on the local days `fromDay` through `toDay` (inclusive), in
 * order, with touching intervals merged (Friday '18:00-24:00' then Saturday '00:00-02:00' is one interval).
 * Lazy because each instant costs a zone look-up: callers stop at the first interval they need.
 */
export function* iterateOpenIntervals(
  weekdays: Weekdays,
  fromDay: LocalDate,
  toDay: LocalDate,
  timeZone: string,
): Generator<OpenInterval, void, undefined> {
  let pending: OpenInterval | null = null;
  const from = { ...fromDay, hour: 0, minute: 0, second: 0 };
  const last = toDay.year * 10_000 + toDay.month * 100 + toDay.day;
  for (let offset = 0; ; offset += 1) {
    const day = addLocalDays(from, offset);
    if (day.year * 10_000 + day.month * 100 + day.day > last) break;
    const hours = parseWeekdayHours(weekdays[WEEKDAY_NAMES[weekdayOf(day)]!]);
    if (hours.kind === 'closed') continue;
    const [opensAt, closesAt] =
      hours.kind === 'all-day' ? [0, MINUTES_PER_DAY] : [hours.opensAt, hours.closesAt];
    const interval: OpenInterval = {
      startMs: instantAtMinute(day, opensAt, timeZone),
      endMs: instantAtMinute(day, closesAt, timeZone),
      isAllDay: hours.kind === 'all-day',
    };
    if (pending && interval.startMs <= pending.endMs) {
      pending.endMs = Math.max(pending.endMs, interval.endMs);
      pending.isAllDay = pending.isAllDay && interval.isAllDay;
      continue;
    }
    if (pending) yield pending;
    pending = interval;
  }
  if (pending) yield pending;
}

/** All of iterateOpenIntervals' intervals as an array. */
export function listOpenIntervals(
  weekdays: Weekdays,
  fromDay: LocalDate,
  toDay: LocalDate,
  timeZone: string,
): OpenInterval[] {
  return [...iterateOpenIntervals(weekdays, fromDay, toDay, timeZone)];
}

/**
 * True when the hours have the place open at the instant `epochMs`, read in `timeZone`. The previous day's
 * range counts too: under Friday '22:00-02:00', Saturday 01:00 is open.
 */
export function isOpenAt(weekdays: Weekdays, epochMs: number, timeZone: string): boolean {
  const today = toZoned(epochMs, timeZone);
  const yesterday = addLocalDays(today, -1);
  for (const interval of iterateOpenIntervals(weekdays, yesterday, today, timeZone)) {
    if (interval.startMs > epochMs) return false;
    if (epochMs < interval.endMs) return true;
  }
  return false;
}

const formatMinutes = (minutes: number) => {
  const inDay = minutes % MINUTES_PER_DAY;
  return formatLocal(
    { year: 2000, month: 1, day: 1, hour: Math.floor(inDay / 60), minute: inDay % 60, second: 0 },
    TIME_FORMAT,
  );
};

/**
 * One weekday's hours as text (spec §9): 'Closed', 'All day', or '10:00 AM - 6:00 PM' ('10:00 PM - 2:00 AM'
 * past midnight). A day without an entry reads 'Closed'.
 */
export function hoursTextFor(weekdays: Weekdays | null | undefined, weekdayName: WeekdayName): string {
  const hours = parseWeekdayHours(weekdays?.[weekdayName]);
  if (hours.kind === 'closed') return CLOSED_TEXT;
  if (hours.kind === 'all-day') return ALL_DAY_TEXT;
  return `${formatMinutes(hours.opensAt)} - ${formatMinutes(hours.closesAt)}`;
}
