/**
 * Where `now` falls in a schedule read as weekday opening hours (ONGOING venues and WEEKLY schedules with
 * `weekdays`): the open interval running now, and the next one within the look-ahead window.
 */
import { addLocalDays, type LocalDateTime, localToUtcMs, toZoned } from '../time/zoned-time.ts';
import { isRepeating } from './is-past.ts';
import type { ResolvedWhen } from './resolve-when.ts';
import { iterateOpenIntervals, type OpenInterval } from './weekday-hours.ts';

/** spec §4: an ONGOING schedule shows a window of 6 days from today, through the end of that day. */
export const ONGOING_WINDOW_DAYS = 6;
/** spec §4: upcoming-occurrence search looks ahead 7 days for weekly events. */
export const WEEKLY_LOOK_AHEAD_DAYS = 7;

/** The open interval containing `now` (if open) and the next one starting within the window (if any). */
export interface OpenHoursWindow {
  current: OpenInterval | null;
  next: OpenInterval | null;
}

type LocalDate = Pick<LocalDateTime, 'year' | 'month' | 'day'>;

const dateOf = (local: LocalDate): LocalDateTime => ({
  year: local.year,
  month: local.month,
  day: local.day,
  hour: 0,
  minute: 0,
  second: 0,
});
const isBefore = (a: LocalDateTime, b: LocalDateTime) => localToUtcMs(a) < localToUtcMs(b);
const later = (a: LocalDateTime, b: LocalDateTime) => (isBefore(a, b) ? b : a);
const earlier = (a: LocalDateTime, b: LocalDateTime) => (isBefore(a, b) ? a : b);

/**
 * Reads the weekday hours between the schedule's first day and its last (repeatsUntil for repeating schedules,
 * endDate otherwise), from the later of today and the first day through `windowDays` days after it.
 */
export function findOpenHoursWindow(
  resolved: ResolvedWhen,
  windowDays: number,
  now: number,
): OpenHoursWindow {
  const { timeZone } = resolved;
  const firstDay = dateOf(resolved.startLocal);
  const lastLocal = isRepeating(resolved.repeats) ? resolved.untilLocal : resolved.endLocal;
  const lastDay = lastLocal ? dateOf(lastLocal) : null;
  const anchor = later(dateOf(toZoned(now, timeZone)), firstDay);
  // Yesterday too: its hours may run past midnight into today ('22:00-02:00').
  const fromDay = later(addLocalDays(anchor, -1), firstDay);
  const windowEnd = addLocalDays(anchor, windowDays);
  const toDay = lastDay ? earlier(windowEnd, lastDay) : windowEnd;
  if (isBefore(toDay, fromDay)) return { current: null, next: null };
  let current: OpenInterval | null = null;
  for (const interval of iterateOpenIntervals(resolved.weekdays, fromDay, toDay, timeZone)) {
    if (interval.startMs > now) return { current, next: interval };
    if (now < interval.endMs) current = interval;
  }
  return { current, next: null };
}
