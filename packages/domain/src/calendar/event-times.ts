/**
 * Reading a calendar event's start and end, and writing date-times in the basic ISO 8601 forms that calendars
 * use (RFC 5545 §3.3.4, §3.3.5).
 */
import {
  addLocalDays,
  type LocalDateTime,
  localToUtcMs,
  parseLocalDateTime,
  toInstant,
  utcMsToLocal,
} from '../time/zoned-time.ts';
import type { CalendarEvent } from './calendar-event.schema.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYYMMDD' (RFC 5545 DATE). */
export function formatBasicDate(local: Pick<LocalDateTime, 'year' | 'month' | 'day'>): string {
  return `${pad(local.year, 4)}${pad(local.month)}${pad(local.day)}`;
}

/** 'YYYYMMDDTHHMMSS' (RFC 5545 DATE-TIME, local form). */
export function formatBasicLocalDateTime(local: LocalDateTime): string {
  return `${formatBasicDate(local)}T${pad(local.hour)}${pad(local.minute)}${pad(local.second)}`;
}

/** 'YYYYMMDDTHHMMSSZ' (RFC 5545 DATE-TIME, UTC form) of an instant. */
export function formatBasicUtc(epochMs: number): string {
  return `${formatBasicLocalDateTime(utcMsToLocal(epochMs))}Z`;
}

/** The event's times, resolved. For all-day events `endExclusive` is the day after the last day. */
export type EventTimes =
  | { allDay: true; start: LocalDateTime; endExclusive: LocalDateTime }
  | { allDay: false; start: LocalDateTime; end: LocalDateTime; startMs: number; endMs: number };

function parseMoment(text: string, field: string): LocalDateTime {
  const local = parseLocalDateTime(text);
  if (!local) throw new RangeError(`Invalid ${field}: ${text}`);
  return local;
}

const isDateOnly = (text: string) => text.length === 10;

/**
 * Resolves start and end in the event's zone. Throws RangeError when they are malformed, mix a date with a
 * date-time, or end before the start.
 */
export function resolveEventTimes(event: Pick<CalendarEvent, 'start' | 'end' | 'timeZone'>): EventTimes {
  const start = parseMoment(event.start, 'start');
  const end = parseMoment(event.end, 'end');
  if (isDateOnly(event.start) !== isDateOnly(event.end)) {
    throw new RangeError('start and end must both be dates (all-day) or both date-times');
  }
  if (isDateOnly(event.start)) {
    if (localToUtcMs(end) < localToUtcMs(start)) throw new RangeError('end is before start');
    // RFC 5545 §3.6.1: an all-day DTEND is exclusive, the day after the last day.
    return { allDay: true, start, endExclusive: addLocalDays(end, 1) };
  }
  const startMs = toInstant(start, event.timeZone);
  const endMs = toInstant(end, event.timeZone);
  if (endMs < startMs) throw new RangeError('end is before start');
  return { allDay: false, start, end, startMs, endMs };
}
