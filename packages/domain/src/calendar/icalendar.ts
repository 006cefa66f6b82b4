/**
 * The "Apple calendar" option of the Add to calendar dialog (spec §2) and calendar feeds: an RFC 5545
 * iCalendar document.
 */
import type { EventStatus } from '../enums/enums.ts';
import { type LocalDateTime, parseLocalDateTime } from '../time/zoned-time.ts';
import { truncateCalendarDescription } from './calendar-description.ts';
import { type CalendarEvent, calendarEventSchema } from './calendar-event.schema.ts';
import { escapeText, serializeContentLines } from './content-line.ts';
import {
  type EventTimes,
  formatBasicDate,
  formatBasicLocalDateTime,
  formatBasicUtc,
  resolveEventTimes,
} from './event-times.ts';
import { normalizeRruleForExport, readRruleUntilYear } from './rrule-value.ts';
import { buildVTimezoneLines } from './vtimezone.ts';

export interface ICalendarOptions {
  /** RFC 5545 §3.7.3 product identifier. */
  prodId?: string;
  /** Shown by calendar apps as the name of a subscribed calendar. */
  calendarName?: string;
  /**
   * For a subscribed feed: how often a calendar app should fetch it again, an RFC 5545 §3.3.6 duration
   * ('PT6H'). Written as RFC 7986 REFRESH-INTERVAL and as X-PUBLISHED-TTL, which Apple and Outlook read.
   */
  refreshInterval?: string;
  /**
   * The zone of a feed as a whole (its city's): written as X-WR-TIMEZONE, and its VTIMEZONE is included even
   * when no event uses it, so that a feed with no events still holds the one component RFC 5545 §3.4 asks for.
   */
  timeZone?: string;
  /** The current time, epoch ms: the DTSTAMP of every event. */
  now: number;
}

export const DEFAULT_PRODID = '-//Happenings//Happenings Events//EN';

/**
 * RFC 5545 §3.8.1.11 has TENTATIVE, CONFIRMED and CANCELLED for events: a postponed event (spec §4, date to
 * be announced) is tentative; a rescheduled one goes ahead at its new time.
 */
const STATUS_BY_EVENT_STATUS: Record<EventStatus, string> = {
  CANCELED: 'CANCELLED',
  POSTPONED: 'TENTATIVE',
  RESCHEDULED: 'CONFIRMED',
};

interface ResolvedEvent {
  event: CalendarEvent;
  times: EventTimes;
  rrule: string | null;
}

function formatExdate(text: string, resolved: ResolvedEvent): string {
  const local = parseLocalDateTime(text);
  if (!local) throw new RangeError(`Invalid exdate: ${text}`);
  if (resolved.times.allDay) return formatBasicDate(local);
  // A date alone names the occurrence starting that day at the event's start time.
  const start = resolved.times.start;
  const moment: LocalDateTime =
    text.length === 10 ? { ...local, hour: start.hour, minute: start.minute, second: start.second } : local;
  return formatBasicLocalDateTime(moment);
}

function buildEventLines({ event, times, rrule }: ResolvedEvent, now: number): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${formatBasicUtc(now)}`];
  const zone = `TZID=${event.timeZone}`;
  if (times.allDay) {
    // RFC 5545 §3.6.1: an all-day event's DTEND is the (exclusive) day after its last day.
    lines.push(`DTSTART;VALUE=DATE:${formatBasicDate(times.start)}`);
    lines.push(`DTEND;VALUE=DATE:${formatBasicDate(times.endExclusive)}`);
  } else {
    lines.push(`DTSTART;${zone}:${formatBasicLocalDateTime(times.start)}`);
    lines.push(`DTEND;${zone}:${formatBasicLocalDateTime(times.end)}`);
  }
  if (rrule) lines.push(`RRULE:${rrule}`);
  if (event.exdates?.length) {
    const values = event.exdates.map((text) => formatExdate(text, { event, times, rrule })).join(',');
    lines.push(times.allDay ? `EXDATE;VALUE=DATE:${values}` : `EXDATE;${zone}:${values}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.description)
    lines.push(`DESCRIPTION:${escapeText(truncateCalendarDescription(event.description))}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(`STATUS:${event.status ? STATUS_BY_EVENT_STATUS[event.status] : 'CONFIRMED'}`);
  if (event.created != null) lines.push(`CREATED:${formatBasicUtc(event.created)}`);
  if (event.lastModified != null) lines.push(`LAST-MODIFIED:${formatBasicUtc(event.lastModified)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** For each zone of a timed event, the first and last years its events (and their repeats) reach. */
function yearSpansByZone(events: readonly ResolvedEvent[]): Map<string, { from: number; to: number }> {
  const spans = new Map<string, { from: number; to: number }>();
  for (const { event, times, rrule } of events) {
    if (times.allDay) continue;
    const from = times.start.year;
    const endYear = times.end.year;
    // UNTIL is in UTC by now: its year may be one past the local one, which only widens the span.
    const to = Math.max(endYear, rrule ? (readRruleUntilYear(rrule) ?? endYear) : endYear);
    const span = spans.get(event.timeZone);
    spans.set(
      event.timeZone,
      span ? { from: Math.min(span.from, from), to: Math.max(span.to, to) } : { from, to },
    );
  }
  return spans;
}

/**
 * An iCalendar document (RFC 5545): VCALENDAR with VERSION, PRODID, CALSCALE, METHOD:PUBLISH, a VTIMEZONE
 * for each zone of a timed event, then one VEVENT per event; lines folded at 75 octets, CRLF line endings.
 * Throws when an event is invalid (zod error) or its times are inconsistent (RangeError).
 */
export function buildICalendar(
  input: CalendarEvent | readonly CalendarEvent[],
  options: ICalendarOptions,
): string {
  const list: readonly CalendarEvent[] = Array.isArray(input) ? input : [input as CalendarEvent];
  const events: ResolvedEvent[] = list.map((raw) => {
    const event = calendarEventSchema.parse(raw);
    const times = resolveEventTimes(event);
    const rrule = event.rrule ? normalizeRruleForExport(event.rrule, times.allDay, event.timeZone) : null;
    return { event, times, rrule };
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId ?? DEFAULT_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.calendarName) {
    // NAME is RFC 7986; X-WR-CALNAME is what Apple and Google read.
    lines.push(
      `NAME:${escapeText(options.calendarName)}`,
      `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    );
  }
  if (options.refreshInterval) {
    if (!/^P(?:\d+W|\d+D(?:T\d+H)?|T\d+[HMS])$/.test(options.refreshInterval))
      throw new RangeError(`Invalid refresh interval: ${options.refreshInterval}`);
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`,
      `X-PUBLISHED-TTL:${options.refreshInterval}`,
    );
  }
  const spans = yearSpansByZone(events);
  if (options.timeZone) {
    lines.push(`X-WR-TIMEZONE:${options.timeZone}`);
    if (!spans.has(options.timeZone)) {
      const year = new Date(options.now).getUTCFullYear();
      spans.set(options.timeZone, { from: year, to: year });
    }
  }
  for (const [zone, span] of spans) lines.push(...buildVTimezoneLines(zone, span.from, span.to));
  for (const event of events) lines.push(...buildEventLines(event, options.now));
  lines.push('END:VCALENDAR');
  return serializeContentLines(lines);
}
