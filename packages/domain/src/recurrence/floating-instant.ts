/**
 * Conversion of floating local times (see walk-recurrence.ts) to instants and zoned ISO text, memoised per
 * local day: on a day with no offset change anywhere near it (all but a few days a year) the conversion is a
 * subtraction; near a change it defers to toInstant(local, timeZone, 'compatible').
 *
 * Intl look-ups dominate the cost of expanding a rule, and many series share the same days, hence the memo.
 */
import {
  formatLocalDateTime,
  formatOffset,
  formatZonedIso,
  offsetAt,
  toInstant,
  utcMsToLocal,
} from '../time/zoned-time.ts';
import { DAY_MS } from './calendar-year.ts';

const HOUR_MS = 3_600_000;
const CACHE_LIMIT = 100_000;
const steadyOffsets = new Map<string, Map<number, number>>();

/**
 * The offset in force throughout a local day and 15 hours either side of it (covering every instant at which
 * any zone's wall clock shows that day), or NaN when it changes in that window.
 */
function steadyOffsetOfDay(day: number, timeZone: string): number {
  let days = steadyOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    steadyOffsets.set(timeZone, days);
  }
  let offset = days.get(day);
  if (offset === undefined) {
    if (days.size >= CACHE_LIMIT) days.clear();
    const before = offsetAt(day * DAY_MS - 15 * HOUR_MS, timeZone);
    const after = offsetAt((day + 1) * DAY_MS + 15 * HOUR_MS, timeZone);
    offset = before === after ? before : Number.NaN;
    days.set(day, offset);
  }
  return offset;
}

/**
 * The instant at which the wall clock in `timeZone` shows a floating time (localToUtcMs of a local date-time).
 * RFC 5545 §3.3.5 / Temporal 'compatible': a time in a spring-forward gap moves forward by the gap, a repeated
 * time takes its first instant.
 */
export function floatingToInstant(floatingMs: number, timeZone: string): number {
  const offset = steadyOffsetOfDay(Math.floor(floatingMs / DAY_MS), timeZone);
  if (!Number.isNaN(offset)) return floatingMs - offset;
  const { weekday: _weekday, ...local } = utcMsToLocal(floatingMs);
  return toInstant(local, timeZone, 'compatible');
}

/**
 * ISO 8601 text with offset ('1997-09-02T09:00:00-04:00') of the instant `epochMs` obtained from
 * floatingToInstant(floatingMs). It shows the wall clock at that instant (03:30 for a 02:30 in a gap).
 */
export function formatFloatingInstant(floatingMs: number, epochMs: number, timeZone: string): string {
  const offset = steadyOffsetOfDay(Math.floor(floatingMs / DAY_MS), timeZone);
  if (Number.isNaN(offset)) return formatZonedIso(epochMs, timeZone);
  return formatLocalDateTime(utcMsToLocal(floatingMs)) + formatOffset(offset);
}
