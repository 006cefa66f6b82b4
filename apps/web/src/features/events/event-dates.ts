/**
 * The "Next dates" lines of an event page, read in the event's zone (never the server's): 'Today · 7:00 PM –
 * 10:00 PM', 'Sat, Nov 28 · All day' (spec §9 date formats).
 */
import { ALL_DAY_TEXT, formatStartDay, formatTime } from '@happenings/domain/format';
import { parseLocalDateTime } from '@happenings/domain/time';

export interface OccurrenceSource {
  startsAt: string;
  endsAt: string;
  localDate: string;
  isAllDay: boolean;
}

export interface OccurrenceLine {
  /** ISO instant or date for <time dateTime>. */
  dateTime: string;
  day: string;
  hours: string;
}

export function describeOccurrence(
  occurrence: OccurrenceSource,
  timeZone: string,
  now: number,
): OccurrenceLine {
  const local = parseLocalDateTime(occurrence.localDate);
  const day = local ? formatStartDay(local, timeZone, now) : occurrence.localDate;
  if (occurrence.isAllDay) return { dateTime: occurrence.localDate, day, hours: ALL_DAY_TEXT };
  const start = Date.parse(occurrence.startsAt);
  const end = Date.parse(occurrence.endsAt);
  const hours =
    end > start
      ? `${formatTime(start, timeZone)} – ${formatTime(end, timeZone)}`
      : formatTime(start, timeZone);
  return { dateTime: occurrence.startsAt, day, hours };
}
