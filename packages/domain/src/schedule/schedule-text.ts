/**
 * The schedule line shown on an experience (spec §4 "Schedule display text", §9 date formats): its derived
 * type, a display state and the text, computed from the `when` object, the status flag and an optional rrule.
 */
import type { EventStatus, ScheduleType } from '../enums/enums.ts';
import {
  ALL_DAY_TEXT,
  CLOSED_TEXT,
  formatInProgress,
  formatStartDay,
  formatStartTime,
  formatTime,
  TODAY_TEXT,
  TOMORROW_TEXT,
} from '../format/schedule-formats.ts';
import { DEFAULT_TIME_ZONE, formatZonedIso, toZoned } from '../time/zoned-time.ts';
import { deriveResolvedScheduleType } from './derive-schedule-type.ts';
import { isRepeating, isResolvedPast } from './is-past.ts';
import { findNextRruleOccurrence } from './next-rrule-occurrence.ts';
import { findOpenHoursWindow, ONGOING_WINDOW_DAYS, WEEKLY_LOOK_AHEAD_DAYS } from './open-hours-window.ts';
import { describeRepeat, describeWeekdayHours } from './repeat-text.ts';
import { type ResolvedWhen, resolveWhen } from './resolve-when.ts';
import { ScheduleError } from './schedule-error.ts';
import { findUpcomingOccurrence, type Occurrence } from './upcoming-occurrence.ts';
import { hasWeekdayHours, type OpenInterval } from './weekday-hours.ts';
import type { When } from './when.schema.ts';

/**
 * spec §4 display states: 'open' / 'closed' (weekday hours), 'in-progress', 'upcoming', 'expired' (end or until
 * passed), and 'none' when there is no schedule or it could not be read.
 */
export type ScheduleState = 'open' | 'closed' | 'in-progress' | 'upcoming' | 'expired' | 'none';

export interface ScheduleTextInput {
  when: When | null | undefined;
  status?: EventStatus | null;
  /** RFC 5545 RRULE text; when present it decides the occurrences instead of `repeats`. */
  rrule?: string | null;
  /** Epoch milliseconds. */
  now: number;
  /** Zone for a `when` without its own timeZone (default America/New_York, spec §4). */
  timeZone?: string | null;
  /** spec §4 "open-status mode": the text is only 'Open' or 'Closed'. */
  openStatus?: boolean;
}

export interface ScheduleText {
  type: ScheduleType;
  text: string;
  state: ScheduleState;
  /** The occurrence or open interval the text describes, as ISO 8601 instants with the zone's offset. */
  next?: { start: string; end: string };
}

/** spec §4: with no schedule, or on any failure, the text is '--'. */
export const NO_SCHEDULE_TEXT = '--';
/** spec §4: POSTPONED shows 'TBA'. */
export const POSTPONED_TEXT = 'TBA';
/** Shown once the schedule's end (or until) has passed. */
export const ENDED_TEXT = 'Ended';
/** spec §4 open-status mode. */
export const OPEN_TEXT = 'Open';
export const OPEN_NOW_TEXT = 'Open now';
/** Joins the parts of a line: 'Open now · until 6:00 PM', 'Sat, Nov 22 · All day'. */
export const TEXT_SEPARATOR = ' · ';
/** What follows a repeating schedule's pattern while one of its occurrences runs. */
export const HAPPENING_NOW_TEXT = 'Happening now';
/** Weekday hours' state after their pattern: 'Tue–Sat, 7:00 PM–11:00 PM · Open now'. */
export const NEXT_PREFIX = 'Next: ';

const ERROR_RESULT: ScheduleText = { type: 'ERROR', text: NO_SCHEDULE_TEXT, state: 'none' };

const toNext = (interval: Occurrence | OpenInterval, timeZone: string) => ({
  start: formatZonedIso(interval.startMs, timeZone),
  end: formatZonedIso(interval.endMs, timeZone),
});

/** 'Today at 7:00 PM' / 'Sat, Nov 22 at 7:00 PM', or 'Tomorrow · All day' for whole days. */
function describeStart(interval: Occurrence | OpenInterval, timeZone: string, now: number): string {
  return interval.isAllDay
    ? formatStartDay(toZoned(interval.startMs, timeZone), timeZone, now) + TEXT_SEPARATOR + ALL_DAY_TEXT
    : formatStartTime(interval.startMs, timeZone, now);
}

/** 'Today', 'Tomorrow' or 'Next: Fri, Dec 04': the next date after a repeating schedule's pattern. */
function describeNextDay(interval: Occurrence | OpenInterval, timeZone: string, now: number): string {
  const day = formatStartDay(toZoned(interval.startMs, timeZone), timeZone, now);
  return day === TODAY_TEXT || day === TOMORROW_TEXT ? day : NEXT_PREFIX + day;
}

/**
 * A one-off's line ('Sat, Nov 22 at 7:00 PM'), or, with the pattern of a repeating schedule, the pattern and
 * the next date ('Every Friday, 8:00 PM · Next: Fri, Dec 04'), so a repeating event never reads like a one-off.
 */
function describeOccurrence(
  type: ScheduleType,
  occurrence: Occurrence | null,
  timeZone: string,
  now: number,
  pattern: string | null = null,
): ScheduleText {
  if (!occurrence || occurrence.endMs <= now) return { type, text: ENDED_TEXT, state: 'expired' };
  const next = toNext(occurrence, timeZone);
  if (occurrence.startMs <= now) {
    const text = pattern
      ? pattern + TEXT_SEPARATOR + HAPPENING_NOW_TEXT
      : formatInProgress(occurrence.endMs, timeZone);
    return { type, text, state: 'in-progress', next };
  }
  const text = pattern
    ? pattern + TEXT_SEPARATOR + describeNextDay(occurrence, timeZone, now)
    : describeStart(occurrence, timeZone, now);
  return { type, text, state: 'upcoming', next };
}

/**
 * A WEEKLY schedule of weekday hours: its days and hours, then whether it is open or its next day
 * ('Tue–Sat, 7:00 PM–11:00 PM · Open now', '... · Next: Tue, Dec 01').
 */
function describeWeeklyHours(resolved: ResolvedWhen, pattern: string, now: number): ScheduleText {
  const { timeZone } = resolved;
  const { current, next } = findOpenHoursWindow(resolved, WEEKLY_LOOK_AHEAD_DAYS, now);
  if (current) {
    const text = pattern + TEXT_SEPARATOR + OPEN_NOW_TEXT;
    return { type: 'WEEKLY', text, state: 'open', next: toNext(current, timeZone) };
  }
  const state = now >= resolved.startMs ? 'closed' : 'upcoming';
  if (!next) return { type: 'WEEKLY', text: pattern, state };
  const text = pattern + TEXT_SEPARATOR + describeNextDay(next, timeZone, now);
  return { type: 'WEEKLY', text, state, next: toNext(next, timeZone) };
}

function describeOpenHours(type: ScheduleType, resolved: ResolvedWhen, now: number): ScheduleText {
  const { timeZone } = resolved;
  const pattern = type === 'WEEKLY' ? describeWeekdayHours(resolved.weekdays) : null;
  if (pattern) return describeWeeklyHours(resolved, pattern, now);
  const { current, next } = findOpenHoursWindow(resolved, ONGOING_WINDOW_DAYS, now);
  if (current) {
    const until = current.isAllDay ? ALL_DAY_TEXT : `until ${formatTime(current.endMs, timeZone)}`;
    return {
      type,
      text: OPEN_NOW_TEXT + TEXT_SEPARATOR + until,
      state: 'open',
      next: toNext(current, timeZone),
    };
  }
  const hasStarted = now >= resolved.startMs;
  const state = hasStarted ? 'closed' : 'upcoming';
  const prefix = hasStarted ? CLOSED_TEXT + TEXT_SEPARATOR : '';
  if (next) {
    const text = `${prefix}Opens ${describeStart(next, timeZone, now)}`;
    return { type, text, state, next: toNext(next, timeZone) };
  }
  return {
    type,
    text: hasStarted ? CLOSED_TEXT : `Opens ${formatStartDay(resolved.startLocal, timeZone, now)}`,
    state,
  };
}

function computeScheduleText(input: ScheduleTextInput): ScheduleText {
  const { when, now } = input;
  if (typeof now !== 'number' || !Number.isFinite(now)) throw new ScheduleError('now is not a finite number');
  // No schedule: ONE_TIME is the type the spec's display list falls back to; 'none' says nothing is shown.
  if (when === null || when === undefined) return { type: 'ONE_TIME', text: NO_SCHEDULE_TEXT, state: 'none' };
  const resolved = resolveWhen(when, input.timeZone || DEFAULT_TIME_ZONE);
  const { timeZone, repeats } = resolved;
  const type = deriveResolvedScheduleType(resolved);
  if (isResolvedPast(resolved, now)) return { type, text: ENDED_TEXT, state: 'expired' };
  const rrule = input.rrule?.trim() || null;
  if (rrule) {
    const occurrence = findNextRruleOccurrence(resolved, rrule, now);
    return describeOccurrence(type, occurrence, timeZone, now, describeRepeat(resolved, rrule));
  }
  if ((type === 'WEEKLY' || type === 'ONGOING') && hasWeekdayHours(resolved.weekdays)) {
    return describeOpenHours(type, resolved, now);
  }
  if (isRepeating(repeats)) {
    const search = findUpcomingOccurrence(resolved, repeats, now);
    const pattern = describeRepeat(resolved, null);
    if (search.occurrence || search.reason === 'series-ended') {
      return describeOccurrence(type, search.occurrence, timeZone, now, pattern);
    }
    // No occurrence inside the look-ahead window (a monthly 31st in February): the pattern alone.
    return { type, text: pattern ?? NO_SCHEDULE_TEXT, state: 'upcoming' };
  }
  const single: Occurrence = {
    startMs: resolved.startMs,
    endMs: resolved.endMs,
    isAllDay: resolved.isAllDay,
  };
  return describeOccurrence(type, single, timeZone, now);
}

function applyStatus(result: ScheduleText, input: ScheduleTextInput): ScheduleText {
  // spec §4: CANCELED shows the word itself; POSTPONED shows 'TBA'; any other status shows the computed text.
  if (input.status === 'CANCELED') return { ...result, text: 'CANCELED' };
  if (input.status === 'POSTPONED') return { ...result, text: POSTPONED_TEXT };
  if (input.openStatus && result.state !== 'none') {
    const isOpen = result.state === 'open' || result.state === 'in-progress';
    return { ...result, text: isOpen ? OPEN_TEXT : CLOSED_TEXT };
  }
  return result;
}

/**
 * The schedule line of an experience at `now` (spec §4). Never throws: a malformed `when`, an impossible date,
 * an unknown zone, a bad rrule or any other failure gives { type: 'ERROR', text: '--', state: 'none' }.
 *
 * Repeating schedules read as their pattern and next date: 'Every Friday, 8:00 PM · Next: Fri, Dec 04',
 * 'First Saturday of the month, 10:00 AM · Tomorrow', 'Every Friday, 8:00 PM · Happening now', and weekly
 * weekday hours as 'Tue–Sat, 7:00 PM–11:00 PM · Open now' (repeat-text.ts).
 *
 * One-off texts: upcoming 'Today at 7:00 PM' | 'Tomorrow at 7:00 PM' | 'Sat, Nov 22 at 7:00 PM' (with the year when not
 * this year), whole days 'Sat, Nov 22 · All day'; running 'In-progress Ends on Sat, Nov 22'; over 'Ended';
 * weekday hours 'Open now · until 6:00 PM' | 'Open now · All day' | 'Closed · Opens Tomorrow at 10:00 AM' |
 * 'Closed'; not yet started hours 'Opens Sat, Nov 22 at 10:00 AM'.
 */
export function getScheduleText(input: ScheduleTextInput): ScheduleText {
  try {
    return applyStatus(computeScheduleText(input), input);
  } catch {
    return { ...ERROR_RESULT };
  }
}
