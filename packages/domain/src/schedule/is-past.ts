/**
 * spec §4: an event is past when it repeats and repeatsUntil is before now, or, if it does not repeat, when its
 * end date and time are before now.
 */
import type { Recurrence, Timing } from '../enums/enums.ts';
import { DEFAULT_TIME_ZONE } from '../time/zoned-time.ts';
import { type ResolvedWhen, resolveWhen } from './resolve-when.ts';
import type { When } from './when.schema.ts';

/**
 * The recurrences that repeat an occurrence. ONGOING is one long span, ONE_TIME and '' happen once, so all
 * three are judged by their end date and time.
 */
export const REPEATING_RECURRENCES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RepeatingRecurrence = (typeof REPEATING_RECURRENCES)[number];

/** True for DAILY, WEEKLY, MONTHLY and YEARLY. */
export function isRepeating(repeats: Recurrence | null | undefined): repeats is RepeatingRecurrence {
  return (REPEATING_RECURRENCES as readonly string[]).includes(repeats ?? '');
}

/** isPast for an already resolved `when`. */
export function isResolvedPast(resolved: ResolvedWhen, now: number): boolean {
  if (isRepeating(resolved.repeats)) {
    // repeatsUntil is inclusive: the series ends at the end of that local day. No repeatsUntil: never ends.
    return resolved.untilMs !== null && resolved.untilMs < now;
  }
  return resolved.endMs < now;
}

/**
 * True when the schedule is over at `now` (epoch ms): a repeating schedule once the end of repeatsUntil's local
 * day has passed (never, without repeatsUntil), any other once its end has passed. Throws ScheduleError for a
 * malformed `when`.
 */
export function isPast(
  when: When | null | undefined,
  now: number,
  fallbackTimeZone = DEFAULT_TIME_ZONE,
): boolean {
  return isResolvedPast(resolveWhen(when, fallbackTimeZone), now);
}

/** spec §3 Timing: 'PAST' when isPast, else 'FUTURE'. */
export function timing(
  when: When | null | undefined,
  now: number,
  fallbackTimeZone = DEFAULT_TIME_ZONE,
): Timing {
  return isPast(when, now, fallbackTimeZone) ? 'PAST' : 'FUTURE';
}
