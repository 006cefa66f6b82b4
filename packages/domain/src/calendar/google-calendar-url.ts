/**
 * The "Google calendar" option of the Add to calendar dialog (spec §2): a link that opens Google Calendar's
 * new-event form filled in.
 */

import { truncateCalendarDescription } from './calendar-description.ts';
import { type CalendarEvent, calendarEventSchema } from './calendar-event.schema.ts';
import { formatBasicDate, formatBasicUtc, resolveEventTimes } from './event-times.ts';
import { normalizeRruleForExport } from './rrule-value.ts';

const GOOGLE_CALENDAR_RENDER_URL = 'https://calendar.google.com/calendar/render';

/**
 * https://calendar.google.com/calendar/render?action=TEMPLATE&text=...&dates=...: timed events as UTC
 * 'YYYYMMDDTHHMMSSZ/YYYYMMDDTHHMMSSZ', all-day ones as 'YYYYMMDD/YYYYMMDD' with the day after the last day;
 * details hold the cut description (spec §5) and the event's address; ctz shows the times in the event's zone;
 * recur carries the RRULE. Google's template has no field for excluded dates, so exdates are not sent.
 */
export function buildGoogleCalendarUrl(input: CalendarEvent): string {
  const event = calendarEventSchema.parse(input);
  const times = resolveEventTimes(event);
  const dates = times.allDay
    ? `${formatBasicDate(times.start)}/${formatBasicDate(times.endExclusive)}`
    : `${formatBasicUtc(times.startMs)}/${formatBasicUtc(times.endMs)}`;
  const details = [event.description ? truncateCalendarDescription(event.description) : '', event.url ?? '']
    .filter(Boolean)
    .join('\n\n');
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', dates],
  ];
  if (details) params.push(['details', details]);
  if (event.location) params.push(['location', event.location]);
  params.push(['ctz', event.timeZone]);
  if (event.rrule) {
    params.push(['recur', `RRULE:${normalizeRruleForExport(event.rrule, times.allDay, event.timeZone)}`]);
  }
  // encodeURIComponent rather than URLSearchParams: spaces become %20, not '+', which every reader agrees on.
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `${GOOGLE_CALENDAR_RENDER_URL}?${query}`;
}
