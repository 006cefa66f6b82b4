import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatInProgress,
  formatStartDay,
  formatStartTime,
  formatTime,
} from './schedule-formats.ts';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
// Friday 2025-11-21 10:00 AM in New York.
const NOW = at('2025-11-21T15:00:00Z');

describe('formatStartTime', () => {
  it.each([
    ['2025-11-21T16:00:00Z', 'Today at 11:00 AM'],
    // 11:59 PM Friday in New York is still today, though already Saturday in UTC
    ['2025-11-22T04:59:00Z', 'Today at 11:59 PM'],
    ['2025-11-22T05:00:00Z', 'Tomorrow at 12:00 AM'],
    ['2025-11-23T00:00:00Z', 'Tomorrow at 7:00 PM'],
    ['2025-11-23T05:00:00Z', 'Sun, Nov 23 at 12:00 AM'],
    ['2025-11-20T15:00:00Z', 'Thu, Nov 20 at 10:00 AM'],
    ['2026-01-03T00:00:00Z', 'Fri, Jan 02, 2026 at 7:00 PM'],
    ['2024-11-23T00:00:00Z', 'Fri, Nov 22, 2024 at 7:00 PM'],
  ])('%s reads %j', (iso, expected) => {
    expect(formatStartTime(at(iso), NY, NOW)).toBe(expected);
  });

  it('uses the zone to decide what today is', () => {
    // 2025-11-22T04:00Z is Saturday 9:45 AM in Kathmandu, which is tomorrow there relative to Friday 8:45 PM.
    expect(formatStartTime(at('2025-11-22T04:00:00Z'), 'Asia/Kathmandu', NOW)).toBe('Tomorrow at 9:45 AM');
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2025-12-31T23:00:00Z', 'Wed, Dec 31 at 6:00 PM'],
    // New Year in UTC but still 2025 in New York
    ['2026-01-01T04:59:00Z', 'Wed, Dec 31 at 11:59 PM'],
    ['2026-01-01T05:00:00Z', 'Thu, Jan 01, 2026 at 12:00 AM'],
  ])('%s reads %j', (iso, expected) => {
    expect(formatDateTime(at(iso), NY, NOW)).toBe(expected);
  });
});

describe('formatStartDay', () => {
  it.each([
    [{ year: 2025, month: 11, day: 21 }, 'Today'],
    [{ year: 2025, month: 11, day: 22 }, 'Tomorrow'],
    [{ year: 2025, month: 11, day: 30 }, 'Sun, Nov 30'],
    [{ year: 2026, month: 2, day: 1 }, 'Sun, Feb 01, 2026'],
  ])('%j reads %j', (date, expected) => {
    expect(formatStartDay(date, NY, NOW)).toBe(expected);
  });
});

describe('formatInProgress and formatTime', () => {
  it('prints the end date', () => {
    expect(formatInProgress(at('2025-11-30T04:00:00Z'), NY)).toBe('In-progress Ends on Sat, Nov 29');
  });
  it.each([
    ['2025-11-21T05:00:00Z', '12:00 AM'],
    ['2025-11-21T17:30:00Z', '12:30 PM'],
    ['2025-11-22T04:59:00Z', '11:59 PM'],
  ])('%s is %s', (iso, expected) => {
    expect(formatTime(at(iso), NY)).toBe(expected);
  });
});
