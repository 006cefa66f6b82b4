/**
 * Preparing a stored RRULE for export: RFC 5545 ties the form of UNTIL to the form of DTSTART.
 */
import { localToUtcMs, offsetAt, parseLocalDateTime, toInstant, utcMsToLocal } from '../time/zoned-time.ts';
import { formatBasicDate, formatBasicUtc } from './event-times.ts';

const UNTIL_PATTERN = /(^|;)UNTIL=(\d{8})(?:T(\d{6})(Z?))?(?=;|$)/i;

/**
 * The RRULE value without its 'RRULE:' prefix, with UNTIL rewritten as RFC 5545 §3.3.10 requires: a DATE for
 * all-day events; for events with a zoned start, a UTC DATE-TIME (a bare date means the end of that day in
 * the zone, a local date-time is read in the zone).
 */
export function normalizeRruleForExport(rrule: string, allDay: boolean, timeZone: string): string {
  const value = rrule.trim().replace(/^RRULE:/i, '');
  const match = UNTIL_PATTERN.exec(value);
  if (!match) return value;
  const [whole, lead, date, time, z] = match as unknown as [string, string, string, string?, string?];
  const local = parseLocalDateTime(
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${time ? `${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}` : '23:59:59'}`,
  );
  if (!local) throw new RangeError(`Invalid UNTIL in RRULE: ${rrule}`);
  let until: string;
  if (allDay) {
    // A UTC instant is read as the local day it falls on in the zone.
    const utc = z ? localToUtcMs(local) : null;
    until = formatBasicDate(utc === null ? local : utcMsToLocal(utc + offsetAt(utc, timeZone)));
  } else if (z) {
    return value;
  } else {
    until = formatBasicUtc(toInstant(local, timeZone));
  }
  return value.replace(whole, `${lead}UNTIL=${until}`);
}

/** The last year the rule can reach, or null when it has no UNTIL (COUNT or unbounded). */
export function readRruleUntilYear(rrule: string): number | null {
  const match = UNTIL_PATTERN.exec(rrule.trim().replace(/^RRULE:/i, ''));
  return match ? Number(match[2]!.slice(0, 4)) : null;
}
