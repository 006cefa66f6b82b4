/**
 * The "Next dates" lines of an event, read in the event's zone (never the device's): 'Today · 7:00 PM –
 * 10:00 PM', 'Sat, Nov 28 · All day' (spec §9 date formats, from the domain).
 */
import { ALL_DAY_TEXT, formatStartDay, formatTime } from '@happenings/domain/format';
import { parseLocalDateTime } from '@happenings/domain/time';
import type { ExperienceDetail } from '../experiences/experience.types.ts';

type Occurrence = ExperienceDetail['nextOccurrences'][number];

export interface DateLine {
  key: string;
  day: string;
  hours: string;
}

export function describeOccurrence(occurrence: Occurrence, timeZone: string, now: number): DateLine {
  const local = parseLocalDateTime(occurrence.localDate);
  const day = local ? formatStartDay(local, timeZone, now) : occurrence.localDate;
  const key = `${occurrence.startsAt}-${occurrence.endsAt}`;
  if (occurrence.isAllDay) return { key, day, hours: ALL_DAY_TEXT };
  const start = Date.parse(occurrence.startsAt);
  const end = Date.parse(occurrence.endsAt);
  const hours =
    end > start
      ? `${formatTime(start, timeZone)} – ${formatTime(end, timeZone)}`
      : formatTime(start, timeZone);
  return { key, day, hours };
}

/** The next few dates still to come (an occurrence in progress counts). */
export function upcomingDates(
  event: Pick<ExperienceDetail, 'nextOccurrences' | 'timeZone'>,
  now: number,
  limit = 5,
) {
  return event.nextOccurrences
    .filter((occurrence) => Date.parse(occurrence.endsAt) > now)
    .slice(0, limit)
    .map((occurrence) => describeOccurrence(occurrence, event.timeZone, now));
}
