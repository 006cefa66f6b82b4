/**
 * The recurrence walk in floating local time (RFC 5545 §3.3.10): period by period (year, month, week, day,
 * hour, minute or second, stepped by INTERVAL), the candidate days of the period are tested against the
 * BYxxx masks, crossed with the times of day, reduced by BYSETPOS and yielded in ascending order.
 *
 * Occurrences are yielded as "floating milliseconds": the local date-time read as if it were UTC
 * (localToUtcMs), so no zone and no objects are involved until the caller keeps an occurrence.
 */
import { type LocalDateTime, localToUtcMs, utcMsToLocal } from '../time/zoned-time.ts';
import {
  type CalendarYear,
  calendarYear,
  calendarYearOfDay,
  DAY_MS,
  markWeekNumbers,
} from './calendar-year.ts';
import { type ExpansionPlan, FREQUENCY_RANK, planExpansion } from './expansion-plan.ts';
import type { RRule } from './recurrence-rule.ts';

/** spec §4: a recurrence walk stops after year 9999. */
export const WALK_END_MS = localToUtcMs({ year: 10000, month: 1, day: 1, hour: 0, minute: 0, second: 0 });

const UNIT_MS = [0, 0, 0, DAY_MS, 3_600_000, 60_000, 1_000];

export interface WalkOptions {
  /**
   * Floating time before which no occurrence is wanted. Whole periods ending before it are skipped without
   * being expanded; only valid when the caller does not need to count occurrences (no COUNT).
   */
  skipToFloatingMs?: number;
}

/** Mutable per-walk state shared by the period expanders, so a period allocates nothing. */
interface WalkState {
  plan: ExpansionPlan;
  dtstartMs: number;
  /** Start (floating ms) of each candidate day of the current period, or of the sub-daily period itself. */
  bases: number[];
  baseCount: number;
  nthMask: Uint8Array;
  weekNoMasks: Map<number, Uint8Array>;
}

function weekNoMaskOf(state: WalkState, info: CalendarYear): Uint8Array | null {
  const weekNumbers = state.plan.weekNumbers;
  if (!weekNumbers) return null;
  let mask = state.weekNoMasks.get(info.year);
  if (!mask) {
    mask = markWeekNumbers(info, state.plan.wkst, weekNumbers);
    state.weekNoMasks.set(info.year, mask);
  }
  return mask;
}

/** Marks in state.nthMask the days of [start, end) that are an ordinal weekday (1MO, -1FR) of that range. */
function markNthWeekdays(state: WalkState, info: CalendarYear, start: number, end: number): void {
  for (const { weekday, ordinal } of state.plan.nthWeekdays) {
    let doy: number;
    if (ordinal > 0) {
      const firstWeekday = (info.firstWeekday + start) % 7;
      doy = start + ((weekday - firstWeekday + 7) % 7) + (ordinal - 1) * 7;
    } else {
      const lastWeekday = (info.firstWeekday + end - 1) % 7;
      doy = end - 1 - ((lastWeekday - weekday + 7) % 7) + (ordinal + 1) * 7;
    }
    if (doy >= start && doy < end) state.nthMask[doy] = 1;
  }
}

/** Whether a day (0-based day of year) passes every day-level BYxxx part of the rule. */
function isDayIncluded(state: WalkState, info: CalendarYear, doy: number, useNth: boolean): boolean {
  const plan = state.plan;
  const month = info.monthOfDay[doy]!;
  if (plan.monthMask && plan.monthMask[month] !== 1) return false;
  if (plan.weekNumbers && weekNoMaskOf(state, info)![doy] !== 1) return false;
  if (plan.hasByDay) {
    const weekday = (info.firstWeekday + doy) % 7;
    if (plan.plainWeekdays[weekday] !== 1 && !(useNth && state.nthMask[doy] === 1)) return false;
  }
  if (plan.monthDayPositive) {
    const day = info.dayOfMonth[doy]!;
    const fromEnd = info.monthStarts[month]! - info.monthStarts[month - 1]! - day + 1;
    if (plan.monthDayPositive[day] !== 1 && plan.monthDayNegative![fromEnd] !== 1) return false;
  }
  if (plan.yearDayPositive) {
    if (plan.yearDayPositive[doy + 1] !== 1 && plan.yearDayNegative![info.length - doy] !== 1) return false;
  }
  return true;
}

/** Collects the included days of [start, end) of one year into state.bases. */
function collectDays(
  state: WalkState,
  info: CalendarYear,
  start: number,
  end: number,
  useNth: boolean,
): void {
  for (let doy = start; doy < end; doy++) {
    if (isDayIncluded(state, info, doy, useNth))
      state.bases[state.baseCount++] = (info.firstDay + doy) * DAY_MS;
  }
}

/** Yields the candidates of the collected period (bases x offsets), reduced by BYSETPOS, after DTSTART. */
function* emitPeriod(state: WalkState): Generator<number, boolean> {
  const { offsets, setPositions } = state.plan;
  const width = offsets.length;
  const total = state.baseCount * width;
  if (total === 0) return true;
  if (setPositions) {
    // RFC 5545 §3.3.10: BYSETPOS picks the nth occurrence within the set of one interval.
    const picked: number[] = [];
    for (const position of setPositions) {
      const index = position > 0 ? position - 1 : total + position;
      if (index >= 0 && index < total && !picked.includes(index)) picked.push(index);
    }
    picked.sort((a, b) => a - b);
    for (const index of picked) {
      const ms = state.bases[Math.floor(index / width)]! + offsets[index % width]! * 1000;
      if (ms >= WALK_END_MS) return false;
      if (ms > state.dtstartMs) yield ms;
    }
    return true;
  }
  for (let i = 0; i < state.baseCount; i++) {
    const base = state.bases[i]!;
    for (let j = 0; j < width; j++) {
      const ms = base + offsets[j]! * 1000;
      if (ms >= WALK_END_MS) return false;
      if (ms > state.dtstartMs) yield ms;
    }
  }
  return true;
}

/** First period index >= the one containing `target`, on the INTERVAL grid that starts at `first`. */
function alignForward(first: number, target: number, step: number): number {
  return target <= first ? first : first + Math.floor((target - first) / step) * step;
}

function* walkYears(
  state: WalkState,
  dtstart: LocalDateTime,
  skipTo: LocalDateTime | null,
): Generator<number> {
  const { plan } = state;
  const useNth = plan.nthWeekdays.length > 0;
  for (let year = alignForward(dtstart.year, skipTo?.year ?? 0, plan.interval); ; year += plan.interval) {
    if (year > 9999) return;
    const info = calendarYear(year);
    state.baseCount = 0;
    // RFC 5545 §3.3.10: in a YEARLY rule with BYMONTH, '1MO' is the first Monday of each such month; without
    // BYMONTH, of the year ('20MO' is the 20th Monday of the year).
    if (useNth && !plan.monthMask) {
      state.nthMask.fill(0);
      markNthWeekdays(state, info, 0, info.length);
    }
    for (let month = 1; month <= 12; month++) {
      if (plan.monthMask && plan.monthMask[month] !== 1) continue;
      const start = info.monthStarts[month - 1]!;
      const end = info.monthStarts[month]!;
      if (useNth && plan.monthMask) {
        state.nthMask.fill(0, start, end);
        markNthWeekdays(state, info, start, end);
      }
      collectDays(state, info, start, end, useNth);
    }
    if (!(yield* emitPeriod(state))) return;
  }
}

function* walkMonths(
  state: WalkState,
  dtstart: LocalDateTime,
  skipTo: LocalDateTime | null,
): Generator<number> {
  const { plan } = state;
  const useNth = plan.nthWeekdays.length > 0;
  const first = dtstart.year * 12 + dtstart.month - 1;
  const target = skipTo ? skipTo.year * 12 + skipTo.month - 1 : 0;
  for (let index = alignForward(first, target, plan.interval); ; index += plan.interval) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    if (year > 9999) return;
    if (plan.monthMask && plan.monthMask[month] !== 1) continue;
    const info = calendarYear(year);
    const start = info.monthStarts[month - 1]!;
    const end = info.monthStarts[month]!;
    if (useNth) {
      state.nthMask.fill(0, start, end);
      markNthWeekdays(state, info, start, end);
    }
    state.baseCount = 0;
    collectDays(state, info, start, end, useNth);
    if (!(yield* emitPeriod(state))) return;
  }
}

/** WEEKLY (7-day periods starting on WKST) and DAILY (1-day periods). */
function* walkDays(
  state: WalkState,
  dtstartMs: number,
  skipToMs: number | null,
  span: number,
): Generator<number> {
  const { plan } = state;
  const dtstartDay = Math.floor(dtstartMs / DAY_MS);
  const dayOfWeek = (((dtstartDay + 4) % 7) + 7) % 7;
  const firstDay = span === 7 ? dtstartDay - ((dayOfWeek - plan.wkst + 7) % 7) : dtstartDay;
  const step = span * plan.interval;
  const endDay = WALK_END_MS / DAY_MS;
  let info: CalendarYear | undefined;
  const startDay = alignForward(
    firstDay,
    skipToMs === null ? 0 : Math.floor(skipToMs / DAY_MS) - span + 1,
    step,
  );
  for (let day = startDay; day < endDay; day += step) {
    state.baseCount = 0;
    for (let d = day; d < day + span && d < endDay; d++) {
      info = calendarYearOfDay(d, info);
      if (isDayIncluded(state, info, d - info.firstDay, false)) state.bases[state.baseCount++] = d * DAY_MS;
    }
    if (!(yield* emitPeriod(state))) return;
  }
}

/** HOURLY, MINUTELY and SECONDLY: BYHOUR/BYMINUTE/BYSECOND at or above the period limit it. */
function* walkSubDaily(state: WalkState, dtstartMs: number, skipToMs: number | null): Generator<number> {
  const { plan } = state;
  const unit = UNIT_MS[plan.rank]!;
  const first = Math.floor(dtstartMs / unit);
  const step = plan.interval;
  // Next period index on the INTERVAL grid at or after a floating time: used to jump over excluded days/hours.
  const nextOnGrid = (ms: number) => first + Math.ceil((Math.ceil(ms / unit) - first) / step) * step;
  let info: CalendarYear | undefined;
  let index = skipToMs === null ? first : alignForward(first, Math.floor(skipToMs / unit), step);
  while (index * unit < WALK_END_MS) {
    const start = index * unit;
    const day = Math.floor(start / DAY_MS);
    info = calendarYearOfDay(day, info);
    if (!isDayIncluded(state, info, day - info.firstDay, false)) {
      index = nextOnGrid((day + 1) * DAY_MS);
      continue;
    }
    const secondOfDay = (start - day * DAY_MS) / 1000;
    const hour = Math.floor(secondOfDay / 3600);
    if (plan.hourMask && plan.hourMask[hour] !== 1) {
      index =
        plan.rank === FREQUENCY_RANK.HOURLY
          ? index + step
          : nextOnGrid(day * DAY_MS + (hour + 1) * 3_600_000);
      continue;
    }
    const minute = Math.floor((secondOfDay % 3600) / 60);
    if (plan.minuteMask && plan.minuteMask[minute] !== 1) {
      const nextMinute = day * DAY_MS + (hour * 60 + minute + 1) * 60_000;
      index = plan.rank === FREQUENCY_RANK.SECONDLY ? nextOnGrid(nextMinute) : index + step;
      continue;
    }
    if (!plan.secondMask || plan.secondMask[secondOfDay % 60] === 1) {
      state.bases[0] = start;
      state.baseCount = 1;
      if (!(yield* emitPeriod(state))) return;
    }
    index += step;
  }
}

/** Largest number of days in one period of each frequency (a year, a month, a week, then a single day). */
const MAX_PERIOD_DAYS = [366, 31, 7, 1, 1, 1, 1];

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * False when no period can ever yield a candidate: every BYSETPOS beyond the largest possible set, or (sub-daily)
 * no time of day reachable on the INTERVAL grid passes BYHOUR/BYMINUTE/BYSECOND.
 */
function canProduceOccurrences(plan: ExpansionPlan, dtstartMs: number): boolean {
  const width = plan.offsets.length;
  if (width === 0) return false;
  const largestSet = MAX_PERIOD_DAYS[plan.rank]! * width;
  if (plan.setPositions?.every((position) => Math.abs(position) > largestSet)) return false;
  if (plan.rank < FREQUENCY_RANK.HOURLY) return true;
  // The grid visits exactly the times of day congruent to DTSTART's modulo gcd(step, one day).
  const stepSeconds = (UNIT_MS[plan.rank]! / 1000) * plan.interval;
  const spacing = greatestCommonDivisor(stepSeconds, 86_400);
  const unitSeconds = UNIT_MS[plan.rank]! / 1000;
  const firstSecond = Math.floor((dtstartMs % DAY_MS) / 1000 / unitSeconds) * unitSeconds;
  for (let second = firstSecond % spacing; second < 86_400; second += spacing) {
    const hour = Math.floor(second / 3600);
    const minute = Math.floor((second % 3600) / 60);
    const isHourOk = !plan.hourMask || plan.hourMask[hour] === 1;
    const isMinuteOk = !plan.minuteMask || plan.minuteMask[minute] === 1;
    const isSecondOk = !plan.secondMask || plan.secondMask[second % 60] === 1;
    if (isHourOk && isMinuteOk && isSecondOk) return true;
  }
  return false;
}

/**
 * Yields the occurrences of `rule` strictly after `dtstart`, as floating milliseconds (localToUtcMs of the
 * local date-time), ascending, ending after year 9999 (spec §4). DTSTART itself, COUNT and UNTIL are the
 * caller's business: RFC 5545 counts DTSTART as the first instance whether or not it matches the rule.
 */
export function walkRecurrence(
  rule: RRule,
  dtstart: LocalDateTime,
  options: WalkOptions = {},
): Generator<number> {
  const plan = planExpansion(rule, dtstart);
  const dtstartMs = localToUtcMs(dtstart);
  // A rule that can never produce an instance would otherwise be walked, period by period, to year 9999.
  if (!canProduceOccurrences(plan, dtstartMs)) return (function* () {})();
  const state: WalkState = {
    plan,
    dtstartMs,
    bases: [],
    baseCount: 0,
    nthMask: new Uint8Array(366),
    weekNoMasks: new Map(),
  };
  const skipToMs = options.skipToFloatingMs ?? null;
  const skipTo = skipToMs === null ? null : utcMsToLocal(skipToMs);
  switch (rule.freq) {
    case 'YEARLY':
      return walkYears(state, dtstart, skipTo);
    case 'MONTHLY':
      return walkMonths(state, dtstart, skipTo);
    case 'WEEKLY':
      return walkDays(state, dtstartMs, skipToMs, 7);
    case 'DAILY':
      return walkDays(state, dtstartMs, skipToMs, 1);
    default:
      return walkSubDaily(state, dtstartMs, skipToMs);
  }
}
