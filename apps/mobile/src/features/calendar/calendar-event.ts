/**
 * An event as the domain's calendar export takes it (spec §2 Add to calendar), read the way the website reads it:
 * the first occurrence as wall-clock values in the event's own zone (never the device's), the repetition as an
 * RRULE (the stored one, or one made from `repeats`), the venue as location text and the event's page address.
 */
import type { CalendarEvent } from '@happenings/domain/calendar';
import { formatRRule, parseRRule, type RRule, type WeekdayCode } from '@happenings/domain/recurrence';
import { DEFAULT_TIME_ZONE, formatLocalDateTime, toZoned } from '@happenings/domain/time';
import type { ExperienceDetail } from '../experiences/experience.types.ts';

export type CalendarSource = Pick<
  ExperienceDetail,
  | 'id'
  | 'name'
  | 'slug'
  | 'shortDescription'
  | 'description'
  | 'rrule'
  | 'timeZone'
  | 'status'
  | 'when'
  | 'where'
> & { exdates?: readonly string[] | null };

const BYDAY: Record<string, WeekdayCode> = {
  sunday: 'SU',
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
};

const REPEATING = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const);
type Repeating = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

const TWO_HOURS_MS = 2 * 3_600_000;

function untilOf(repeatsUntil: string | null | undefined): RRule['until'] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(repeatsUntil ?? '');
  if (!match) return undefined;
  return { kind: 'date', year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * The event's RRULE value: the stored rule, else FREQ from `repeats` (WEEKLY on the weekdays that are not
 * 'closed'); ONE_TIME and ONGOING do not repeat. Either way the series stops at repeatsUntil, as the API's
 * occurrences do (a bare date: the export writes it in the form RFC 5545 §3.3.10 needs).
 */
export function calendarRrule(source: Pick<CalendarSource, 'rrule' | 'when'>): string | null {
  const until = untilOf(source.when.repeatsUntil);
  const stored = source.rrule?.trim();
  if (stored) {
    const rule = parseRRule(stored);
    if (!rule.until && rule.count === undefined && until) rule.until = until;
    return formatRRule(rule);
  }
  const repeats = source.when.repeats;
  if (!repeats || !REPEATING.has(repeats as Repeating)) return null;
  const rule: RRule = { freq: repeats as Repeating, interval: 1 };
  if (repeats === 'WEEKLY' && source.when.weekdays) {
    const days = Object.entries(source.when.weekdays)
      .filter(([day, hours]) => BYDAY[day] && hours !== undefined && hours !== 'closed')
      .map(([day]) => ({ weekday: BYDAY[day] as WeekdayCode }));
    if (days.length > 0) rule.byDay = days;
  }
  if (until) rule.until = until;
  return formatRRule(rule);
}

/** 'Royale, 279 Tremont St, Boston, MA': the parts that are set, each once. */
export function locationText(where: CalendarSource['where']): string | null {
  const parts = [where.name, where.address, where.city, where.state]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  const unique = parts.filter((part, index) => parts.indexOf(part) === index);
  return unique.length > 0 ? unique.join(', ') : null;
}

/** Null when the schedule has no start to put in a calendar. */
export function toCalendarEvent(source: CalendarSource, eventUrl: string): CalendarEvent | null {
  const timeZone = source.timeZone || DEFAULT_TIME_ZONE;
  const { when } = source;
  let start: string;
  let end: string;
  if (!when.startTime && when.startDate) {
    start = when.startDate;
    // All-day: the last day, inclusive (CalendarEvent.end).
    end = when.endDate && when.endDate >= when.startDate ? when.endDate : when.startDate;
  } else {
    const startMs = when.start ? Date.parse(when.start) : Number.NaN;
    if (Number.isNaN(startMs)) return null;
    const endParsed = when.end ? Date.parse(when.end) : Number.NaN;
    // No end, or one before the start: two hours, as calendars default.
    const endMs = Number.isNaN(endParsed) || endParsed <= startMs ? startMs + TWO_HOURS_MS : endParsed;
    start = formatLocalDateTime(toZoned(startMs, timeZone));
    end = formatLocalDateTime(toZoned(endMs, timeZone));
  }
  const rrule = calendarRrule(source);
  return {
    uid: `${source.id}@happenings`,
    title: source.name,
    description: source.shortDescription || source.description || null,
    location: locationText(source.where),
    url: eventUrl,
    start,
    end,
    timeZone,
    rrule,
    exdates: rrule && source.exdates && source.exdates.length > 0 ? [...source.exdates] : null,
    status: source.status ?? null,
  };
}
