/**
 * What the Add to calendar dialog (spec §2) offers for one event. Most events are one calendar entry. Opening
 * hours per weekday are several (weekday-hours-events.ts): the .ics file holds them all, while Google's
 * new-event form holds one event only, so its link carries the first opening that has not ended yet.
 */
import { iterateOccurrences } from '../recurrence/expand-occurrences.ts';
import {
  addLocalDays,
  formatLocalDate,
  formatLocalDateTime,
  formatZonedIso,
  localToUtcMs,
  toInstant,
  utcMsToLocal,
} from '../time/zoned-time.ts';
import type { CalendarEvent } from './calendar-event.schema.ts';
import { resolveEventTimes } from './event-times.ts';

/** An event as Add to calendar takes it: one entry, and for opening hours per weekday every entry in `entries`. */
export type AddToCalendarEvent = CalendarEvent & { entries?: readonly CalendarEvent[] };

/** The entries of the event's .ics file. */
export const calendarFileEntries = (event: AddToCalendarEvent): readonly CalendarEvent[] =>
  event.entries && event.entries.length > 0 ? event.entries : [event];

const DAY_MS = 86_400_000;
/** Enough repeats to pass over a series' EXDATEs and reach today. */
const SEARCH_LIMIT = 5_000;

/** The entry's first occurrence not ended at `now`, as a one-off entry; null when all have ended. */
function upcomingOccurrence(
  event: CalendarEvent,
  now: number,
): { startMs: number; entry: CalendarEvent } | null {
  const times = resolveEventTimes(event);
  const startLocal = times.start;
  const endLocal = times.allDay ? times.endExclusive : times.end;
  // Wall-clock length, so 10:00-17:00 stays 10:00-17:00 across a daylight-saving change.
  const floatingLengthMs = localToUtcMs(endLocal) - localToUtcMs(startLocal);
  const single = (local: typeof startLocal): { startMs: number; entry: CalendarEvent } | null => {
    const end = utcMsToLocal(localToUtcMs(local) + floatingLengthMs);
    if (toInstant(end, event.timeZone) <= now) return null;
    const { weekday: _weekday, ...endTime } = end;
    return {
      startMs: toInstant(local, event.timeZone),
      entry: {
        ...event,
        start: times.allDay ? formatLocalDate(local) : formatLocalDateTime(local),
        // An all-day entry's end is its last day, inclusive.
        end: times.allDay ? formatLocalDate(addLocalDays(endTime, -1)) : formatLocalDateTime(endTime),
        rrule: null,
        exdates: null,
      },
    };
  };
  if (!event.rrule) return single(startLocal);
  for (const occurrence of iterateOccurrences({
    rrule: event.rrule,
    dtstart: event.start,
    timeZone: event.timeZone,
    exdates: event.exdates ?? [],
    from: formatZonedIso(now - floatingLengthMs - DAY_MS, event.timeZone),
    limit: SEARCH_LIMIT,
  })) {
    const found = single(occurrence.local);
    if (found) return found;
  }
  return null;
}

/**
 * The entry for Google's link: the event itself, or for opening hours per weekday the soonest opening not ended
 * at `now` among its entries (the first entry when every one has ended).
 */
export function googleCalendarEntry(event: AddToCalendarEvent, now: number): CalendarEvent {
  if (!event.entries || event.entries.length === 0) return event;
  let soonest: { startMs: number; entry: CalendarEvent } | null = null;
  for (const entry of event.entries) {
    const found = upcomingOccurrence(entry, now);
    if (found && (!soonest || found.startMs < soonest.startMs)) soonest = found;
  }
  return soonest?.entry ?? event.entries[0]!;
}
