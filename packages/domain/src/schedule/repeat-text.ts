/**
 * How a repeating schedule repeats, in the words a card has room for: 'Every Friday, 8:00 PM',
 * 'First Saturday of the month, 10:00 AM', 'Tue–Sat, 7:00 PM–11:00 PM'. The schedule line (schedule-text.ts)
 * puts it before the next date, so a weekly event never reads like a one-off ("Today at 8:00 PM").
 */

import { formatLocal } from '../format/format-date.ts';
import { ALL_DAY_TEXT, TIME_FORMAT } from '../format/schedule-formats.ts';
import { describeRRule, parseRRule, type RRule, type WeekdayCode } from '../recurrence/index.ts';
import { weekdayOf } from '../time/zoned-time.ts';
import type { ResolvedWhen } from './resolve-when.ts';
import { hoursTextFor, parseWeekdayHours } from './weekday-hours.ts';
import { WEEKDAY_NAMES, type Weekdays } from './when.schema.ts';

/** Full and short names, Sunday first (the index of weekdayOf and WEEKDAY_NAMES). */
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SHORT_DAY_NAMES = DAY_NAMES.map((name) => name.slice(0, 3));
const DAY_INDEX: Record<WeekdayCode, number> = { SU: 0, MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6 };
/** A week read Monday first, so 'Tue–Sun' is one run. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];
const ORDINAL_WORDS: Record<string, string> = {
  '1': 'First',
  '2': 'Second',
  '3': 'Third',
  '4': 'Fourth',
  '5': 'Fifth',
  '-1': 'Last',
  '-2': 'Second-to-last',
};

/** 'a', 'a and b', 'a, b and c'. */
function joinList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 1 -> '1st', 22 -> '22nd', 13 -> '13th'. */
function formatDayOfMonth(day: number): string {
  const lastTwo = day % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** Sorted Monday first: one day by its full name, two as 'Tuesday and Thursday', more as 'Mon, Wed and Fri'. */
function everyDays(days: readonly number[]): string {
  const sorted = MONDAY_FIRST.filter((day) => days.includes(day));
  if (sorted.length === 7) return 'Every day';
  if (sorted.length === 5 && sorted.every((day) => day >= 1 && day <= 5)) return 'Every weekday';
  const names = sorted.length <= 2 ? DAY_NAMES : SHORT_DAY_NAMES;
  return `Every ${joinList(sorted.map((day) => names[day]!))}`;
}

/** Open days as runs, Monday first: 'Tue–Sat', 'Sat, Sun', 'Mon, Wed–Fri'. */
function dayRuns(days: readonly number[]): string {
  const runs: number[][] = [];
  for (const day of MONDAY_FIRST) {
    if (!days.includes(day)) continue;
    const last = runs.at(-1);
    const previous = last?.at(-1);
    if (last && previous !== undefined && MONDAY_FIRST.indexOf(previous) === MONDAY_FIRST.indexOf(day) - 1) {
      last.push(day);
    } else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${SHORT_DAY_NAMES[run[0]!]}–${SHORT_DAY_NAMES[run.at(-1)!]}`]
        : run.map((day) => SHORT_DAY_NAMES[day]!),
    )
    .join(', ');
}

/** 'Tue–Sat, 7:00 PM–11:00 PM'; 'Sat, Sun, all day'; 'Tue–Sun, hours vary' when the days differ. */
export function describeWeekdayHours(weekdays: Weekdays): string | null {
  const open = WEEKDAY_NAMES.flatMap((name, day) =>
    parseWeekdayHours(weekdays[name]).kind === 'closed' ? [] : [{ day, hours: hoursTextFor(weekdays, name) }],
  );
  if (open.length === 0) return null;
  const days = dayRuns(open.map((entry) => entry.day));
  const hours = new Set(open.map((entry) => entry.hours));
  if (hours.size > 1) return `${days}, hours vary`;
  const [only] = hours;
  return `${days}, ${only === ALL_DAY_TEXT ? 'all day' : only!.replace(' - ', '–')}`;
}

/** The day part of a rule with a natural short form, else null (the caller falls back to describeRRule). */
function describeRuleDays(rule: RRule, startWeekday: number, startDay: number): string | null {
  const byDay = rule.byDay ?? [];
  const isPlain = !rule.byMonth?.length && !rule.byYearDay?.length && !rule.byWeekNo?.length;
  if (!isPlain || rule.byHour?.length || rule.byMinute?.length) return null;
  if (rule.freq === 'DAILY' && rule.interval === 1 && !byDay.length) return 'Every day';
  if (rule.freq === 'WEEKLY' && !rule.bySetPos?.length && byDay.every((d) => d.ordinal === undefined)) {
    const days = byDay.length ? byDay.map((d) => DAY_INDEX[d.weekday]) : [startWeekday];
    if (rule.interval === 1) return everyDays(days);
    const list = joinList(days.map((day) => DAY_NAMES[day]!));
    return rule.interval === 2 ? `Every other ${list}` : `Every ${rule.interval} weeks on ${list}`;
  }
  if (rule.freq !== 'MONTHLY' || rule.interval !== 1) return null;
  // 'FREQ=MONTHLY;BYDAY=1FR', or the same as 'BYDAY=FR;BYSETPOS=1'.
  const position = byDay.length === 1 ? (byDay[0]!.ordinal ?? rule.bySetPos?.[0]) : undefined;
  const ordinal = position === undefined ? undefined : ORDINAL_WORDS[String(position)];
  if (ordinal && !rule.byMonthDay?.length)
    return `${ordinal} ${DAY_NAMES[DAY_INDEX[byDay[0]!.weekday]]} of the month`;
  const monthDays = rule.byMonthDay ?? (byDay.length ? [] : [startDay]);
  if (!byDay.length && monthDays.length === 1 && monthDays[0]! > 0) {
    return `The ${formatDayOfMonth(monthDays[0]!)} of the month`;
  }
  return null;
}

/**
 * How the schedule repeats with its start time, or null when it does not repeat: by its rrule text when it has
 * one, else by weekday hours (WEEKLY venues), else by `repeats` on the first occurrence's weekday or date.
 * An rrule without a short form is described in full by describeRRule ('Every 2 months on the 1st and 15th').
 */
export function describeRepeat(resolved: ResolvedWhen, rrule: string | null): string | null {
  const { startLocal, isAllDay } = resolved;
  const time = isAllDay ? '' : `, ${formatLocal(startLocal, TIME_FORMAT)}`;
  const startWeekday = weekdayOf(startLocal);
  if (rrule) {
    const rule = parseRRule(rrule);
    return (describeRuleDays(rule, startWeekday, startLocal.day) ?? describeRRule(rrule)) + time;
  }
  switch (resolved.repeats) {
    case 'DAILY':
      return `Every day${time}`;
    case 'WEEKLY':
      return `${everyDays([startWeekday])}${time}`;
    case 'MONTHLY':
      return `The ${formatDayOfMonth(startLocal.day)} of the month${time}`;
    case 'YEARLY':
      return `Every year on ${formatLocal(startLocal, 'MMM D')}${time}`;
    default:
      return null;
  }
}
