/**
 * When each location's weekly issue goes out (issue 27): NEWSLETTER_SCHEDULE, a weekday and a local time in the
 * location's own zone, e.g. 'thu 08:00' for every location or 'thu 08:00,washington-dc=fri 07:30' to set one apart.
 * An issue is named by its local date; it is composed COMPOSE_AHEAD_MS before its send time so editors have
 * days to change it, and released to the sender at the send time.
 */
import { LOCATION_SLUGS, LOCATIONS, type LocationSlug } from '@happenings/domain/locations';
import {
  addLocalDays,
  formatLocalDate,
  type LocalDateTime,
  toInstant,
  toZoned,
} from '@happenings/domain/time';

export interface WeeklySlot {
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  hour: number;
  minute: number;
}

export type NewsletterSchedule = Record<LocationSlug, WeeklySlot>;

/** Three days: Monday 08:00 for a Thursday 08:00 issue, late enough that "new this week" has the week's news. */
export const COMPOSE_AHEAD_MS = 3 * 24 * 60 * 60_000;

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

function parseSlot(text: string): WeeklySlot | null {
  const match = /^(sun|mon|tue|wed|thu|fri|sat)[a-z]*\s+([01]?\d|2[0-3]):([0-5]\d)$/i.exec(text.trim());
  if (!match) return null;
  return {
    weekday: WEEKDAYS.indexOf(match[1]!.toLowerCase() as (typeof WEEKDAYS)[number]),
    hour: Number(match[2]),
    minute: Number(match[3]),
  };
}

/** Reads NEWSLETTER_SCHEDULE; throws naming the entry it cannot read. */
export function parseNewsletterSchedule(text: string): NewsletterSchedule {
  let fallback: WeeklySlot = { weekday: 4, hour: 8, minute: 0 };
  const own = new Map<LocationSlug, WeeklySlot>();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [left, right] = entry.includes('=') ? entry.split('=', 2) : [null, entry];
    const slot = parseSlot(right ?? '');
    if (!slot) throw new Error(`'${entry}' is not a weekday and a time such as 'thu 08:00'`);
    if (left === null) {
      fallback = slot;
      continue;
    }
    const location = left.trim() as LocationSlug;
    if (!LOCATION_SLUGS.includes(location)) throw new Error(`'${left}' is not a location`);
    own.set(location, slot);
  }
  return Object.fromEntries(
    LOCATION_SLUGS.map((slug) => [slug, own.get(slug) ?? fallback]),
  ) as NewsletterSchedule;
}

export interface IssueSlot {
  locationSlug: LocationSlug;
  /** The local date it goes out on. */
  issueDate: string;
  sendAt: Date;
  timeZone: string;
}

/** The location's first send time strictly after `now`: the coming issue. */
export function nextIssueSlot(
  schedule: NewsletterSchedule,
  locationSlug: LocationSlug,
  now: number,
): IssueSlot {
  const slot = schedule[locationSlug];
  const timeZone = LOCATIONS[locationSlug].timeZone;
  const zoned = toZoned(now, timeZone);
  const today: LocalDateTime = {
    year: zoned.year,
    month: zoned.month,
    day: zoned.day,
    hour: 0,
    minute: 0,
    second: 0,
  };
  for (let days = 0; days <= 7; days += 1) {
    const day = addLocalDays(today, days);
    const local = { ...day, hour: slot.hour, minute: slot.minute, second: 0 };
    const sendAt = toInstant(local, timeZone);
    if ((zoned.weekday + days) % 7 === slot.weekday && sendAt > now)
      return { locationSlug, issueDate: formatLocalDate(day), sendAt: new Date(sendAt), timeZone };
  }
  throw new Error('No send time within a week');
}

/** The send time of an issue on a local date, at the location's scheduled hour. */
export function sendTimeOn(
  schedule: NewsletterSchedule,
  locationSlug: LocationSlug,
  issueDate: string,
): Date {
  const [year, month, day] = issueDate.split('-').map(Number) as [number, number, number];
  const slot = schedule[locationSlug];
  return new Date(
    toInstant(
      { year, month, day, hour: slot.hour, minute: slot.minute, second: 0 },
      LOCATIONS[locationSlug].timeZone,
    ),
  );
}
