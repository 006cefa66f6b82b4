/**
 * Conversions between instants (epoch milliseconds, UTC) and wall-clock date-times in an IANA time zone.
 *
 * Built on Intl.DateTimeFormat so it needs no time-zone data of its own and never consults the process's
 * local zone: every function takes the zone explicitly.
 */

/** A wall-clock date-time with no zone attached ("floating" in RFC 5545 terms). Month is 1-12. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A wall-clock date-time as seen in a zone at a given instant, with its weekday (0 = Sunday) and offset. */
export interface ZonedDateTime extends LocalDateTime {
  weekday: number;
  /** Offset from UTC in milliseconds (New York in summer: -4 h). */
  offsetMs: number;
}

/**
 * How to resolve a wall-clock time that does not exist (spring-forward gap) or exists twice (fall-back overlap).
 * 'compatible' matches Temporal and RFC 5545 §3.3.5: a time in a gap moves forward by the gap's length, a
 * repeated time takes its first (earlier) instant.
 */
export type Disambiguation = 'compatible' | 'earlier' | 'later';

export const DEFAULT_TIME_ZONE = 'America/New_York';

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows the IANA zone name (e.g. 'America/New_York'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Epoch milliseconds of a wall-clock date-time read as if it were UTC. Handles years 0-99 correctly. */
export function localToUtcMs(local: LocalDateTime): number {
  if (local.year >= 100) {
    return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  }
  // Date.UTC maps years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(local.year, local.month - 1, local.day);
  date.setUTCHours(local.hour, local.minute, local.second, 0);
  return date.getTime();
}

/**
 * The wall-clock fields of epoch milliseconds read as UTC (inverse of localToUtcMs). Pure integer arithmetic
 * (the days-to-civil algorithm of H. Hinnant) because this sits on every hot path of the schedule engine.
 */
export function utcMsToLocal(ms: number): LocalDateTime & { weekday: number } {
  const days = Math.floor(ms / DAY_MS);
  const secondsOfDay = Math.floor((ms - days * DAY_MS) / 1000);
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return {
    year,
    month,
    day,
    hour: Math.floor(secondsOfDay / 3600),
    minute: Math.floor((secondsOfDay % 3600) / 60),
    second: secondsOfDay % 60,
    weekday: (((days + 4) % 7) + 7) % 7,
  };
}

function wallClockMs(epochMs: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(epochMs));
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const part of parts) {
    switch (part.type) {
      case 'year':
        year = Number(part.value);
        break;
      case 'month':
        month = Number(part.value);
        break;
      case 'day':
        day = Number(part.value);
        break;
      case 'hour':
        hour = Number(part.value);
        break;
      case 'minute':
        minute = Number(part.value);
        break;
      case 'second':
        second = Number(part.value);
        break;
      case 'era':
        bc = part.value.startsWith('B');
        break;
    }
  }
  return localToUtcMs({ year: bc ? 1 - year : year, month, day, hour, minute, second });
}

function exactOffsetAt(epochMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return wallClockMs(wholeSecond, timeZone) - wholeSecond;
}

const HOUR_MS = 3_600_000;
const MAX_CACHED_HOURS = 200_000;
/** Per zone: offset at the start of each UTC hour seen so far. */
const hourOffsets = new Map<string, Map<number, number>>();

function offsetAtHour(hour: number, timeZone: string, cache: Map<number, number>): number {
  let offset = cache.get(hour);
  if (offset === undefined) {
    offset = exactOffsetAt(hour * HOUR_MS, timeZone);
    if (cache.size >= MAX_CACHED_HOURS) cache.clear();
    cache.set(hour, offset);
  }
  return offset;
}

/**
 * Offset of the zone from UTC at an instant, in milliseconds (to the second: historic offsets have seconds).
 * Intl is slow, so offsets are cached per UTC hour: when the offsets at both ends of the hour agree, no
 * transition happened inside it (zones never change twice within an hour); otherwise the exact value is computed.
 */
export function offsetAt(epochMs: number, timeZone: string): number {
  let cache = hourOffsets.get(timeZone);
  if (!cache) {
    cache = new Map();
    hourOffsets.set(timeZone, cache);
  }
  const hour = Math.floor(epochMs / HOUR_MS);
  const atStart = offsetAtHour(hour, timeZone, cache);
  if (atStart === offsetAtHour(hour + 1, timeZone, cache)) return atStart;
  return exactOffsetAt(epochMs, timeZone);
}

/** The wall-clock date-time, weekday and offset in `timeZone` at an instant. */
export function toZoned(epochMs: number, timeZone: string): ZonedDateTime {
  const offsetMs = offsetAt(epochMs, timeZone);
  return { ...utcMsToLocal(epochMs + offsetMs), offsetMs };
}

/**
 * The instant at which the wall clock in `timeZone` shows `local`. Times in a daylight-saving gap or overlap
 * are resolved by `disambiguation` (default 'compatible').
 */
export function toInstant(
  local: LocalDateTime,
  timeZone: string,
  disambiguation: Disambiguation = 'compatible',
): number {
  const asUtc = localToUtcMs(local);
  // Offsets a day either side bracket any single transition near this wall-clock time.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const candidates: number[] = [];
  for (const offset of before === after ? [before] : [before, after]) {
    const instant = asUtc - offset;
    if (offsetAt(instant, timeZone) === offset) candidates.push(instant);
  }
  if (candidates.length === 0) {
    // A gap: read the time with the offset in force before it ('compatible'/'later'), or after ('earlier').
    return disambiguation === 'earlier' ? asUtc - after : asUtc - before;
  }
  candidates.sort((a, b) => a - b);
  return disambiguation === 'later' ? candidates[candidates.length - 1]! : candidates[0]!;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** '+05:45', '-04:00', 'Z' is never used; offsets with seconds keep them ('+00:53:28'). */
export function formatOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+';
  const total = Math.abs(Math.round(offsetMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${sign}${pad2(hours)}:${pad2(minutes)}${seconds ? `:${pad2(seconds)}` : ''}`;
}

/** 'YYYY-MM-DD' of a local date. */
export function formatLocalDate(local: Pick<LocalDateTime, 'year' | 'month' | 'day'>): string {
  return `${String(local.year).padStart(4, '0')}-${pad2(local.month)}-${pad2(local.day)}`;
}

/** 'YYYY-MM-DDTHH:MM:SS' of a local date-time. */
export function formatLocalDateTime(local: LocalDateTime): string {
  return `${formatLocalDate(local)}T${pad2(local.hour)}:${pad2(local.minute)}:${pad2(local.second)}`;
}

/** ISO 8601 with the zone's offset at that instant: '1997-09-02T09:00:00-04:00'. */
export function formatZonedIso(epochMs: number, timeZone: string): string {
  const zoned = toZoned(epochMs, timeZone);
  return `${formatLocalDateTime(zoned)}${formatOffset(zoned.offsetMs)}`;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/**
 * Parses 'YYYY-MM-DD', 'YYYY-MM-DDTHH:MM' or 'YYYY-MM-DDTHH:MM:SS' into a local date-time. Returns null for
 * anything else, including impossible dates such as 2023-02-30.
 */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  const match = LOCAL_PATTERN.exec(text.trim());
  if (!match) return null;
  const local: LocalDateTime = {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: Number(match[4] ?? 0),
    minute: Number(match[5] ?? 0),
    second: Number(match[6] ?? 0),
  };
  if (local.hour > 23 || local.minute > 59 || local.second > 59) return null;
  const roundTrip = utcMsToLocal(localToUtcMs(local));
  if (roundTrip.month !== local.month || roundTrip.day !== local.day) return null;
  return local;
}

/** Days in a month (month 1-12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return utcMsToLocal(localToUtcMs({ year, month: month + 1, day: 0, hour: 0, minute: 0, second: 0 })).day;
}

/** Adds whole days to a local date-time's calendar date, keeping the wall-clock time. */
export function addLocalDays(local: LocalDateTime, days: number): LocalDateTime {
  const { weekday: _weekday, ...moved } = utcMsToLocal(localToUtcMs(local) + days * DAY_MS);
  return moved;
}

/** Weekday (0 = Sunday) of a local date. */
export function weekdayOf(local: Pick<LocalDateTime, 'year' | 'month' | 'day'>): number {
  return utcMsToLocal(localToUtcMs({ ...local, hour: 0, minute: 0, second: 0 })).weekday;
}

/** Midnight at the start of the local day containing an instant, as an instant. */
export function startOfZonedDay(epochMs: number, timeZone: string): number {
  const zoned = toZoned(epochMs, timeZone);
  return toInstant(
    { year: zoned.year, month: zoned.month, day: zoned.day, hour: 0, minute: 0, second: 0 },
    timeZone,
  );
}
