/**
 * The custom-recurrence builder of the event editor: a small form state (frequency, interval, weekdays, ordinal
 * weekday of the month, count or until) written as RRULE text with the domain's formatter (RFC 5545 §3.3.10), and
 * read back from stored RRULE text when it fits the builder (anything else is edited as raw text).
 */
import { formatRRule, parseRRule, type RRule, type WeekdayCode } from '../recurrence/index.ts';

export type BuilderFrequency = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
/** 1st..4th or last (-1) weekday of the month. */
export type Ordinal = 1 | 2 | 3 | 4 | -1;

export interface RRuleBuilderState {
  freq: BuilderFrequency;
  interval: number;
  /** WEEKLY: the days of the week it happens on. */
  weekdays: WeekdayCode[];
  /** MONTHLY: on the start date's day of the month, or on an ordinal weekday ('last Friday'). */
  monthlyBy: 'day-of-month' | 'ordinal-weekday';
  ordinal: Ordinal;
  ordinalWeekday: WeekdayCode;
  end: 'never' | 'count' | 'until';
  count: number;
  /** 'YYYY-MM-DD', inclusive (RFC 5545 §3.3.10: UNTIL is inclusive). */
  until: string;
}

export const WEEKDAY_OPTIONS: readonly { code: WeekdayCode; short: string; long: string }[] = [
  { code: 'MO', short: 'Mon', long: 'Monday' },
  { code: 'TU', short: 'Tue', long: 'Tuesday' },
  { code: 'WE', short: 'Wed', long: 'Wednesday' },
  { code: 'TH', short: 'Thu', long: 'Thursday' },
  { code: 'FR', short: 'Fri', long: 'Friday' },
  { code: 'SA', short: 'Sat', long: 'Saturday' },
  { code: 'SU', short: 'Sun', long: 'Sunday' },
];

export const ORDINAL_OPTIONS: readonly { value: Ordinal; label: string }[] = [
  { value: 1, label: '1st' },
  { value: 2, label: '2nd' },
  { value: 3, label: '3rd' },
  { value: 4, label: '4th' },
  { value: -1, label: 'Last' },
];

export function defaultRRuleBuilder(): RRuleBuilderState {
  return {
    freq: 'WEEKLY',
    interval: 1,
    weekdays: ['FR'],
    monthlyBy: 'ordinal-weekday',
    ordinal: 1,
    ordinalWeekday: 'FR',
    end: 'never',
    count: 10,
    until: '',
  };
}

/** The builder as an RRULE value (no 'RRULE:' prefix), in the formatter's canonical part order. */
export function buildRRuleText(state: RRuleBuilderState): string {
  const rule: RRule = { freq: state.freq, interval: Math.max(1, Math.floor(state.interval) || 1) };
  if (state.freq === 'WEEKLY' && state.weekdays.length > 0) {
    const order = WEEKDAY_OPTIONS.map((option) => option.code);
    rule.byDay = [...state.weekdays]
      .sort((a, b) => order.indexOf(a) - order.indexOf(b))
      .map((weekday) => ({ weekday }));
  }
  if (state.freq === 'MONTHLY' && state.monthlyBy === 'ordinal-weekday') {
    rule.byDay = [{ weekday: state.ordinalWeekday, ordinal: state.ordinal }];
  }
  if (state.end === 'count') rule.count = Math.max(1, Math.floor(state.count) || 1);
  if (state.end === 'until' && /^\d{4}-\d{2}-\d{2}$/.test(state.until)) {
    const [year, month, day] = state.until.split('-').map(Number) as [number, number, number];
    rule.until = { kind: 'date', year, month, day };
  }
  return formatRRule(rule);
}

const pad = (n: number) => String(n).padStart(2, '0');
const BUILDER_FREQUENCIES: readonly string[] = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];

/**
 * Reads RRULE text into the builder, or null when the rule uses parts the builder cannot show (BYSETPOS, BYHOUR,
 * several ordinal weekdays...) so the editor opens it in the raw text field instead.
 */
export function readRRuleBuilder(text: string): RRuleBuilderState | null {
  let rule: RRule;
  try {
    rule = parseRRule(text);
  } catch {
    return null;
  }
  if (!BUILDER_FREQUENCIES.includes(rule.freq)) return null;
  const unsupported = [
    rule.byMonthDay,
    rule.byMonth,
    rule.byYearDay,
    rule.byWeekNo,
    rule.bySetPos,
    rule.byHour,
    rule.byMinute,
    rule.bySecond,
  ].some((list) => list && list.length > 0);
  if (unsupported || rule.wkst) return null;
  const state: RRuleBuilderState = { ...defaultRRuleBuilder(), freq: rule.freq as BuilderFrequency };
  state.interval = rule.interval;
  const byDay = rule.byDay ?? [];
  if (rule.freq === 'WEEKLY') {
    if (byDay.some((day) => day.ordinal !== undefined)) return null;
    state.weekdays = byDay.map((day) => day.weekday);
  } else if (rule.freq === 'MONTHLY') {
    if (byDay.length === 0) state.monthlyBy = 'day-of-month';
    else {
      const [first] = byDay;
      const ordinal = first?.ordinal;
      if (byDay.length > 1 || !first || ![1, 2, 3, 4, -1].includes(ordinal ?? 0)) return null;
      state.monthlyBy = 'ordinal-weekday';
      state.ordinal = ordinal as Ordinal;
      state.ordinalWeekday = first.weekday;
    }
  } else if (byDay.length > 0) return null;
  if (rule.count !== undefined) {
    state.end = 'count';
    state.count = rule.count;
  } else if (rule.until) {
    state.end = 'until';
    state.until = `${rule.until.year}-${pad(rule.until.month)}-${pad(rule.until.day)}`;
  }
  return state;
}
