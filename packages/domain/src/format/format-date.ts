/**
 * A small, hand-written, English-only formatter for the dayjs-style patterns of spec §9
 * ('ddd, MMM DD [at] h:mm A' and friends), explicit about its IANA zone so it never reads the process's clock.
 */
import { type LocalDateTime, toZoned, weekdayOf } from '../time/zoned-time.ts';

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
] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A wall-clock date-time plus its weekday (0 = Sunday), everything a pattern can print. */
export interface WallClock extends LocalDateTime {
  weekday: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const hour12 = (hour: number) => (hour % 12 === 0 ? 12 : hour % 12);

type TokenPrinter = (clock: WallClock) => string;

// Longest tokens first so 'MMMM' wins over 'MMM' and 'dddd' over 'ddd' (dayjs reads the same way).
const TOKENS: ReadonlyArray<readonly [string, TokenPrinter]> = [
  ['YYYY', (c) => String(c.year).padStart(4, '0')],
  ['MMMM', (c) => MONTH_NAMES[c.month - 1] ?? ''],
  ['MMM', (c) => (MONTH_NAMES[c.month - 1] ?? '').slice(0, 3)],
  ['MM', (c) => pad2(c.month)],
  ['M', (c) => String(c.month)],
  ['dddd', (c) => WEEKDAY_NAMES[c.weekday] ?? ''],
  ['ddd', (c) => (WEEKDAY_NAMES[c.weekday] ?? '').slice(0, 3)],
  ['DD', (c) => pad2(c.day)],
  ['D', (c) => String(c.day)],
  ['HH', (c) => pad2(c.hour)],
  ['H', (c) => String(c.hour)],
  ['hh', (c) => pad2(hour12(c.hour))],
  ['h', (c) => String(hour12(c.hour))],
  ['mm', (c) => pad2(c.minute)],
  ['ss', (c) => pad2(c.second)],
  ['A', (c) => (c.hour < 12 ? 'AM' : 'PM')],
  ['a', (c) => (c.hour < 12 ? 'am' : 'pm')],
];

type Segment = { literal: string } | { print: TokenPrinter };

const compiled = new Map<string, Segment[]>();

function compilePattern(pattern: string): Segment[] {
  const cached = compiled.get(pattern);
  if (cached) return cached;
  const segments: Segment[] = [];
  let literal = '';
  let i = 0;
  outer: while (i < pattern.length) {
    if (pattern[i] === '[') {
      // dayjs: text inside square brackets is printed as is; an unclosed bracket is literal too.
      const close = pattern.indexOf(']', i + 1);
      if (close !== -1) {
        literal += pattern.slice(i + 1, close);
        i = close + 1;
        continue;
      }
    }
    for (const [token, print] of TOKENS) {
      if (pattern.startsWith(token, i)) {
        if (literal) segments.push({ literal });
        literal = '';
        segments.push({ print });
        i += token.length;
        continue outer;
      }
    }
    literal += pattern[i];
    i += 1;
  }
  if (literal) segments.push({ literal });
  compiled.set(pattern, segments);
  return segments;
}

/**
 * Prints a wall-clock date-time with a dayjs-style pattern. Tokens: YYYY, MMMM, MMM, MM, M, dddd, ddd, DD, D,
 * HH, H, hh, h, mm, ss, A, a; `[text]` is literal. Use it for values that are dates rather than instants
 * (all-day days, opening hours).
 */
export function formatWallClock(clock: WallClock, pattern: string): string {
  let out = '';
  for (const segment of compilePattern(pattern)) {
    out += 'literal' in segment ? segment.literal : segment.print(clock);
  }
  return out;
}

/** Prints a local date-time (its weekday computed from the date) with a dayjs-style pattern. */
export function formatLocal(local: LocalDateTime, pattern: string): string {
  return formatWallClock({ ...local, weekday: weekdayOf(local) }, pattern);
}

/** Prints an instant as the wall clock shows it in `timeZone`, with a dayjs-style pattern (see formatWallClock). */
export function formatDate(epochMs: number, pattern: string, timeZone: string): string {
  return formatWallClock(toZoned(epochMs, timeZone), pattern);
}
