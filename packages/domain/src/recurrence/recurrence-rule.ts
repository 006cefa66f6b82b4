/**
 * The typed form of an RFC 5545 §3.3.10 recurrence rule (RRULE value) and the error thrown for invalid ones.
 */
import type { LocalDateTime } from '../time/zoned-time.ts';

export const FREQUENCIES = [
  'SECONDLY',
  'MINUTELY',
  'HOURLY',
  'DAILY',
  'WEEKLY',
  'MONTHLY',
  'YEARLY',
] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Two-letter weekday codes in JavaScript order (index 0 = Sunday, as Date#getUTCDay). */
export const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** One BYDAY entry: 'MO' is { weekday: 'MO' }, '-1FR' is { weekday: 'FR', ordinal: -1 }. */
export interface WeekdayNum {
  weekday: WeekdayCode;
  ordinal?: number;
}

/**
 * UNTIL: a date-time (UTC when written with 'Z', otherwise floating local time of the series) or a date.
 * RFC 5545 §3.3.10: UNTIL is inclusive.
 */
export type RRuleUntil =
  | (LocalDateTime & { kind: 'date-time'; utc: boolean })
  | {
      kind: 'date';
      year: number;
      month: number;
      day: number;
    };

export interface RRule {
  freq: Frequency;
  interval: number;
  count?: number;
  until?: RRuleUntil;
  byDay?: WeekdayNum[];
  byMonthDay?: number[];
  byMonth?: number[];
  byYearDay?: number[];
  byWeekNo?: number[];
  bySetPos?: number[];
  byHour?: number[];
  byMinute?: number[];
  bySecond?: number[];
  wkst?: WeekdayCode;
}

/** Thrown for a rule that breaks RFC 5545 §3.3.10 or spec §5; `part` names the offending rule part. */
export class RecurrenceRuleError extends Error {
  readonly part: string;

  constructor(part: string, message: string) {
    super(message);
    this.name = 'RecurrenceRuleError';
    this.part = part;
  }
}

/** Index (0 = Sunday) of a weekday code. */
export function weekdayIndex(code: WeekdayCode): number {
  return WEEKDAY_CODES.indexOf(code);
}
