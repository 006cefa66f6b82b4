/**
 * What reading an iCalendar file gives (issue 26): each UID's events in the form the product stores an
 * experience's schedule (spec §3 `when` + `rrule` + `exdates`, as the editor writes them: schedule-form), the
 * text fields of the event, and what could not be read.
 */
import type { When } from '../../schedule/when.schema.ts';

/** An experience's stored schedule: the `when` object, the RRULE text and the removed local dates. */
export interface ImportedSchedule {
  /**
   * Wall-clock dates and times in `when.timeZone` (an IANA zone), normalised like the API's writes
   * (normalizeWhen: `start`, `end` and `until` filled in). `repeats` is the RRULE's FREQ (DAILY, WEEKLY, MONTHLY,
   * YEARLY) for a series, '' for a single event; `repeatsUntil` the local date of the last occurrence when the
   * rule ends (UNTIL or COUNT), else null. Times are 'HH:MM': seconds in the source are dropped.
   */
  when: When;
  /** RRULE value without 'RRULE:' (UNTIL and COUNT as the source wrote them, unless capped), or null. */
  rrule: string | null;
  /** Local dates ('YYYY-MM-DD', ascending) removed from the series: EXDATEs, cancelled and moved occurrences. */
  exdates: string[];
}

/**
 * One experience to create or update. A UID usually becomes one; it becomes several when the product's schedule
 * cannot hold the whole series (see readCalendarFile): the series itself (key = uid), plus one single-date
 * experience per moved or changed occurrence (key `${uid}#${recurrence id}`) and per extra date (RDATE, key
 * `${uid}#rdate:${local start}`). Keys are stable across re-imports of the same source.
 */
export interface ImportedExperience {
  key: string;
  kind: 'series' | 'override' | 'extra-date';
  /** For an override: the local start (in the series' zone) of the occurrence it replaces. */
  recurrenceId: string | null;
  name: string;
  description: string | null;
  /** http(s) address of the event's page (URL property). */
  url: string | null;
  /** http(s) address of an image (RFC 7986 IMAGE, or an ATTACH that is an image). */
  image: string | null;
  /** LOCATION text, unescaped and trimmed. */
  location: string | null;
  /** GEO, when present and in range. */
  geo: { lat: number; lng: number } | null;
  /** CATEGORIES, unescaped. */
  categories: string[];
  /** STATUS:CANCELLED. */
  cancelled: boolean;
  /** STATUS as written (upper-cased), or null. */
  status: string | null;
  schedule: ImportedSchedule;
  /** SHA-256 (hex) of everything above: equal hashes mean nothing to write. */
  contentHash: string;
}

/** One UID: its master (or, without one, its first override) and every experience it becomes. */
export interface ImportedCalendarEvent {
  uid: string;
  name: string;
  description: string | null;
  url: string | null;
  image: string | null;
  location: string | null;
  geo: { lat: number; lng: number } | null;
  categories: string[];
  cancelled: boolean;
  /** The series' schedule: the first of `experiences`. */
  schedule: ImportedSchedule;
  /** The series first, then overrides and extra dates by their keys. */
  experiences: ImportedExperience[];
  /**
   * SHA-256 (hex) of the imported form of all its experiences: unchanged when only DTSTAMP (rewritten by Google on
   * every request), LAST-MODIFIED, SEQUENCE or lines the product does not read (attendees, alarms) change.
   */
  contentHash: string;
}

export interface SkippedItem {
  /** UID of the event concerned, when known. */
  uid?: string;
  /** 1-based line of the file (the offending line, or the event's BEGIN:VEVENT). */
  line?: number;
  reason: string;
}

export interface CalendarFile {
  /** X-WR-CALNAME, else RFC 7986 NAME. */
  calendarName?: string;
  /** The zone floating and all-day times were read in: X-WR-TIMEZONE, else the one zone the file's TZIDs use, else defaultTimeZone. */
  timeZone?: string;
  events: ImportedCalendarEvent[];
  /** Lines and events that were not imported, each with its reason; the rest imported. */
  skipped: SkippedItem[];
  /** What was read with a deliberate correction or loss (a repaired line, seconds dropped, an EXDATE matching nothing). */
  notes: SkippedItem[];
  /** SHA-256 (hex) of the file's content lines without DTSTAMP: an unchanged feed has an unchanged hash. */
  fileHash: string;
}

export interface ReadCalendarOptions {
  /** Zone for floating and all-day times when the file names none (X-WR-TIMEZONE): the host's or city's zone. */
  defaultTimeZone: string;
  /** At most this many UIDs are imported; the rest are skipped and named. */
  maxEvents?: number;
}
