/**
 * Understands the date phrases and neighbourhood names of a search query ("jazz this weekend", "comedy tomorrow
 * night", "free museums sunday", "tonight", "next friday", "brunch in back bay") in the location's zone, and
 * takes them out of the words sent to full-text search.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import { addLocalDays, type LocalDateTime, toInstant, toZoned, weekdayOf } from '@happenings/domain/time';
import * as chrono from 'chrono-node';
import { findNeighbourhood, type Neighbourhood } from './neighbourhoods.ts';

export interface InterpretedQuery {
  /** The words left for full-text search. */
  text: string;
  start: Date | null;
  end: Date | null;
  /** The date phrase as typed ('this weekend'), for "Jazz · this weekend". */
  dateText: string | null;
  neighbourhood: Neighbourhood | null;
}

type LocalDate = Pick<LocalDateTime, 'year' | 'month' | 'day'>;

const FRIDAY = 5;
const DANGLING = /\b(?:on|at|for|this|next|in|during|from)\s*$/i;

function at(date: LocalDate, hour: number, minute: number, timeZone: string): Date {
  return new Date(toInstant({ ...date, hour, minute, second: 0 }, timeZone));
}

function dayAfter(date: LocalDate, days = 1): LocalDate {
  return addLocalDays({ ...date, hour: 0, minute: 0, second: 0 }, days);
}

/** Friday 17:00 to the end of Sunday of the weekend on or after `date` (today, if today is in it). */
function weekendOf(date: LocalDate, timeZone: string): { start: Date; end: Date } {
  const weekday = weekdayOf(date);
  // Saturday and Sunday belong to the weekend that began on the Friday before.
  const toFriday = weekday === 6 ? -1 : weekday === 0 ? -2 : (FRIDAY - weekday + 7) % 7;
  const friday = dayAfter(date, toFriday);
  return { start: at(friday, 17, 0, timeZone), end: at(dayAfter(friday, 3), 0, 0, timeZone) };
}

function mondayOf(date: LocalDate): LocalDate {
  return dayAfter(date, -((weekdayOf(date) + 6) % 7));
}

function removeSpan(text: string, index: number, length: number): string {
  const before = text.slice(0, index).replace(DANGLING, '');
  return `${before} ${text.slice(index + length)}`;
}

function tidy(text: string): string {
  return text.replace(DANGLING, '').replace(/\s+/g, ' ').trim();
}

export function interpretSearchQuery(
  query: string,
  options: { now: number; timeZone: string; locationSlug: LocationSlug },
): InterpretedQuery {
  const { now, timeZone } = options;
  let text = query;
  const found = findNeighbourhood(text, options.locationSlug);
  if (found) text = found.rest;

  const zonedNow = toZoned(now, timeZone);
  const today: LocalDate = { year: zonedNow.year, month: zonedNow.month, day: zonedNow.day };
  let window: { start: Date; end: Date } | null = null;
  let dateText: string | null = null;

  const weekend = /\b(this|next)?\s*weekend\b/i.exec(text);
  const week = /\b(this|next)\s+week\b/i.exec(text);
  if (weekend) {
    const base = weekend[1]?.toLowerCase() === 'next' ? dayAfter(mondayOf(today), 7) : today;
    window = weekendOf(base, timeZone);
    dateText = weekend[0].trim();
    text = removeSpan(text, weekend.index, weekend[0].length);
  } else if (week) {
    const monday = mondayOf(today);
    window =
      week[1]?.toLowerCase() === 'next'
        ? { start: at(dayAfter(monday, 7), 0, 0, timeZone), end: at(dayAfter(monday, 14), 0, 0, timeZone) }
        : { start: new Date(now), end: at(dayAfter(monday, 7), 0, 0, timeZone) };
    dateText = week[0];
    text = removeSpan(text, week.index, week[0].length);
  } else {
    const reference = { instant: new Date(now), timezone: Math.round(zonedNow.offsetMs / 60_000) };
    const [result] = chrono.parse(text, reference, { forwardDate: true });
    if (result) {
      const day: LocalDate = {
        year: result.start.get('year') ?? today.year,
        month: result.start.get('month') ?? today.month,
        day: result.start.get('day') ?? today.day,
      };
      const phrase = result.text.toLowerCase();
      if (result.end) {
        const last: LocalDate = {
          year: result.end.get('year') ?? day.year,
          month: result.end.get('month') ?? day.month,
          day: result.end.get('day') ?? day.day,
        };
        window = { start: at(day, 0, 0, timeZone), end: at(dayAfter(last), 0, 0, timeZone) };
      } else if (result.start.isCertain('hour')) {
        const hour = result.start.get('hour') ?? 0;
        const minute = result.start.get('minute') ?? 0;
        window = { start: at(day, hour, minute, timeZone), end: at(dayAfter(day), 0, 0, timeZone) };
      } else if (/\b(night|tonight|evening)\b/.test(phrase)) {
        // "tonight", "tomorrow night": 18:00 to the end of the day.
        window = { start: at(day, 18, 0, timeZone), end: at(dayAfter(day), 0, 0, timeZone) };
      } else if (/\bmorning\b/.test(phrase)) {
        window = { start: at(day, 6, 0, timeZone), end: at(day, 12, 0, timeZone) };
      } else if (/\bafternoon\b/.test(phrase)) {
        window = { start: at(day, 12, 0, timeZone), end: at(day, 17, 0, timeZone) };
      } else {
        window = { start: at(day, 0, 0, timeZone), end: at(dayAfter(day), 0, 0, timeZone) };
      }
      dateText = result.text;
      text = removeSpan(text, result.index, result.text.length);
    }
  }

  return {
    text: tidy(text),
    start: window?.start ?? null,
    end: window?.end ?? null,
    dateText,
    neighbourhood: found?.neighbourhood ?? null,
  };
}
