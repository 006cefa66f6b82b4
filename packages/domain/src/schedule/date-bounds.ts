/**
 * The dates and instants the product accepts: real calendar dates from 1900 through 2200. Nothing listed
 * happens outside them, and every later step (instants in a zone, `timestamptz` columns, the recurrence walk)
 * stays far from its own limits, so an impossible or absurd date is a 400 at the edge instead of an overflow.
 */
import { parseLocalDateTime } from '../time/zoned-time.ts';

export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2200-12-31';

const EARLIEST_MS = Date.UTC(1900, 0, 1);
/** The first instant after LATEST_DATE everywhere on Earth (UTC+14 is the furthest ahead). */
const LATEST_MS = Date.UTC(2201, 0, 1, 14);

export const DATE_BOUNDS_MESSAGE = `Expected a calendar date from ${EARLIEST_DATE} to ${LATEST_DATE}`;
export const INSTANT_BOUNDS_MESSAGE = `Expected an instant from ${EARLIEST_DATE} to ${LATEST_DATE}`;

/** 'YYYY-MM-DD' that names a real day (no 2026-02-30, no 0000-00-00) within the bounds. */
export function isDateInBounds(text: string): boolean {
  // ISO dates of four-digit years sort as text.
  return parseLocalDateTime(text) !== null && text >= EARLIEST_DATE && text <= LATEST_DATE;
}

/** Epoch milliseconds within the bounds. */
export function isEpochMsInBounds(ms: number): boolean {
  return ms >= EARLIEST_MS && ms < LATEST_MS;
}

/** An ISO 8601 instant (already checked for shape) within the bounds. */
export function isInstantInBounds(text: string): boolean {
  return isEpochMsInBounds(Date.parse(text));
}
