/**
 * An event as Add to calendar takes it (spec §2), the same for the website and the app: its first occurrence as
 * wall-clock values in the event's own zone (never the server's or the phone's), all-day events as dates, the
 * repetition as an RRULE, the removed dates as EXDATEs, the venue as location text, the description cut as
 * spec §5 and §9 ask, and the event's page address.
 */
import type { EventStatus } from '../enums/enums.ts';
import { formatRRule, parseRRule } from '../recurrence/parse-rrule.ts';
import type { RRule, RRuleUntil, WeekdayCode } from '../recurrence/recurrence-rule.ts';
import { hasWeekdayHours } from '../schedule/weekday-hours.ts';
import type { Weekdays } from '../schedule/when.schema.ts';
import { DEFAULT_TIME_ZONE, formatLocalDateTime, toZoned } from '../time/zoned-time.ts';
import type { AddToCalendarEvent } from './add-to-calendar-event.ts';
import { truncateCalendarDescription } from './calendar-description.ts';
import type { CalendarEvent } from './calendar-event.schema.ts';
import { weekdayHoursEntries } from './weekday-hours-events.ts';

/** The fields of an experience (spec §3) that a calendar entry is made from, as the API sends them. */
export interface CalendarEventSource {
  id: string;
  name: string;
  shortDescription?: string | null;
  description?: string | null;
  rrule?: string | null;
  timeZone?: string | null;
  status?: EventStatus | null;
  exdates?: readonly string[] | null;
  when: {
    startDate?: string | null;
    endDate?: string | null;
    startTime?: string | null;
    /** startDate + startTime as an instant. */
    start?: string | null;
    end?: string | null;
    repeats?: string | null;
    /** The last local date of a repeating schedule, inclusive. */
    repeatsUntil?: string | null;
    weekdays?: Partial<Record<string, string>> | null;
  };
  where?: { name?: string; address?: string; city?: string; state?: string } | null;
}

const BYDAY: Record<string, WeekdayCode> = {
  sunday: 'SU',
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
};

const REPEATING = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
type Repeating = (typeof REPEATING)[number];

const isRepeating = (repeats: string | null | undefined): repeats is Repeating =>
  (REPEATING as readonly string[]).includes(repeats ?? '');

/** No end, or an end before the start: two hours, as calendars default. */
const DEFAULT_DURATION_MS = 2 * 3_600_000;

function untilOf(repeatsUntil: string | null | undefined): RRuleUntil | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(repeatsUntil ?? '');
  if (!match) return undefined;
  return { kind: 'date', year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * The event's RRULE value (no 'RRULE:' prefix): the stored rule, else one made from `repeats` (WEEKLY on the
 * weekdays that are not 'closed'); ONE_TIME, ONGOING and '' do not repeat. Throws RecurrenceRuleError for a
 * stored rule the domain cannot read.
 *
 * The series ends on repeatsUntil when the rule itself does not say when it ends. The product stores the last
 * day apart from the rule (spec §3 `when.repeatsUntil`), and every reader of a schedule stops there whatever the
 * rule says: the occurrences the API lists, the next dates, whether the event is past (spec §4). A calendar entry
 * without that UNTIL would go on for ever where the event's page shows it ending. A rule with its own UNTIL or
 * COUNT is kept as written: RFC 5545 §3.3.10 forbids both in one rule, and the editor writes its last day into
 * both UNTIL and repeatsUntil. UNTIL is a DATE here, inclusive (RFC 5545 §3.3.10); the exporters rewrite it in
 * the form the event's DTSTART needs (normalizeRruleForExport).
 */
export function calendarRrule(source: Pick<CalendarEventSource, 'rrule' | 'when'>): string | null {
  const until = untilOf(source.when.repeatsUntil);
  const stored = source.rrule?.trim();
  if (stored) {
    const rule = parseRRule(stored);
    if (rule.until === undefined && rule.count === undefined && until) rule.until = until;
    return formatRRule(rule);
  }
  const { repeats, weekdays } = source.when;
  if (!isRepeating(repeats)) return null;
  const rule: RRule = { freq: repeats, interval: 1 };
  if (repeats === 'WEEKLY' && weekdays) {
    const days = Object.entries(weekdays)
      .filter(([day, hours]) => BYDAY[day] && hours !== undefined && hours !== 'closed')
      .map(([day]) => ({ weekday: BYDAY[day]! }));
    if (days.length > 0) rule.byDay = days;
  }
  if (until) rule.until = until;
  return formatRRule(rule);
}

/** 'Royale, 279 Tremont St, Boston, MA': the parts that are set, each once. */
export function calendarLocation(where: CalendarEventSource['where']): string | null {
  if (!where) return null;
  const parts = [where.name, where.address, where.city, where.state]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  const unique = parts.filter((part, index) => parts.indexOf(part) === index);
  return unique.length > 0 ? unique.join(', ') : null;
}

/** The UID of an experience's calendar entry: the same in the event page's .ics and in every feed. */
const uidOf = (id: string, key?: string) => (key ? `${id}-${key}@happenings` : `${id}@happenings`);

/**
 * Whether the schedule is read as opening hours per weekday (occurrences.expand.ts: no stored rule, WEEKLY or
 * not repeating, with hours listed): such a schedule needs several VEVENTs (weekday-hours-events.ts).
 */
function usesWeekdayHours(source: Pick<CalendarEventSource, 'rrule' | 'when'>): boolean {
  const { repeats, weekdays } = source.when;
  if (source.rrule?.trim() || !hasWeekdayHours(weekdays as Weekdays | null | undefined)) return false;
  return repeats === 'WEEKLY' || !isRepeating(repeats);
}

/**
 * The calendar entries of an event whose page is at `url`: one, except for opening hours per weekday, which are
 * one weekly entry per distinct opening (a museum open 10-5 and until 9 on Thursdays: two), plus an entry for an
 * opening cut by the first or last day. Their UIDs are '<id>-<hours>@happenings' ('<id>-1000-1700@happenings'),
 * except when the week has one opening only: then the weekly entry keeps the event's own UID, the one a single
 * entry has always had, so a calendar that subscribed before sees the same entry. Empty when the schedule has no
 * start to put in a calendar or cannot be read.
 */
export function toCalendarEvents(source: CalendarEventSource, url: string): CalendarEvent[] {
  if (!usesWeekdayHours(source)) {
    const event = singleCalendarEvent(source, url);
    return event ? [event] : [];
  }
  const base = singleCalendarEvent({ ...source, when: { ...source.when, weekdays: null } }, url);
  const { when } = source;
  if (!base || !when.startDate) return [];
  let entries: ReturnType<typeof weekdayHoursEntries>;
  try {
    entries = weekdayHoursEntries({
      weekdays: when.weekdays as Weekdays,
      firstDay: when.startDate,
      // Opening hours repeat until repeatsUntil; without a repeat they run from the first to the last day.
      lastDay: when.repeats === 'WEEKLY' ? (when.repeatsUntil ?? null) : (when.endDate ?? when.startDate),
      timeZone: base.timeZone,
      exdates: source.exdates ?? [],
    });
  } catch {
    return [];
  }
  if (!entries) return [base];
  const weekly = entries.filter((entry) => entry.rrule);
  return entries.map((entry) => ({
    ...base,
    uid: weekly.length === 1 && entry === weekly[0] ? base.uid : uidOf(source.id, entry.key),
    start: entry.start,
    end: entry.end,
    rrule: entry.rrule,
    exdates: entry.exdates.length > 0 ? entry.exdates : null,
  }));
}

/**
 * What Add to calendar offers for an event whose page is at `url`: its calendar entry, or for opening hours per
 * weekday the first of its entries with all of them in `entries` (toCalendarEvents; the .ics file holds them all,
 * Google's link the next opening: add-to-calendar-event.ts). Null when it has no entry.
 */
export function toCalendarEvent(source: CalendarEventSource, url: string): AddToCalendarEvent | null {
  if (!usesWeekdayHours(source)) return singleCalendarEvent(source, url);
  const entries = toCalendarEvents(source, url);
  return entries.length > 0 ? { ...entries[0]!, entries } : null;
}

/**
 * The one calendar entry of an event whose page is at `url`, hours per weekday aside (toCalendarEvents).
 * Null when the schedule has no start to put in a
 * calendar, or its stored rule cannot be read (no entry rather than a wrong one).
 */
function singleCalendarEvent(source: CalendarEventSource, url: string): CalendarEvent | null {
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
    const endMs = Number.isNaN(endParsed) || endParsed <= startMs ? startMs + DEFAULT_DURATION_MS : endParsed;
    start = formatLocalDateTime(toZoned(startMs, timeZone));
    end = formatLocalDateTime(toZoned(endMs, timeZone));
  }
  let rrule: string | null;
  try {
    rrule = calendarRrule(source);
  } catch {
    return null;
  }
  const description = source.shortDescription || source.description;
  return {
    uid: uidOf(source.id),
    title: source.name,
    description: description ? truncateCalendarDescription(description) : null,
    location: calendarLocation(source.where),
    url,
    start,
    end,
    timeZone,
    rrule,
    // Dates alone: the export reads each as the occurrence starting that day at the event's start time.
    exdates: rrule && source.exdates && source.exdates.length > 0 ? [...source.exdates] : null,
    status: source.status ?? null,
  };
}
