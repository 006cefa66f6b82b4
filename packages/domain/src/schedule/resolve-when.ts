/**
 * Reads a `when` object's wall-clock fields into instants in its zone (spec §3 Schedule, §4).
 *
 * The local fields (startDate, startTime, endDate, endTime, repeatsUntil, timeZone) are the source of truth;
 * `start`, `end` and `until` are derived from them here, so any stale values passed in are ignored.
 */
import type { Recurrence } from '../enums/enums.ts';
import { latestSeriesDate, MAX_SERIES_YEARS } from '../recurrence/series-limits.ts';
import {
  DEFAULT_TIME_ZONE,
  formatZonedIso,
  isValidTimeZone,
  type LocalDateTime,
  parseLocalDateTime,
  toInstant,
} from '../time/zoned-time.ts';
import { ScheduleError } from './schedule-error.ts';
import { validateWhen } from './validate-when.ts';
import type { Weekdays, When } from './when.schema.ts';

/** A validated `when` with its local fields parsed and its instants computed. */
export interface ResolvedWhen {
  timeZone: string;
  /** First moment: startDate at startTime, or at the start of startDate. */
  startLocal: LocalDateTime;
  /** Last moment: endDate at endTime, or at the end of endDate (23:59:59). */
  endLocal: LocalDateTime;
  startMs: number;
  endMs: number;
  /** End of repeatsUntil's local day (23:59:59), or null when the schedule has no last day. */
  untilMs: number | null;
  untilLocal: LocalDateTime | null;
  /** Neither startTime nor endTime: the days are whole days. */
  isAllDay: boolean;
  /** The end was before the start, so the two were swapped (spec §4). */
  isSwapped: boolean;
  repeats: Recurrence;
  weekdays: Weekdays;
}

const END_OF_DAY = { hour: 23, minute: 59, second: 59 } as const;

function readDateTime(
  date: string,
  time: string | null | undefined,
  fallback: 'start' | 'end',
): LocalDateTime {
  const local = parseLocalDateTime(time ? `${date}T${time}` : date);
  if (!local) throw new ScheduleError(`not a date-time: ${date} ${time ?? ''}`.trim());
  return time || fallback === 'start' ? local : { ...local, ...END_OF_DAY };
}

/** The zone a `when` is read in: its own timeZone, else `fallbackTimeZone` (default America/New_York, spec §4). */
export function resolveTimeZone(when: Pick<When, 'timeZone'>, fallbackTimeZone = DEFAULT_TIME_ZONE): string {
  const timeZone = when.timeZone || fallbackTimeZone || DEFAULT_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) throw new ScheduleError(`unknown time zone: ${timeZone}`);
  return timeZone;
}

/**
 * Validates a `when` (spec §5) and computes its instants in its zone. Times in a daylight-saving gap move
 * forward (2:30 AM on 2024-03-10 in New York is 3:30 AM EDT), repeated times take their first instant.
 * spec §4: if the end is before the start, the two (date and time together) are swapped.
 */
export function resolveWhen(
  when: When | null | undefined,
  fallbackTimeZone = DEFAULT_TIME_ZONE,
): ResolvedWhen {
  const valid = validateWhen(when);
  const timeZone = resolveTimeZone(valid, fallbackTimeZone);
  let startLocal = readDateTime(valid.startDate, valid.startTime, 'start');
  let endLocal = readDateTime(valid.endDate, valid.endTime, 'end');
  let startMs = toInstant(startLocal, timeZone);
  let endMs = toInstant(endLocal, timeZone);
  const isSwapped = endMs < startMs;
  if (isSwapped) {
    startLocal = readDateTime(valid.endDate, valid.endTime, 'start');
    endLocal = readDateTime(valid.startDate, valid.startTime, 'end');
    startMs = toInstant(startLocal, timeZone);
    endMs = toInstant(endLocal, timeZone);
  }
  const untilLocal = valid.repeatsUntil ? readDateTime(valid.repeatsUntil, null, 'end') : null;
  return {
    timeZone,
    startLocal,
    endLocal,
    startMs,
    endMs,
    untilLocal,
    untilMs: untilLocal ? toInstant(untilLocal, timeZone) : null,
    isAllDay: !valid.startTime && !valid.endTime,
    isSwapped,
    repeats: valid.repeats ?? '',
    weekdays: valid.weekdays ?? {},
  };
}

/**
 * The stored form of a `when` (spec §3): validated, start/end swapped if reversed (spec §4), its zone made
 * explicit, and `start`, `end`, `until` filled with ISO 8601 instants carrying the zone's offset.
 * Throws ScheduleError ('when object malformed') like validateWhen, and for a repeatsUntil more than
 * MAX_SERIES_YEARS after the first day (recurrence/series-limits.ts). That limit applies to what is written:
 * schedules stored before it still resolve and expand.
 */
export function normalizeWhen(when: When | null | undefined, fallbackTimeZone = DEFAULT_TIME_ZONE): When {
  const valid = validateWhen(when);
  const resolved = resolveWhen(valid, fallbackTimeZone);
  const firstDate = resolved.isSwapped ? valid.endDate : valid.startDate;
  if (valid.repeatsUntil && valid.repeatsUntil > latestSeriesDate(firstDate)) {
    throw new ScheduleError(
      `repeatsUntil can be at most ${MAX_SERIES_YEARS} years after startDate (${latestSeriesDate(firstDate)})`,
    );
  }
  return {
    ...valid,
    ...(resolved.isSwapped
      ? {
          startDate: valid.endDate,
          startTime: valid.endTime,
          endDate: valid.startDate,
          endTime: valid.startTime,
        }
      : {}),
    timeZone: resolved.timeZone,
    start: formatZonedIso(resolved.startMs, resolved.timeZone),
    end: formatZonedIso(resolved.endMs, resolved.timeZone),
    until: resolved.untilMs === null ? null : formatZonedIso(resolved.untilMs, resolved.timeZone),
  };
}
