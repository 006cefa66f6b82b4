/**
 * DATE, DATE-TIME and DURATION values of an iCalendar file (RFC 5545 §3.3.4, §3.3.5, §3.3.6), read with the zone
 * each carries: a date, a UTC instant ('Z'), a wall-clock time in a TZID, or a floating time.
 */
import type { LocalDateTime } from '../../time/zoned-time.ts';
import { type ContentLine, paramOf } from './content-lines.ts';

export type DateValue =
  | { kind: 'date'; year: number; month: number; day: number }
  | {
      kind: 'date-time';
      local: LocalDateTime;
      /** 'utc' for a trailing Z, 'floating' without TZID, otherwise the TZID as written. */
      zone: { kind: 'utc' } | { kind: 'floating' } | { kind: 'tzid'; tzid: string };
    };

const VALUE_PATTERN = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/i;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * One DATE or DATE-TIME text. A bare 'YYYYMMDD' is a date even without VALUE=DATE (Apple iCal 1.0 wrote that;
 * strictly invalid, read leniently); a UTC 'Z' wins over a TZID (RFC 5545 §3.3.5 forbids both).
 */
export function parseDateText(text: string, tzid: string | undefined): DateValue | null {
  const match = VALUE_PATTERN.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (!isRealDate(year, month, day)) return null;
  if (match[4] === undefined) return { kind: 'date', year, month, day };
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  const second = Number(match[6] ?? 0);
  // 23:59:60 (a leap second) is read as 23:59:59.
  if (hour > 23 || minute > 59 || second > 60) return null;
  const local = { year, month, day, hour, minute, second: Math.min(second, 59) };
  if (match[7]) return { kind: 'date-time', local, zone: { kind: 'utc' } };
  const zoneName = tzid?.trim();
  return {
    kind: 'date-time',
    local,
    zone: zoneName ? { kind: 'tzid', tzid: tzid! } : { kind: 'floating' },
  };
}

/** Every value of a DTSTART / EXDATE / RDATE / RECURRENCE-ID line, or null if one cannot be read. */
export function parseDateList(line: ContentLine): DateValue[] | null {
  const tzid = paramOf(line, 'TZID');
  const result: DateValue[] = [];
  for (const part of line.value.split(',')) {
    if (part.trim() === '') continue;
    // RDATE;VALUE=PERIOD: the start of each period.
    const text = part.includes('/') ? part.slice(0, part.indexOf('/')) : part;
    const value = parseDateText(text, tzid);
    if (!value) return null;
    result.push(value);
  }
  return result.length > 0 ? result : null;
}

export interface Duration {
  /** Whole days (weeks × 7 + days): added on the wall clock. */
  days: number;
  /** Hours, minutes and seconds: exact time. */
  ms: number;
}

const DURATION_PATTERN = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i;

/** RFC 5545 §3.3.6 DURATION ('PT1H30M', 'P1D', 'P2W'); null when unreadable or empty ('P', 'PT'). */
export function parseDuration(text: string): Duration | null {
  const trimmed = text.trim();
  const match = DURATION_PATTERN.exec(trimmed);
  if (!match || /^[+-]?PT?$/i.test(trimmed)) return null;
  const sign = match[1] === '-' ? -1 : 1;
  const days = Number(match[2] ?? 0) * 7 + Number(match[3] ?? 0);
  const ms = ((Number(match[4] ?? 0) * 60 + Number(match[5] ?? 0)) * 60 + Number(match[6] ?? 0)) * 1000;
  return { days: sign * days, ms: sign * ms };
}

/**
 * The end of each value of an RDATE;VALUE=PERIOD line (RFC 5545 §3.3.9: 'start/end' or 'start/duration'), in the
 * order of parseDateList's values; undefined where a value is no period or its end cannot be read.
 */
export function parsePeriodEnds(line: ContentLine): (DateValue | Duration | undefined)[] {
  const tzid = paramOf(line, 'TZID');
  return line.value
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const slash = part.indexOf('/');
      if (slash < 0) return undefined;
      const text = part.slice(slash + 1);
      return /^[+-]?P/i.test(text.trim())
        ? (parseDuration(text) ?? undefined)
        : (parseDateText(text, tzid) ?? undefined);
    });
}
