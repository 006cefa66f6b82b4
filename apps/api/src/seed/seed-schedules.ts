/**
 * The demo's schedules (spec §3 Schedule): one-time, all-day, weekly (with a start time, or with weekday hours
 * including closed days, all-day days and a bar's past-midnight hours), monthly, ongoing exhibitions with museum
 * hours, RRULE series with EXDATEs, and past events. Every `when` goes through normalizeWhen, the same function the
 * experiences routes store with, so the seed cannot write a schedule the API would refuse.
 */
import { iterateOccurrences } from '@happenings/domain/recurrence';
import { normalizeWhen, type Weekdays, type When } from '@happenings/domain/schedule';
import { addLocalDays, formatLocalDate, type LocalDateTime, toZoned } from '@happenings/domain/time';
import type { CategorySlug } from './seed-categories.ts';
import type { Random } from './seed-random.ts';

export const SCHEDULE_KINDS = [
  'one-time',
  'all-day',
  'weekly',
  'weekly-hours',
  'monthly',
  'rrule',
  'ongoing',
  'past',
] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export interface SeedSchedule {
  kind: ScheduleKind;
  when: When;
  rrule: string | null;
  exdates: string[];
}

/** A museum's week: closed Mondays, late on Thursdays. */
export const MUSEUM_HOURS: Weekdays = {
  monday: 'closed',
  tuesday: '10:00-17:00',
  wednesday: '10:00-17:00',
  thursday: '10:00-21:00',
  friday: '10:00-17:00',
  saturday: '10:00-17:00',
  sunday: '11:00-17:00',
};

/** A bar's week: closed Mondays, past midnight at the weekend, all day on Sundays. */
export const BAR_HOURS: Weekdays = {
  monday: 'closed',
  tuesday: '16:00-23:00',
  wednesday: '16:00-23:00',
  thursday: '16:00-24:00',
  friday: '16:00-02:00',
  saturday: '12:00-02:00',
  sunday: '',
};

/** A weekend market: Saturdays and Sundays only. */
export const MARKET_HOURS: Weekdays = {
  monday: 'closed',
  tuesday: 'closed',
  wednesday: 'closed',
  thursday: 'closed',
  friday: 'closed',
  saturday: '09:00-15:00',
  sunday: '10:00-16:00',
};

const RRULES = [
  'FREQ=WEEKLY;BYDAY=TU,TH',
  'FREQ=MONTHLY;BYDAY=1FR',
  'FREQ=MONTHLY;BYDAY=-1SA',
  'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA',
  'FREQ=MONTHLY;BYDAY=2SU',
  'FREQ=WEEKLY;BYDAY=MO,WE,FR',
  'FREQ=MONTHLY;BYDAY=3WE',
] as const;

/** Usual start hours per category (local time). */
const START_HOURS: Record<CategorySlug, readonly number[]> = {
  music: [19, 20, 21],
  comedy: [19, 20, 21, 22],
  arts: [11, 14, 18],
  theatre: [14, 19, 20],
  film: [16, 19, 21, 23],
  'food-drink': [12, 17, 18, 19],
  nightlife: [21, 22],
  outdoors: [7, 8, 9, 10, 16],
  sports: [13, 16, 19],
  family: [10, 11, 13],
  learning: [12, 18, 19],
  markets: [8, 9, 10],
  wellness: [7, 8, 18],
  community: [10, 18, 19],
};

const pad = (n: number) => String(n).padStart(2, '0');
const toTime = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/** The local date `days` after `today` ('YYYY-MM-DD'). */
export function addDays(today: LocalDateTime, days: number): string {
  return formatLocalDate(addLocalDays(today, days));
}

/** Midnight of today's local date in `timeZone`. */
export function localToday(now: number, timeZone: string): LocalDateTime {
  const zoned = toZoned(now, timeZone);
  return { year: zoned.year, month: zoned.month, day: zoned.day, hour: 0, minute: 0, second: 0 };
}

/** Picks the kind of schedule an experience gets, by category and venue. */
export function pickScheduleKind(
  random: Random,
  category: CategorySlug,
  venue: { isMuseum?: boolean; isBar?: boolean },
): ScheduleKind {
  if (venue.isMuseum && (category === 'arts' || category === 'learning') && random.chance(0.45))
    return 'ongoing';
  if (venue.isBar && (category === 'nightlife' || category === 'food-drink') && random.chance(0.3))
    return 'weekly-hours';
  if (category === 'markets' && random.chance(0.45)) return random.chance(0.5) ? 'weekly-hours' : 'weekly';
  return random.weighted(SCHEDULE_KINDS, [48, 6, 8, 3, 6, 9, 4, 11]);
}

/** Builds a normalised schedule of `kind` around `today`. */
export function buildSchedule(
  random: Random,
  kind: ScheduleKind,
  context: { today: LocalDateTime; timeZone: string; category: CategorySlug; isBar?: boolean },
): SeedSchedule {
  const { today, timeZone, category } = context;
  const startMinutes = random.pick(START_HOURS[category]) * 60 + random.pick([0, 0, 0, 30]);
  const lengthMinutes = random.pick([60, 90, 120, 120, 150, 180, 240]);
  const endMinutes = startMinutes + lengthMinutes;
  const timed = (date: string) => ({
    startDate: date,
    endDate: endMinutes >= 24 * 60 ? nextDay(date) : date,
    startTime: toTime(startMinutes),
    endTime: toTime(endMinutes),
  });
  // Near-term dates are commoner: the next two weeks are busier than the fourth month.
  const upcomingOffset = () => Math.floor(120 * random.next() ** 1.6);
  const base = { timeZone };
  let when: When;
  let rrule: string | null = null;
  let exdates: string[] = [];
  switch (kind) {
    case 'one-time':
      when = { ...base, ...timed(addDays(today, upcomingOffset())) };
      break;
    case 'past':
      when = { ...base, ...timed(addDays(today, -random.int(1, 120))) };
      break;
    case 'all-day': {
      const start = upcomingOffset();
      when = { ...base, startDate: addDays(today, start), endDate: addDays(today, start + random.int(0, 2)) };
      break;
    }
    case 'weekly': {
      const start = addDays(today, random.int(-60, 14));
      when = {
        ...base,
        ...timed(start),
        repeats: 'WEEKLY',
        repeatsUntil: random.chance(0.5) ? addDays(today, random.int(30, 200)) : null,
      };
      break;
    }
    case 'weekly-hours': {
      const start = addDays(today, random.int(-120, 0));
      const weekdays = context.isBar ? BAR_HOURS : category === 'markets' ? MARKET_HOURS : BAR_HOURS;
      when = {
        ...base,
        startDate: start,
        endDate: start,
        repeats: 'WEEKLY',
        weekdays,
        repeatsUntil: random.chance(0.3) ? addDays(today, random.int(60, 240)) : null,
      };
      break;
    }
    case 'monthly': {
      const start = addDays(today, random.int(-40, 25));
      when = {
        ...base,
        ...timed(start),
        repeats: 'MONTHLY',
        repeatsUntil: random.chance(0.4) ? addDays(today, random.int(90, 365)) : null,
      };
      break;
    }
    case 'ongoing': {
      const start = random.int(-60, 20);
      when = {
        ...base,
        startDate: addDays(today, start),
        endDate: addDays(today, start + random.int(60, 240)),
        weekdays: MUSEUM_HOURS,
      };
      break;
    }
    case 'rrule': {
      rrule = random.pick(RRULES);
      const first = firstOccurrenceDate(rrule, addDays(today, random.int(-30, 10)), timeZone);
      const upcoming = [...iterateOccurrences({ rrule, dtstart: first, timeZone, limit: 8 })].map((o) =>
        formatLocalDate(o.local),
      );
      // RFC 5545 §3.8.5.1: skip a date or two (a holiday, a private booking).
      exdates = [upcoming[3], random.chance(0.4) ? upcoming[6] : undefined].filter(
        (date): date is string => date !== undefined,
      );
      when = {
        ...base,
        ...timed(first),
        repeats: rrule.startsWith('FREQ=WEEKLY') ? 'WEEKLY' : 'MONTHLY',
        repeatsUntil: random.chance(0.5) ? addDays(today, random.int(90, 300)) : null,
      };
      break;
    }
  }
  return { kind, when: normalizeWhen(when), rrule, exdates };
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return formatLocalDate(addLocalDays({ year, month, day, hour: 0, minute: 0, second: 0 }, 1));
}

/**
 * The first date on or after `candidate` that the rule generates. RFC 5545 counts DTSTART as the first instance
 * even when it does not match the rule, so the second instance of a walk from the candidate is a real one.
 */
function firstOccurrenceDate(rrule: string, candidate: string, timeZone: string): string {
  const [, second] = [...iterateOccurrences({ rrule, dtstart: candidate, timeZone, limit: 2 })];
  if (!second) throw new Error(`rule ${rrule} has no occurrence after ${candidate}`);
  return formatLocalDate(second.local);
}
