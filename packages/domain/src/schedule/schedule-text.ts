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
} from '../format/schedule-formats.ts';
import { DEFAULT_TIME_ZONE, formatZonedIso, toZoned } from '../time/zoned-time.ts';
import { deriveResolvedScheduleType } from './derive-schedule-type.ts';
import { isRepeating, isResolvedPast, type RepeatingRecurrence } from './is-past.ts';
import { findNextRruleOccurrence } from './next-rrule-occurrence.ts';
import { findOpenHoursWindow, ONGOING_WINDOW_DAYS, WEEKLY_LOOK_AHEAD_DAYS } from './open-hours-window.ts';
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
/** Repeating schedules with no occurrence inside the look-ahead window (a monthly 31st in February). */
export const REPEATS_TEXT: Readonly<Record<RepeatingRecurrence, string>> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  YEARLY: 'Yearly',
};

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

function describeOccurrence(
  type: ScheduleType,
  occurrence: Occurrence | null,
  timeZone: string,
  now: number,
): ScheduleText {
  if (!occurrence || occurrence.endMs <= now) return { type, text: ENDED_TEXT, state: 'expired' };
  const next = toNext(occurrence, timeZone);
  if (occurrence.startMs <= now) {
    return { type, text: formatInProgress(occurrence.endMs, timeZone), state: 'in-progress', next };
  }
  return { type, text: describeStart(occurrence, timeZone, now), state: 'upcoming', next };
}

function describeOpenHours(type: ScheduleType, resolved: ResolvedWhen, now: number): ScheduleText {
  const { timeZone } = resolved;
  const windowDays = type === 'WEEKLY' ? WEEKLY_LOOK_AHEAD_DAYS : ONGOING_WINDOW_DAYS;
  const { current, next } = findOpenHoursWindow(resolved, windowDays, now);
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
  const rrule = input.rrule?.trim();
  if (rrule) return describeOccurrence(type, findNextRruleOccurrence(resolved, rrule, now), timeZone, now);
  if ((type === 'WEEKLY' || type === 'ONGOING') && hasWeekdayHours(resolved.weekdays)) {
    return describeOpenHours(type, resolved, now);
  }
  if (isRepeating(repeats)) {
    const search = findUpcomingOccurrence(resolved, repeats, now);
    if (search.occurrence || search.reason === 'series-ended') {
      return describeOccurrence(type, search.occurrence, timeZone, now);
    }
    return { type, text: REPEATS_TEXT[repeats], state: 'upcoming' };
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
 * Texts: upcoming 'Today at 7:00 PM' | 'Tomorrow at 7:00 PM' | 'Sat, Nov 22 at 7:00 PM' (with the year when not
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
