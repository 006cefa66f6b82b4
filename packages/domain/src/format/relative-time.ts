/**
 * Short relative time labels (spec §9: "Relative time labels are short (1w, 1mo, 1y)").
 *
 * Units are fixed lengths, not calendar months, because the label takes no time zone: a week is 7 days, a month
 * 30 days, a year 365 days. Each unit is used until the next one reaches 1 (so 29 days is '4w', 30 days '1mo',
 * 364 days '12mo', 365 days '1y'), and counts are floored (90 minutes is '1h').
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Below this distance the label is 'now'. */
const NOW_BELOW_MS = SECOND;

const UNITS: ReadonlyArray<readonly [suffix: string, size: number, nextUnit: number]> = [
  ['s', SECOND, MINUTE],
  ['m', MINUTE, HOUR],
  ['h', HOUR, DAY],
  ['d', DAY, WEEK],
  ['w', WEEK, MONTH],
  ['mo', MONTH, YEAR],
  ['y', YEAR, Number.POSITIVE_INFINITY],
];

/**
 * 'now', '45s', '5m', '3h', '2d', '1w', '1mo', '1y' for a moment `fromEpochMs` before `nowEpochMs`. Every label
 * is about the past: a moment under one second ago, a non-finite input and a moment after now all read 'now'. The
 * last happens when the server's clock is ahead of the browser's (a comment just posted is stamped by the server),
 * and what has already happened must never read "in 5s".
 */
export function formatRelativeShort(fromEpochMs: number, nowEpochMs: number): string {
  const distance = nowEpochMs - fromEpochMs;
  if (!Number.isFinite(distance) || distance < NOW_BELOW_MS) return 'now';
  const [suffix, size] = UNITS.find(([, , nextUnit]) => distance < nextUnit)!;
  return `${Math.floor(distance / size)}${suffix}`;
}
