/**
 * The search page's date filter: presets (Today, Tomorrow, This weekend, This week, Next week) and a custom
 * range, turned into local dates (YYYY-MM-DD) in the location's zone. The API reads a start date as the start
 * of that day and an end date as including the whole day (GET /api/v1/search and /api/v1/events).
 */
import { formatDate } from '@happenings/domain/format';
import {
  addLocalDays,
  formatLocalDate,
  type LocalDateTime,
  parseLocalDateTime,
  toInstant,
  toZoned,
  weekdayOf,
} from '@happenings/domain/time';

export const DATE_PRESETS = [
  'any',
  'today',
  'tomorrow',
  'weekend',
  'this-week',
  'next-week',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  any: 'Any time',
  today: 'Today',
  tomorrow: 'Tomorrow',
  weekend: 'This weekend',
  'this-week': 'This week',
  'next-week': 'Next week',
  custom: 'Pick dates',
};

export interface DateRange {
  /** First day, 'YYYY-MM-DD'. */
  start: string;
  /** Last day (inclusive), 'YYYY-MM-DD'. */
  end: string;
}

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

export function isDatePreset(value: string | null | undefined): value is DatePreset {
  return (DATE_PRESETS as readonly string[]).includes(value ?? '');
}

/** 'YYYY-MM-DD' that is a real calendar date, else null. */
export function readLocalDate(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = parseLocalDateTime(value);
  return parsed && formatLocalDate(parsed) === value ? value : null;
}

function today(now: number, timeZone: string): LocalDateTime {
  const zoned = toZoned(now, timeZone);
  return { year: zoned.year, month: zoned.month, day: zoned.day, hour: 0, minute: 0, second: 0 };
}

function plusDays(date: LocalDateTime, days: number): string {
  return formatLocalDate(addLocalDays(date, days));
}

/**
 * The days a preset covers, seen from `now` in `timeZone`; null for 'any' and for an incomplete custom range.
 * This weekend is Friday to Sunday (the one under way on Saturday and Sunday); this week runs from today to
 * Sunday; next week is Monday to Sunday after it.
 */
export function resolveDateRange(
  preset: DatePreset,
  options: { now: number; timeZone: string; from?: string | null; to?: string | null },
): DateRange | null {
  const day = today(options.now, options.timeZone);
  const weekday = weekdayOf(day);
  switch (preset) {
    case 'any':
      return null;
    case 'today':
      return { start: plusDays(day, 0), end: plusDays(day, 0) };
    case 'tomorrow':
      return { start: plusDays(day, 1), end: plusDays(day, 1) };
    case 'weekend': {
      const toFriday = weekday === SATURDAY ? -1 : weekday === SUNDAY ? -2 : (FRIDAY - weekday + 7) % 7;
      return { start: plusDays(day, toFriday), end: plusDays(day, toFriday + 2) };
    }
    case 'this-week': {
      const toSunday = (7 - weekday) % 7;
      return { start: plusDays(day, 0), end: plusDays(day, toSunday) };
    }
    case 'next-week': {
      const toNextMonday = ((8 - weekday) % 7 || 7) as number;
      return { start: plusDays(day, toNextMonday), end: plusDays(day, toNextMonday + 6) };
    }
    case 'custom': {
      const from = readLocalDate(options.from);
      const to = readLocalDate(options.to) ?? from;
      if (!from || !to) return null;
      return from <= to ? { start: from, end: to } : { start: to, end: from };
    }
  }
}

/** 'Fri, Nov 20 – Sun, Nov 22' (one day: 'Fri, Nov 20'). */
export function formatDateRange(range: DateRange, timeZone: string): string {
  const label = (date: string) => {
    const local = parseLocalDateTime(date);
    return local ? formatDate(toInstant({ ...local, hour: 12 }, timeZone), 'ddd, MMM D', timeZone) : date;
  };
  return range.start === range.end ? label(range.start) : `${label(range.start)} – ${label(range.end)}`;
}

/** The days an interpreted window covers ('2026-11-20T22:00Z' to '2026-11-23T05:00Z', end exclusive). */
export function windowToDateRange(start: string, end: string, timeZone: string): DateRange | null {
  const from = Date.parse(start);
  const to = Date.parse(end) - 1;
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return null;
  const day = (instant: number) => {
    const zoned = toZoned(instant, timeZone);
    return formatLocalDate(zoned);
  };
  return { start: day(from), end: day(to) };
}

/** Date phrases typed among the words that a preset chip says exactly (the API reads the others itself). */
const DATE_PHRASES: readonly { pattern: RegExp; preset: DatePreset }[] = [
  { pattern: /\b(?:this\s+)?weekend\b/i, preset: 'weekend' },
  { pattern: /\bnext\s+week\b/i, preset: 'next-week' },
  { pattern: /\bthis\s+week\b/i, preset: 'this-week' },
  { pattern: /\btoday\b/i, preset: 'today' },
  { pattern: /\btomorrow\b/i, preset: 'tomorrow' },
];

/**
 * "jazz this weekend" as { words: 'jazz', preset: 'weekend' }, so the date chip shows the dates the words asked
 * for and the words lose the phrase; null when no phrase matches a preset ("next weekend", "Friday night" and
 * "tomorrow night" stay in the words for the API to read).
 */
export function readDatePhrase(query: string): { words: string; preset: DatePreset } | null {
  if (/\bnext\s+weekend\b|\b(?:tomorrow|to)\s*night\b/i.test(query)) return null;
  for (const { pattern, preset } of DATE_PHRASES) {
    const match = pattern.exec(query);
    if (!match) continue;
    const words = (query.slice(0, match.index) + query.slice(match.index + match[0].length))
      .replace(/\s+/g, ' ')
      .trim();
    return { words, preset };
  }
  return null;
}
