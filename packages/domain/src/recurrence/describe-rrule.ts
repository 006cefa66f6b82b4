/**
 * An English sentence for a recurrence rule: 'Every 2 weeks on Monday and Thursday until Aug 14, 2017'.
 * Rules without a natural phrasing still get a correct, plainer sentence.
 */
import { localToUtcMs, toZoned } from '../time/zoned-time.ts';
import { parseRRule } from './parse-rrule.ts';
import type { Frequency, RRule, RRuleUntil, WeekdayCode, WeekdayNum } from './recurrence-rule.ts';

export interface DescribeOptions {
  /** Zone of the series: a UTC UNTIL is shown as the local date there. Without it, UNTIL's own date is shown. */
  timeZone?: string;
  locale?: 'en';
}

const UNITS: Record<Frequency, string> = {
  SECONDLY: 'second',
  MINUTELY: 'minute',
  HOURLY: 'hour',
  DAILY: 'day',
  WEEKLY: 'week',
  MONTHLY: 'month',
  YEARLY: 'year',
};

const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const WORKWEEK: readonly WeekdayCode[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

/** 'a', 'a and b', 'a, b and c'. */
function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** 1 -> '1st', 22 -> '22nd', 13 -> '13th'; -1 -> 'last', -2 -> '2nd to last'. */
function formatOrdinal(n: number): string {
  if (n === -1) return 'last';
  if (n < 0) return `${formatOrdinal(-n)} to last`;
  const lastTwo = n % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function isWorkweek(days: readonly WeekdayNum[]): boolean {
  return (
    days.length === WORKWEEK.length &&
    days.every((d) => d.ordinal === undefined) &&
    WORKWEEK.every((code) => days.some((d) => d.weekday === code))
  );
}

function describeWeekday(day: WeekdayNum): string {
  const name = WEEKDAY_NAMES[day.weekday];
  return day.ordinal === undefined ? name : `the ${formatOrdinal(day.ordinal)} ${name}`;
}

function describeUntil(until: RRuleUntil, timeZone: string | undefined): string {
  let { year, month, day } = until;
  if (until.kind === 'date-time' && until.utc && timeZone) {
    ({ year, month, day } = toZoned(localToUtcMs(until), timeZone));
  }
  return `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${day}, ${year}`;
}

function describeTime(hour: number, minute: number, second: number): string {
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}`;
  return `${clock}${second ? `:${String(second).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The day part: 'on Monday and Thursday', 'on the last Friday', 'on the 1st and 15th', 'on January 1'. */
function describeDays(rule: RRule): string[] {
  const phrases: string[] = [];
  const byDay = rule.byDay ?? [];
  const byMonthDay = rule.byMonthDay ?? [];
  const byMonth = rule.byMonth ?? [];
  const setPos = rule.bySetPos ?? [];
  const isYearlyDate =
    rule.freq === 'YEARLY' && byMonth.length === 1 && byMonthDay.length > 0 && byDay.length === 0;
  if (isYearlyDate) {
    // 'Every year on January 1' (and 'on January 1 and 15').
    phrases.push(`on ${MONTH_NAMES[byMonth[0]! - 1]} ${joinList(byMonthDay.map(String))}`);
  } else {
    if (byMonth.length) phrases.push(`in ${joinList(byMonth.map((m) => MONTH_NAMES[m - 1]!))}`);
    if (setPos.length && byDay.length) {
      // 'on the 2nd to last weekday', 'on the 3rd Tuesday, Wednesday or Thursday'.
      const days = isWorkweek(byDay) ? 'weekday' : joinList(byDay.map(describeWeekday), 'or');
      phrases.push(`on the ${joinList(setPos.map(formatOrdinal))} ${days}`);
    } else if (byDay.length) {
      phrases.push(isWorkweek(byDay) ? 'on weekdays' : `on ${joinList(byDay.map(describeWeekday))}`);
    }
    if (byMonthDay.length) {
      const noun = byMonthDay.every((d) => d < 0) ? ' day' : '';
      // A BYMONTHDAY with BYDAY limits the weekdays: 'on Saturday when it is the 7th, 8th or 9th of the month'.
      phrases.push(
        byDay.length
          ? `when it is the ${joinList(byMonthDay.map(formatOrdinal), 'or')}${noun} of the month`
          : `on the ${joinList(byMonthDay.map(formatOrdinal))}${noun}`,
      );
    }
  }
  if (rule.byYearDay?.length)
    phrases.push(`on the ${joinList(rule.byYearDay.map(formatOrdinal))} day of the year`);
  const byWeekNo = rule.byWeekNo ?? [];
  if (byWeekNo.some((w) => w < 0)) phrases.push(`in the ${joinList(byWeekNo.map(formatOrdinal))} week`);
  else if (byWeekNo.length)
    phrases.push(`in week${byWeekNo.length > 1 ? 's' : ''} ${joinList(byWeekNo.map(String))}`);
  if (setPos.length && !byDay.length) {
    phrases.push(`(only the ${joinList(setPos.map(formatOrdinal))} occurrence of each ${UNITS[rule.freq]})`);
  }
  return phrases;
}

/** 'during hours 9 and 10', 'at minutes 0 and 30', 'at second 15'. */
function describeClockParts(rule: RRule, includeHours: boolean): string | null {
  const phrase = (prefix: string, noun: string, values: number[] | undefined) =>
    values?.length
      ? `${prefix} ${noun}${values.length > 1 ? 's' : ''} ${joinList(values.map(String))}`
      : null;
  const parts = [
    includeHours ? phrase('during', 'hour', rule.byHour) : null,
    phrase('at', 'minute', rule.byMinute),
    phrase('at', 'second', rule.bySecond),
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' ') : null;
}

function describeTimes(rule: RRule): string | null {
  const isSubDaily = rule.freq === 'HOURLY' || rule.freq === 'MINUTELY' || rule.freq === 'SECONDLY';
  // Sub-daily rules (and rules without BYHOUR) name the clock parts; others list the times of day.
  if (isSubDaily || !rule.byHour?.length) return describeClockParts(rule, true);
  const times: string[] = [];
  for (const h of rule.byHour) {
    for (const m of rule.byMinute?.length ? rule.byMinute : [0]) {
      for (const s of rule.bySecond?.length ? rule.bySecond : [0]) times.push(describeTime(h, m, s));
    }
  }
  return `at ${joinList(times)}`;
}

/**
 * Describes RRULE text in English: 'Every day', 'Every weekday', 'Every month on the last Friday',
 * 'Every month on the 1st and 15th, 10 times'. Throws RecurrenceRuleError only for an invalid rule.
 */
export function describeRRule(text: string, options: DescribeOptions = {}): string {
  const rule = parseRRule(text);
  const unit = UNITS[rule.freq];
  const byDay = rule.byDay ?? [];
  const isEveryWeekday =
    rule.interval === 1 &&
    (rule.freq === 'DAILY' || rule.freq === 'WEEKLY') &&
    isWorkweek(byDay) &&
    !rule.bySetPos?.length;
  const words: string[] = [];
  if (isEveryWeekday) {
    words.push('Every weekday');
    if (rule.byMonth?.length) words.push(`in ${joinList(rule.byMonth.map((m) => MONTH_NAMES[m - 1]!))}`);
    if (rule.byMonthDay?.length) words.push(`when it is the ${joinList(rule.byMonthDay.map(formatOrdinal))}`);
  } else {
    words.push(rule.interval === 1 ? `Every ${unit}` : `Every ${rule.interval} ${unit}s`);
    words.push(...describeDays(rule));
  }
  const times = describeTimes(rule);
  if (times) words.push(times);
  let sentence = words.join(' ');
  if (rule.until) sentence += ` until ${describeUntil(rule.until, options.timeZone)}`;
  if (rule.count !== undefined) sentence += rule.count === 1 ? ', once' : `, ${rule.count} times`;
  return sentence;
}
