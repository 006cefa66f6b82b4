/**
 * spec §4 "Derived schedule type": WEEKLY or MONTHLY repeats keep that type; otherwise ONE_TIME if the span from
 * start to end is 24 hours or less, else ONGOING. If the end is before the start the two are swapped.
 */
import type { ScheduleType } from '../enums/enums.ts';
import { DEFAULT_TIME_ZONE, localToUtcMs } from '../time/zoned-time.ts';
import { type ResolvedWhen, resolveWhen } from './resolve-when.ts';
import type { When } from './when.schema.ts';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** The display type of an already resolved `when` (see deriveScheduleType). */
export function deriveResolvedScheduleType(resolved: ResolvedWhen): ScheduleType {
  if (resolved.repeats === 'WEEKLY' || resolved.repeats === 'MONTHLY') return resolved.repeats;
  // The span is measured on the wall clock, so a one-day all-day event (00:00 to 23:59:59) stays ONE_TIME on
  // the 25-hour fall-back day too. resolveWhen has already swapped a reversed start and end (spec §4).
  const span = localToUtcMs(resolved.endLocal) - localToUtcMs(resolved.startLocal);
  return span <= ONE_DAY_MS ? 'ONE_TIME' : 'ONGOING';
}

/**
 * The display type of a schedule (spec §4): 'WEEKLY' | 'MONTHLY' | 'ONE_TIME' | 'ONGOING'. DAILY and YEARLY
 * repeats are typed by their span like non-repeating schedules, as the spec says. Throws ScheduleError
 * ('when object malformed') for a malformed `when`.
 */
export function deriveScheduleType(
  when: When | null | undefined,
  fallbackTimeZone = DEFAULT_TIME_ZONE,
): ScheduleType {
  return deriveResolvedScheduleType(resolveWhen(when, fallbackTimeZone));
}
