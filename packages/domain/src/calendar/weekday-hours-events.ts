/**
 * Opening hours per weekday (spec §3 `when.weekdays`: a venue open Tuesday to Sunday 10-5, longer on Thursdays) as
 * calendar entries. One VEVENT has one DTSTART and one DTEND, so the week is written as one weekly VEVENT per
 * distinct opening (same opening time, same length): BYDAY lists the days that open that way. The openings are
 * those the product's own expansion gives (iterateOpenIntervals): a range past midnight that touches the next
 * day's opening is one opening (a bar open Saturday 12:00-02:00 and all day Sunday is open from Saturday noon
 * to Monday midnight), and an opening cut by the schedule's first or last day is a VEVENT of its own.
 */
import { formatRRule } from '../recurrence/parse-rrule.ts';
import type { RRule } from '../recurrence/recurrence-rule.ts';
import { iterateOpenIntervals, parseWeekdayHours } from '../schedule/weekday-hours.ts';
import { WEEKDAY_NAMES, type Weekdays } from '../schedule/when.schema.ts';
import {
  addLocalDays,
  formatLocalDate,
  formatLocalDateTime,
  type LocalDateTime,
  parseLocalDateTime,
  toZoned,
  weekdayOf,
} from '../time/zoned-time.ts';

const MINUTES_PER_DAY = 1440;
const BYDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** One weekly opening: its first day's weekday (0 = Sunday), minutes from that day's midnight, and its days. */
interface WeeklyOpening {
  weekday: number;
  opensAt: number;
  closesAt: number;
  /** How many weekdays' hours make it up (2 when Saturday's range runs into Sunday's). */
  dayCount: number;
  isAllDay: boolean;
}

/** One VEVENT of the family, before the fields every member shares are added. */
export interface WeekdayHoursEntry {
  /** Tells the VEVENT apart within its experience: '1000-1700', '1200-2400+1', 'allday', 'first', 'last'. */
  key: string;
  /** 'YYYY-MM-DD' (all-day) or 'YYYY-MM-DDTHH:MM:SS', wall clock in the zone. */
  start: string;
  /** Same form; for all-day entries the last day, inclusive. */
  end: string;
  /** 'FREQ=WEEKLY[;UNTIL=YYYYMMDD];BYDAY=...', or null for a single opening. */
  rrule: string | null;
  exdates: string[];
}

type LocalDate = Pick<LocalDateTime, 'year' | 'month' | 'day'>;

const dateOf = (text: string): LocalDateTime | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseLocalDateTime(text) : null;

/** The week's openings, or null when every day runs into the next (no opening ever ends: no weekly form). */
function weeklyOpenings(weekdays: Weekdays): WeeklyOpening[] | null {
  const days = WEEKDAY_NAMES.map((name) => {
    const hours = parseWeekdayHours(weekdays[name]);
    if (hours.kind === 'closed') return null;
    return hours.kind === 'all-day'
      ? { opensAt: 0, closesAt: MINUTES_PER_DAY, isAllDay: true }
      : { opensAt: hours.opensAt, closesAt: hours.closesAt, isAllDay: false };
  });
  // A day continues the opening before it when it opens before the day before has closed (iterateOpenIntervals).
  const continues = days.map((day, weekday) => {
    const before = days[(weekday + 6) % 7];
    return !!day && !!before && day.opensAt + MINUTES_PER_DAY <= before.closesAt;
  });
  if (continues.every(Boolean)) return null;
  const openings: WeeklyOpening[] = [];
  for (let weekday = 0; weekday < 7; weekday += 1) {
    const first = days[weekday];
    if (!first || continues[weekday]) continue;
    const opening = {
      weekday,
      opensAt: first.opensAt,
      closesAt: first.closesAt,
      dayCount: 1,
      isAllDay: first.isAllDay,
    };
    for (let next = 1; next < 7 && continues[(weekday + next) % 7]; next += 1) {
      const day = days[(weekday + next) % 7]!;
      opening.closesAt = Math.max(opening.closesAt, day.closesAt + next * MINUTES_PER_DAY);
      opening.isAllDay = opening.isAllDay && day.isAllDay;
      opening.dayCount += 1;
    }
    openings.push(opening);
  }
  return openings;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;

/** '1000-1700'; an opening closing on a later day says so: '1600-0200+1', '1200-2400+1' (Monday midnight). */
function hoursKey(opening: WeeklyOpening): string {
  if (opening.isAllDay) return opening.dayCount === 1 ? 'allday' : `allday${opening.dayCount}`;
  // A close at midnight reads as 24:00 of the day before, as the hours are typed.
  const laterDays = Math.floor((opening.closesAt - 1) / MINUTES_PER_DAY);
  const closes = opening.closesAt - laterDays * MINUTES_PER_DAY;
  return `${hhmm(opening.opensAt)}-${hhmm(closes)}${laterDays > 0 ? `+${laterDays}` : ''}`;
}

const atMinutes = (day: LocalDate, minutes: number): string =>
  formatLocalDateTime(
    addLocalDays(
      { ...day, hour: Math.floor((minutes % MINUTES_PER_DAY) / 60), minute: minutes % 60, second: 0 },
      Math.floor(minutes / MINUTES_PER_DAY),
    ),
  );

/** An opening cut by the schedule's first or last day, as the expansion gives it, read back in the zone. */
function cutOpening(
  weekdays: Weekdays,
  from: LocalDate,
  to: LocalDate,
  timeZone: string,
  key: string,
  exdates: readonly string[],
): WeekdayHoursEntry | null {
  const [interval] = iterateOpenIntervals(weekdays, from, to, timeZone);
  if (!interval) return null;
  const start = toZoned(interval.startMs, timeZone);
  if (exdates.includes(formatLocalDate(start))) return null;
  if (interval.isAllDay) {
    const end = toZoned(interval.endMs - 1, timeZone);
    return { key, start: formatLocalDate(start), end: formatLocalDate(end), rrule: null, exdates: [] };
  }
  const end = toZoned(interval.endMs, timeZone);
  return { key, start: formatLocalDateTime(start), end: formatLocalDateTime(end), rrule: null, exdates: [] };
}

/**
 * The entries of a schedule with weekday hours from `firstDay` through `lastDay` (inclusive; null: no end), the
 * days named in `exdates` left out as the expansion leaves them out (an opening starting that day). Null when the
 * hours have no weekly form (open round the clock every day).
 */
export function weekdayHoursEntries(input: {
  weekdays: Weekdays;
  firstDay: string;
  lastDay: string | null;
  timeZone: string;
  exdates: readonly string[];
}): WeekdayHoursEntry[] | null {
  const openings = weeklyOpenings(input.weekdays);
  const first = dateOf(input.firstDay);
  const last = input.lastDay ? dateOf(input.lastDay) : null;
  if (!openings || !first || (input.lastDay && !last)) return null;
  if (last && formatLocalDate(last) < formatLocalDate(first)) return [];
  const beforeOrOn = (day: LocalDate, bound: LocalDate | null) =>
    !bound || formatLocalDate(day) <= formatLocalDate(bound);

  const groups = new Map<string, { opening: WeeklyOpening; weekdays: number[] }>();
  for (const opening of openings) {
    const key = `${opening.opensAt}|${opening.closesAt}|${opening.isAllDay}|${opening.dayCount}`;
    const group = groups.get(key);
    if (group) group.weekdays.push(opening.weekday);
    else groups.set(key, { opening, weekdays: [opening.weekday] });
  }
  const keys = [...groups.values()].map(({ opening }) => hoursKey(opening));
  const entries: WeekdayHoursEntry[] = [];
  for (const { opening, weekdays } of groups.values()) {
    let key = hoursKey(opening);
    // Two groups with the same hours text but made of a different number of days: tell them apart.
    if (keys.filter((other) => other === key).length > 1) key = `${key}-${opening.dayCount}d`;
    let dtstart: LocalDateTime = first;
    while (!weekdays.includes(weekdayOf(dtstart))) dtstart = addLocalDays(dtstart, 1);
    // The last start whose whole opening is within the schedule; a cut one is an entry of its own ('last').
    const until = last ? addLocalDays(last, -(opening.dayCount - 1)) : null;
    if (until && formatLocalDate(dtstart) > formatLocalDate(until)) continue;
    const startDate = formatLocalDate(dtstart);
    const rule: RRule = {
      freq: 'WEEKLY',
      interval: 1,
      byDay: [...weekdays].sort().map((weekday) => ({ weekday: BYDAY_CODES[weekday]! })),
    };
    if (until) rule.until = { kind: 'date', year: until.year, month: until.month, day: until.day };
    const rrule = formatRRule(rule);
    const exdates = input.exdates.filter((text) => {
      const day = dateOf(text);
      return (
        !!day && weekdays.includes(weekdayOf(day)) && text >= startDate && (!until || beforeOrOn(day, until))
      );
    });
    entries.push(
      opening.isAllDay
        ? {
            key,
            start: startDate,
            end: formatLocalDate(addLocalDays(dtstart, opening.dayCount - 1)),
            rrule,
            exdates,
          }
        : {
            key,
            start: atMinutes(dtstart, opening.opensAt),
            end: atMinutes(dtstart, opening.closesAt),
            rrule,
            exdates,
          },
    );
  }

  // The first day in the middle of an opening (a series starting on the Sunday of a Saturday-to-Sunday one).
  const startsOpening = (day: LocalDate) => openings.some((opening) => opening.weekday === weekdayOf(day));
  const chainOf = (day: LocalDate) =>
    openings.find((opening) => {
      const offset = (weekdayOf(day) - opening.weekday + 7) % 7;
      return offset < opening.dayCount;
    });
  const firstChain = chainOf(first);
  if (firstChain && !startsOpening(first)) {
    const offset = (weekdayOf(first) - firstChain.weekday + 7) % 7;
    const chainEnd = addLocalDays(first, firstChain.dayCount - 1 - offset);
    const to = last && !beforeOrOn(chainEnd, last) ? last : chainEnd;
    const entry = cutOpening(input.weekdays, first, to, input.timeZone, 'first', input.exdates);
    if (entry) entries.push(entry);
  }
  // The last day in the middle of an opening that started within the schedule.
  const lastChain = last ? chainOf(last) : undefined;
  if (last && lastChain) {
    const offset = (weekdayOf(last) - lastChain.weekday + 7) % 7;
    const chainStart = addLocalDays(last, -offset);
    const cut = offset < lastChain.dayCount - 1;
    if (cut && formatLocalDate(chainStart) >= formatLocalDate(first)) {
      const entry = cutOpening(input.weekdays, chainStart, last, input.timeZone, 'last', input.exdates);
      if (entry) entries.push(entry);
    }
  }
  return entries;
}
