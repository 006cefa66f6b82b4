/**
 * The Add to calendar input of an event (spec §2): its first occurrence as wall-clock values in the event's own
 * zone (never the server's), the repetition as an RRULE (the stored one, or one derived from `repeats`), the
 * removed dates as EXDATEs, the venue as location text and the page's address.
 */
import type { CalendarEvent } from '@happenings/domain/calendar';
import { DEFAULT_TIME_ZONE, formatLocalDateTime, toZoned } from '@happenings/domain/time';

export interface CalendarSource {
  id: string;
  name: string;
  slug: string;
  shortDescription?: string | null;
  description?: string | null;
  rrule?: string | null;
  timeZone?: string | null;
  status?: CalendarEvent['status'];
  exdates?: readonly string[] | null;
  when: {
    startDate?: string | null;
    endDate?: string | null;
    startTime?: string | null;
    endTime?: string | null;
    start?: string | null;
    end?: string | null;
    repeats?: string | null;
    repeatsUntil?: string | null;
    weekdays?: Partial<Record<string, string>> | null;
  };
  where?: { name?: string; address?: string; city?: string; state?: string } | null;
}

const BYDAY: Record<string, string> = {
  sunday: 'SU',
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
};

const FREQUENCIES: Record<string, string> = {
  DAILY: 'DAILY',
  WEEKLY: 'WEEKLY',
  MONTHLY: 'MONTHLY',
  YEARLY: 'YEARLY',
};

/** 'YYYY-MM-DD' → 'YYYYMMDD'. */
const basicDate = (date: string) => date.replaceAll('-', '');

/**
 * The RRULE of the event: the stored one when set; else one from `repeats` (WEEKLY on the weekdays that are not
 * 'closed', MONTHLY/DAILY/YEARLY from the first date), ending on repeatsUntil (a bare date: the export turns it
 * into the form RFC 5545 §3.3.10 needs). ONE_TIME and ONGOING do not repeat.
 */
export function deriveRrule(source: Pick<CalendarSource, 'rrule' | 'when'>): string | null {
  if (source.rrule?.trim()) return source.rrule.trim().replace(/^RRULE:/i, '');
  const frequency = FREQUENCIES[source.when.repeats ?? ''];
  if (!frequency) return null;
  const parts = [`FREQ=${frequency}`];
  if (frequency === 'WEEKLY' && source.when.weekdays) {
    const days = Object.entries(source.when.weekdays)
      .filter(([day, hours]) => BYDAY[day] && hours !== 'closed' && hours !== undefined)
      .map(([day]) => BYDAY[day]);
    if (days.length > 0) parts.push(`BYDAY=${days.join(',')}`);
  }
  if (source.when.repeatsUntil) parts.push(`UNTIL=${basicDate(source.when.repeatsUntil)}`);
  return parts.join(';');
}

/** 'Royale, 279 Tremont St, Boston, MA' — the parts that are set, each once. */
export function locationText(where: CalendarSource['where']): string | null {
  if (!where) return null;
  const parts = [where.name, where.address, where.city, where.state]
    .map((part) => part?.trim())
    .filter((part): part is string => !!part);
  const unique = parts.filter((part, index) => parts.indexOf(part) === index);
  return unique.length > 0 ? unique.join(', ') : null;
}

export function toCalendarEvent(source: CalendarSource, siteUrl: string): CalendarEvent | null {
  const timeZone = source.timeZone || DEFAULT_TIME_ZONE;
  const { when } = source;
  const isAllDay = !when.startTime && !!when.startDate;
  let start: string;
  let end: string;
  if (isAllDay && when.startDate) {
    start = when.startDate;
    // All-day: the last day, inclusive (CalendarEvent.end).
    end = when.endDate && when.endDate >= when.startDate ? when.endDate : when.startDate;
  } else {
    const startMs = when.start ? Date.parse(when.start) : Number.NaN;
    if (Number.isNaN(startMs)) return null;
    const endParsed = when.end ? Date.parse(when.end) : Number.NaN;
    // No end, or an end before the start: two hours, as a calendar would default.
    const endMs = Number.isNaN(endParsed) || endParsed <= startMs ? startMs + 2 * 3_600_000 : endParsed;
    start = formatLocalDateTime(toZoned(startMs, timeZone));
    end = formatLocalDateTime(toZoned(endMs, timeZone));
  }
  const rrule = deriveRrule(source);
  // Dates alone: the export reads each as the occurrence starting that day at the event's start time.
  const exdates = rrule && source.exdates && source.exdates.length > 0 ? [...source.exdates] : null;
  return {
    uid: `${source.id}@happenings`,
    title: source.name,
    description: source.shortDescription || source.description || null,
    location: locationText(source.where),
    url: `${siteUrl}/event/${source.slug}`,
    start,
    end,
    timeZone,
    rrule,
    exdates,
    status: source.status ?? null,
  };
}
