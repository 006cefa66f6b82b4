/**
 * When a boost "until <day>" ends: the start of the next day in the city's time zone, so the whole day counts
 * (the API's boostedUntil is exclusive). Null for anything that is not a calendar date.
 */
import { addLocalDays, parseLocalDateTime, toInstant, toZoned } from '@happenings/domain/time';

export function endOfDay(day: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const local = parseLocalDateTime(`${day}T00:00`);
  if (!local) return null;
  return new Date(toInstant(addLocalDays(local, 1), timeZone)).toISOString();
}

/** The last day a boost ending at `iso` covers, in the city (the day before the end when it ends at midnight). */
export function lastBoostedDay(iso: string, timeZone: string): string {
  const zoned = toZoned(Date.parse(iso) - 1, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${zoned.year}-${pad(zoned.month)}-${pad(zoned.day)}`;
}
