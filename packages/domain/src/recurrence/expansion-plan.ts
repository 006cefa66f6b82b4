/**
 * A rule compiled for the recurrence walk: the BYxxx parts turned into look-up masks, with the defaults that
 * RFC 5545 §3.3.10 takes from DTSTART filled in.
 */
import { type LocalDateTime, weekdayOf } from '../time/zoned-time.ts';
import { type Frequency, type RRule, weekdayIndex } from './recurrence-rule.ts';

/** Frequencies from coarsest to finest; a higher rank means a shorter period. */
export const FREQUENCY_RANK: Record<Frequency, number> = {
  YEARLY: 0,
  MONTHLY: 1,
  WEEKLY: 2,
  DAILY: 3,
  HOURLY: 4,
  MINUTELY: 5,
  SECONDLY: 6,
};

export interface ExpansionPlan {
  rank: number;
  interval: number;
  /** Week start, 0 = Sunday. RFC 5545 §3.3.10: MO by default. */
  wkst: number;
  monthMask: Uint8Array | null;
  weekNumbers: number[] | null;
  hasByDay: boolean;
  plainWeekdays: Uint8Array;
  nthWeekdays: { weekday: number; ordinal: number }[];
  monthDayPositive: Uint8Array | null;
  monthDayNegative: Uint8Array | null;
  yearDayPositive: Uint8Array | null;
  yearDayNegative: Uint8Array | null;
  setPositions: number[] | null;
  hourMask: Uint8Array | null;
  minuteMask: Uint8Array | null;
  secondMask: Uint8Array | null;
  /**
   * Seconds added to the start of a period to form its candidates, ascending: for DAILY and coarser the times of
   * day (BYHOUR x BYMINUTE x BYSECOND); for HOURLY minutes x seconds; MINUTELY seconds; SECONDLY [0].
   */
  offsets: number[];
}

function maskOf(values: readonly number[], size: number): Uint8Array {
  const mask = new Uint8Array(size);
  for (const value of values) mask[value] = 1;
  return mask;
}

function sortedUnique(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

function hasValues(values: readonly unknown[] | undefined): values is unknown[] {
  return values !== undefined && values.length > 0;
}

/** Compiles a rule for expansion from a DTSTART (floating local time). */
export function planExpansion(rule: RRule, dtstart: LocalDateTime): ExpansionPlan {
  const rank = FREQUENCY_RANK[rule.freq];
  let byMonth = rule.byMonth;
  let byMonthDay = rule.byMonthDay;
  const byDay = rule.byDay;
  // RFC 5545 §3.3.10: information not given by the rule is taken from DTSTART (e.g. a plain YEARLY rule recurs
  // on DTSTART's month and day; a plain WEEKLY rule on DTSTART's weekday).
  const isDayUnconstrained =
    !hasValues(rule.byWeekNo) && !hasValues(rule.byYearDay) && !hasValues(byMonthDay) && !hasValues(byDay);
  if (isDayUnconstrained) {
    if (rule.freq === 'YEARLY') {
      if (!hasValues(byMonth)) byMonth = [dtstart.month];
      byMonthDay = [dtstart.day];
    } else if (rule.freq === 'MONTHLY') {
      byMonthDay = [dtstart.day];
    }
  }
  const plainWeekdays = new Uint8Array(7);
  const nthWeekdays: ExpansionPlan['nthWeekdays'] = [];
  const isWeeklyOnDtstartWeekday = isDayUnconstrained && rule.freq === 'WEEKLY';
  if (isWeeklyOnDtstartWeekday) plainWeekdays[weekdayOf(dtstart)] = 1;
  for (const entry of byDay ?? []) {
    const weekday = weekdayIndex(entry.weekday);
    // RFC 5545 §3.3.10: a numeric BYDAY value only has meaning in MONTHLY and YEARLY rules.
    if (entry.ordinal === undefined || rank > FREQUENCY_RANK.MONTHLY) plainWeekdays[weekday] = 1;
    else nthWeekdays.push({ weekday, ordinal: entry.ordinal });
  }
  const hasByDay = isWeeklyOnDtstartWeekday || hasValues(byDay);

  const hours = hasValues(rule.byHour) ? rule.byHour : rank < FREQUENCY_RANK.HOURLY ? [dtstart.hour] : null;
  const minutes = hasValues(rule.byMinute)
    ? rule.byMinute
    : rank < FREQUENCY_RANK.MINUTELY
      ? [dtstart.minute]
      : null;
  // A leap second (60) cannot be represented in a wall-clock date-time: it is dropped.
  const seconds = hasValues(rule.bySecond)
    ? rule.bySecond.filter((s) => s < 60)
    : rank < FREQUENCY_RANK.SECONDLY
      ? [dtstart.second]
      : null;

  let offsets: number[];
  if (rank <= FREQUENCY_RANK.DAILY) {
    offsets = [];
    for (const h of hours!)
      for (const m of minutes!) for (const s of seconds!) offsets.push(h * 3600 + m * 60 + s);
  } else if (rank === FREQUENCY_RANK.HOURLY) {
    offsets = [];
    for (const m of minutes!) for (const s of seconds!) offsets.push(m * 60 + s);
  } else if (rank === FREQUENCY_RANK.MINUTELY) {
    offsets = [...seconds!];
  } else {
    offsets = [0];
  }

  const split = (values: number[] | undefined, size: number) =>
    hasValues(values)
      ? {
          positive: maskOf(
            values.filter((v) => v > 0),
            size,
          ),
          negative: maskOf(
            values.filter((v) => v < 0).map((v) => -v),
            size,
          ),
        }
      : null;
  const monthDays = split(byMonthDay, 32);
  const yearDays = split(rule.byYearDay, 367);

  return {
    rank,
    interval: rule.interval,
    wkst: weekdayIndex(rule.wkst ?? 'MO'),
    monthMask: hasValues(byMonth) ? maskOf(byMonth, 13) : null,
    weekNumbers: hasValues(rule.byWeekNo) ? rule.byWeekNo : null,
    hasByDay,
    plainWeekdays,
    nthWeekdays,
    monthDayPositive: monthDays?.positive ?? null,
    monthDayNegative: monthDays?.negative ?? null,
    yearDayPositive: yearDays?.positive ?? null,
    yearDayNegative: yearDays?.negative ?? null,
    setPositions: hasValues(rule.bySetPos) ? rule.bySetPos : null,
    // For sub-daily frequencies the BYHOUR/BYMINUTE/BYSECOND at or above the period limit it (RFC 5545 table).
    hourMask: rank >= FREQUENCY_RANK.HOURLY && hasValues(rule.byHour) ? maskOf(rule.byHour, 24) : null,
    minuteMask:
      rank >= FREQUENCY_RANK.MINUTELY && hasValues(rule.byMinute) ? maskOf(rule.byMinute, 60) : null,
    secondMask:
      rank >= FREQUENCY_RANK.SECONDLY && hasValues(rule.bySecond) ? maskOf(rule.bySecond, 61) : null,
    offsets: sortedUnique(offsets),
  };
}
