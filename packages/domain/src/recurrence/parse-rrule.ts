/**
 * RRULE text <-> typed RRule (RFC 5545 §3.3.10), with validation of every part.
 */
import {
  FREQUENCIES,
  type Frequency,
  RecurrenceRuleError,
  type RRule,
  type RRuleUntil,
  WEEKDAY_CODES,
  type WeekdayCode,
  type WeekdayNum,
} from './recurrence-rule.ts';

type NumericListKey =
  | 'byMonthDay'
  | 'byMonth'
  | 'byYearDay'
  | 'byWeekNo'
  | 'bySetPos'
  | 'byHour'
  | 'byMinute'
  | 'bySecond';

interface NumericListPart {
  name: string;
  key: NumericListKey;
  min: number;
  max: number;
  /** Negative values -max..-min allowed too (RFC 5545 §3.3.10 'ordmoday', 'ordyrday', 'ordwk', 'setposday'). */
  signed: boolean;
  rangeText: string;
}

const NUMERIC_LIST_PARTS: NumericListPart[] = [
  {
    name: 'BYMONTHDAY',
    key: 'byMonthDay',
    min: 1,
    max: 31,
    signed: true,
    rangeText: '1 and 31 or -31 and -1',
  },
  {
    name: 'BYYEARDAY',
    key: 'byYearDay',
    min: 1,
    max: 366,
    signed: true,
    rangeText: '1 and 366 or -366 and -1',
  },
  { name: 'BYWEEKNO', key: 'byWeekNo', min: 1, max: 53, signed: true, rangeText: '1 and 53 or -53 and -1' },
  { name: 'BYMONTH', key: 'byMonth', min: 1, max: 12, signed: false, rangeText: '1 and 12' },
  // spec §5: set-position must be 1 to 366 or -366 to -1; zero is invalid.
  {
    name: 'BYSETPOS',
    key: 'bySetPos',
    min: 1,
    max: 366,
    signed: true,
    rangeText: '1 and 366 or -366 and -1',
  },
  { name: 'BYHOUR', key: 'byHour', min: 0, max: 23, signed: false, rangeText: '0 and 23' },
  { name: 'BYMINUTE', key: 'byMinute', min: 0, max: 59, signed: false, rangeText: '0 and 59' },
  // RFC 5545 §3.3.10: 60 is allowed for a positive leap second.
  { name: 'BYSECOND', key: 'bySecond', min: 0, max: 60, signed: false, rangeText: '0 and 60' },
];

const PART_BY_NAME = new Map(NUMERIC_LIST_PARTS.map((part) => [part.name, part]));

/** Canonical output order: FREQ first, then the bounds, then the BYxxx parts from the finest up, as RFC examples. */
const CANONICAL_ORDER = [
  'FREQ',
  'INTERVAL',
  'COUNT',
  'UNTIL',
  'BYMONTH',
  'BYWEEKNO',
  'BYYEARDAY',
  'BYMONTHDAY',
  'BYDAY',
  'BYHOUR',
  'BYMINUTE',
  'BYSECOND',
  'BYSETPOS',
  'WKST',
] as const;

const INTEGER = /^[+-]?\d+$/;
const UNTIL_PATTERN = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/;
const BYDAY_PATTERN = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/;

function parseInteger(part: string, text: string): number {
  if (!INTEGER.test(text)) throw new RecurrenceRuleError(part, `${part} must be an integer, got '${text}'`);
  return Number(text);
}

function parseNumericList(spec: NumericListPart, value: string): number[] {
  return value.split(',').map((item) => {
    const n = parseInteger(spec.name, item.trim());
    const magnitude = Math.abs(n);
    const isInRange =
      n < 0 ? spec.signed && magnitude >= spec.min && magnitude <= spec.max : n >= spec.min && n <= spec.max;
    if (!isInRange)
      throw new RecurrenceRuleError(spec.name, `${spec.name} must be between ${spec.rangeText}`);
    return n;
  });
}

function parseByDay(value: string): WeekdayNum[] {
  return value.split(',').map((item) => {
    const match = BYDAY_PATTERN.exec(item.trim().toUpperCase());
    if (!match) throw new RecurrenceRuleError('BYDAY', `BYDAY has an invalid weekday '${item}'`);
    const weekday = match[2] as WeekdayCode;
    if (match[1] === undefined) return { weekday };
    const ordinal = Number(match[1]);
    // RFC 5545 §3.3.10 'weekdaynum': ordwk is 1..53 with an optional sign.
    if (ordinal === 0 || Math.abs(ordinal) > 53) {
      throw new RecurrenceRuleError(
        'BYDAY',
        `BYDAY ordinal must be between 1 and 53 or -53 and -1, got '${item}'`,
      );
    }
    return { weekday, ordinal };
  });
}

function parseUntil(value: string): RRuleUntil {
  const match = UNTIL_PATTERN.exec(value.trim().toUpperCase());
  if (!match)
    throw new RecurrenceRuleError('UNTIL', `UNTIL must be a date (YYYYMMDD) or date-time, got '${value}'`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) {
    throw new RecurrenceRuleError('UNTIL', `UNTIL is not a valid date: '${value}'`);
  }
  if (match[4] === undefined) return { kind: 'date', year, month, day };
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6])];
  if (hour > 23 || minute > 59 || second > 60) {
    throw new RecurrenceRuleError('UNTIL', `UNTIL is not a valid time: '${value}'`);
  }
  return { kind: 'date-time', year, month, day, hour, minute, second, utc: match[7] === 'Z' };
}

function parseWeekday(part: string, value: string): WeekdayCode {
  const code = value.trim().toUpperCase();
  if (!(WEEKDAY_CODES as readonly string[]).includes(code)) {
    throw new RecurrenceRuleError(part, `${part} must be one of ${WEEKDAY_CODES.join(', ')}, got '${value}'`);
  }
  return code as WeekdayCode;
}

/**
 * Parses an RRULE value ('FREQ=WEEKLY;BYDAY=MO,TH' or 'RRULE:FREQ=...'; parts in any order, names in any case).
 * Throws RecurrenceRuleError naming the offending part.
 */
export function parseRRule(text: string): RRule {
  const body = text.trim().replace(/^RRULE:/i, '');
  const seen = new Set<string>();
  const rule: Partial<RRule> & { interval: number } = { interval: 1 };
  for (const segment of body.split(';')) {
    if (segment.trim() === '') continue;
    const equals = segment.indexOf('=');
    if (equals < 0)
      throw new RecurrenceRuleError(segment.trim(), `Rule part '${segment.trim()}' has no value`);
    const name = segment.slice(0, equals).trim().toUpperCase();
    const value = segment.slice(equals + 1).trim();
    // RFC 5545 §3.3.10: rule parts MUST NOT occur more than once.
    if (seen.has(name)) throw new RecurrenceRuleError(name, `${name} appears more than once`);
    seen.add(name);
    if (value === '') throw new RecurrenceRuleError(name, `${name} has an empty value`);
    const listPart = PART_BY_NAME.get(name);
    if (listPart) {
      rule[listPart.key] = parseNumericList(listPart, value);
      continue;
    }
    switch (name) {
      case 'FREQ': {
        const freq = value.toUpperCase();
        if (!(FREQUENCIES as readonly string[]).includes(freq)) {
          throw new RecurrenceRuleError(
            'FREQ',
            `FREQ must be one of ${FREQUENCIES.join(', ')}, got '${value}'`,
          );
        }
        rule.freq = freq as Frequency;
        break;
      }
      case 'INTERVAL':
        rule.interval = parseInteger('INTERVAL', value);
        if (rule.interval < 1)
          throw new RecurrenceRuleError('INTERVAL', 'INTERVAL must be a positive integer');
        break;
      case 'COUNT':
        rule.count = parseInteger('COUNT', value);
        if (rule.count < 1) throw new RecurrenceRuleError('COUNT', 'COUNT must be a positive integer');
        break;
      case 'UNTIL':
        rule.until = parseUntil(value);
        break;
      case 'BYDAY':
        rule.byDay = parseByDay(value);
        break;
      case 'WKST':
        rule.wkst = parseWeekday('WKST', value);
        break;
      default:
        throw new RecurrenceRuleError(name, `Unknown rule part '${name}'`);
    }
  }
  if (!rule.freq) throw new RecurrenceRuleError('FREQ', 'FREQ is required');
  // RFC 5545 §3.3.10: UNTIL and COUNT MUST NOT occur in the same 'recur'.
  if (rule.count !== undefined && rule.until !== undefined) {
    throw new RecurrenceRuleError('COUNT', 'COUNT and UNTIL must not both be given');
  }
  return rule as RRule;
}

/** Validates RRULE text without throwing: `{ ok: true, rule }` or `{ ok: false, error, part }`. */
export function validateRRule(
  text: string,
): { ok: true; rule: RRule } | { ok: false; error: string; part?: string } {
  try {
    return { ok: true, rule: parseRRule(text) };
  } catch (error) {
    if (error instanceof RecurrenceRuleError) return { ok: false, error: error.message, part: error.part };
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function formatUntil(until: RRuleUntil): string {
  const date = `${pad(until.year, 4)}${pad(until.month)}${pad(until.day)}`;
  if (until.kind === 'date') return date;
  return `${date}T${pad(until.hour)}${pad(until.minute)}${pad(until.second)}${until.utc ? 'Z' : ''}`;
}

function formatPart(rule: RRule, name: (typeof CANONICAL_ORDER)[number]): string | undefined {
  switch (name) {
    case 'FREQ':
      return rule.freq;
    case 'INTERVAL':
      return rule.interval > 1 ? String(rule.interval) : undefined;
    case 'COUNT':
      return rule.count === undefined ? undefined : String(rule.count);
    case 'UNTIL':
      return rule.until ? formatUntil(rule.until) : undefined;
    case 'BYDAY':
      return rule.byDay?.length
        ? rule.byDay.map((d) => `${d.ordinal === undefined ? '' : d.ordinal}${d.weekday}`).join(',')
        : undefined;
    case 'WKST':
      return rule.wkst;
    default: {
      const values = rule[PART_BY_NAME.get(name)!.key];
      return values?.length ? values.join(',') : undefined;
    }
  }
}

/** Formats a rule as RRULE value text (no 'RRULE:' prefix) in a canonical part order, FREQ first. */
export function formatRRule(rule: RRule): string {
  const parts: string[] = [];
  for (const name of CANONICAL_ORDER) {
    const value = formatPart(rule, name);
    if (value !== undefined) parts.push(`${name}=${value}`);
  }
  return parts.join(';');
}
