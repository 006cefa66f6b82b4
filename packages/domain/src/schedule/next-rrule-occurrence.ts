/**
 * The current or next occurrence of a schedule that carries RFC 5545 RRULE text (spec §3 Experience.rrule),
 * expanded by the recurrence engine in ../recurrence/.
 */
import { iterateOccurrences } from '../recurrence/index.ts';
import {
  formatLocalDate,
  formatLocalDateTime,
  localToUtcMs,
  toInstant,
  utcMsToLocal,
} from '../time/zoned-time.ts';
import type { ResolvedWhen } from './resolve-when.ts';
import { LAST_WALK_YEAR, type Occurrence } from './upcoming-occurrence.ts';

/** A walk never reads more occurrences than this, whatever the rule (a guard beside the year-9999 stop). */
export const MAX_RRULE_OCCURRENCES_READ = 10_000;

/** Real time and wall-clock time differ by at most a daylight-saving shift; read this much earlier to be safe. */
const SHIFT_MARGIN_MS = 3 * 60 * 60 * 1000;

/**
 * The occurrence of `rrule` (DTSTART at the schedule's start in its zone; a date DTSTART for all-day schedules)
 * in progress at `now`, else the next one; null when the rule has no more, or repeatsUntil has passed. Each
 * occurrence lasts as long on the wall clock as the first one. Throws whatever the engine throws for a bad rule.
 */
export function findNextRruleOccurrence(
  resolved: ResolvedWhen,
  rrule: string,
  now: number,
): Occurrence | null {
  const { startLocal, endLocal, timeZone, untilMs, isAllDay } = resolved;
  const wallClockLength = localToUtcMs(endLocal) - localToUtcMs(startLocal);
  // Only occurrences that could still be running at `now` matter: let the engine skip the ones before.
  const from = new Date(now - wallClockLength - SHIFT_MARGIN_MS);
  if (from.getUTCFullYear() > LAST_WALK_YEAR) return null;
  const occurrences = iterateOccurrences({
    rrule,
    dtstart: isAllDay ? formatLocalDate(startLocal) : formatLocalDateTime(startLocal),
    timeZone,
    ...(from.getUTCFullYear() >= 1 ? { from: from.toISOString() } : {}),
  });
  let read = 0;
  for (const { local, epochMs } of occurrences) {
    read += 1;
    // spec §4: a recurrence walk stops after year 9999.
    if (local.year > LAST_WALK_YEAR || read > MAX_RRULE_OCCURRENCES_READ) return null;
    if (untilMs !== null && epochMs > untilMs) return null;
    const { weekday: _weekday, ...endWallClock } = utcMsToLocal(localToUtcMs(local) + wallClockLength);
    const endMs = toInstant(endWallClock, timeZone);
    if (endMs > now) return { startMs: epochMs, endMs, isAllDay };
  }
  return null;
}
