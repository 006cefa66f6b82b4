/**
 * The Add to calendar input of an event: its times as wall-clock values in its own zone (never the server's).
 */
import type { CalendarEvent } from '@happenings/domain/calendar';
import { DEFAULT_TIME_ZONE, formatLocalDateTime, toZoned } from '@happenings/domain/time';
import type { EventSummary } from '@/features/events/event.data';

export function toCalendarEvent(event: EventSummary, siteUrl: string): CalendarEvent | null {
  const startMs = event.when?.start ? Date.parse(event.when.start) : Number.NaN;
  if (Number.isNaN(startMs)) return null;
  const endParsed = event.when?.end ? Date.parse(event.when.end) : Number.NaN;
  const endMs = Number.isNaN(endParsed) || endParsed < startMs ? startMs + 2 * 3_600_000 : endParsed;
  const timeZone = event.timeZone ?? DEFAULT_TIME_ZONE;
  const where = event.where;
  return {
    uid: `${event.id}@happenings`,
    title: event.name,
    description: event.shortDescription ?? null,
    location: where ? [where.name, where.address, where.city, where.state].filter(Boolean).join(', ') : null,
    url: `${siteUrl}/event/${event.slug}`,
    start: formatLocalDateTime(toZoned(startMs, timeZone)),
    end: formatLocalDateTime(toZoned(endMs, timeZone)),
    timeZone,
    rrule: event.rrule ?? null,
  };
}
