/**
 * Reads an uploaded or fetched calendar with the domain's iCalendar reader (@happenings/domain/imports/ical:
 * RRULE, RDATE, EXDATE, RECURRENCE-ID, zones, folding and escaping) into the drafts the import writes: one per
 * experience a UID becomes (the series, and a single date for each moved occurrence or extra date).
 */
import { readCalendarFile } from '@happenings/domain/imports/ical';
import type { CalendarEventDraft, CalendarFileContent, CalendarSkip } from './calendar-event-draft.ts';

/** The text is no calendar at all (no VCALENDAR): an HTML page, a wrong address. */
export class CalendarFileError extends Error {}

export interface ReadCalendarContentOptions {
  defaultTimeZone: string;
  maxEvents: number;
}

export interface CalendarContent extends CalendarFileContent {
  /** The keys of every experience read: a link whose key is missing left the calendar. */
  keys: Set<string>;
  /** UIDs the reader skipped (unreadable, over the cap): still in the calendar, so nothing of theirs is removed. */
  skippedUids: Set<string>;
}

export function readCalendarContent(text: string, options: ReadCalendarContentOptions): CalendarContent {
  if (!/^BEGIN:VCALENDAR\s*$/im.test(text)) {
    throw new CalendarFileError(
      'This is not an iCalendar file (no BEGIN:VCALENDAR): check the address or the file.',
    );
  }
  const file = readCalendarFile(text, {
    defaultTimeZone: options.defaultTimeZone,
    maxEvents: options.maxEvents,
  });
  const events: CalendarEventDraft[] = [];
  const keys = new Set<string>();
  const skippedUids = new Set<string>();
  for (const event of file.events) {
    for (const part of event.experiences) {
      keys.add(part.key);
      events.push({
        key: part.key,
        contentHash: part.contentHash,
        name: part.name,
        description: part.description,
        location: part.location,
        geo: part.geo,
        url: part.url,
        isCancelled: part.cancelled,
        image: part.image,
        when: part.schedule.when,
        rrule: part.schedule.rrule,
        exdates: part.schedule.exdates,
      });
    }
  }
  const skips: CalendarSkip[] = file.skipped.map((item) => {
    if (item.uid) skippedUids.add(item.uid);
    return { uid: item.uid ?? null, line: item.line ?? null, reason: item.reason };
  });
  return { name: file.calendarName ?? null, contentHash: file.fileHash, events, skips, keys, skippedUids };
}

/**
 * Whether a link's key is still in the calendar: read this time, or belonging to a UID that was skipped (a moved
 * date's key is `${uid}#...`).
 */
export function isKeyInFile(key: string, content: Pick<CalendarContent, 'keys' | 'skippedUids'>): boolean {
  if (content.keys.has(key) || content.skippedUids.has(key)) return true;
  for (let index = key.indexOf('#'); index > 0; index = key.indexOf('#', index + 1)) {
    if (content.skippedUids.has(key.slice(0, index))) return true;
  }
  return false;
}
