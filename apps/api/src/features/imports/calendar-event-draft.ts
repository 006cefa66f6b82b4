/**
 * One event of a calendar as the import writes it: what the iCalendar reader (@happenings/domain/imports/ical) made
 * of a VEVENT, in the product's stored form. A moved or cancelled date of a series (RECURRENCE-ID) that the reader
 * could not fold into the series' EXDATEs arrives as an event of its own, under a key that names its UID and date.
 */
import type { When } from '@happenings/domain/schedule';

export interface CalendarEventDraft {
  /** The UID, or the UID and the RECURRENCE-ID of a detached date: what re-imports match on. */
  key: string;
  /** The event's content without DTSTAMP: an unchanged hash is an unchanged event. */
  contentHash: string;
  name: string;
  description: string | null;
  /** LOCATION as written. */
  location: string | null;
  /** GEO, when the calendar gives it. */
  geo: { lat: number; lng: number } | null;
  /** URL: the event's own page. */
  url: string | null;
  isCancelled: boolean;
  /** IMAGE (or an ATTACH that is an image): fetched into our own media store (calendar-pictures.ts). */
  image: string | null;
  /** The schedule as the editor stores it (normalizeWhen's form), with the series' rule and removed dates. */
  when: When;
  rrule: string | null;
  exdates: string[];
}

/** A line or event the reader could not use, as the report names it. */
export interface CalendarSkip {
  uid: string | null;
  line: number | null;
  reason: string;
}

export interface CalendarFileContent {
  /** X-WR-CALNAME (or NAME), if any. */
  name: string | null;
  /** The whole file's hash without DTSTAMP: the same hash as last time means nothing to do. */
  contentHash: string;
  events: CalendarEventDraft[];
  skips: CalendarSkip[];
}
