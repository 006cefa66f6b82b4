import { describe, expect, it } from 'vitest';
import { resolveWhen } from './resolve-when.ts';
import { findUpcomingOccurrence } from './upcoming-occurrence.ts';
import type { When } from './when.schema.ts';

const at = (iso: string) => Date.parse(iso);
const isoOf = (ms: number) => new Date(ms).toISOString();

function search(when: When, now: string) {
  const resolved = resolveWhen(when);
  const repeats = resolved.repeats;
  if (repeats !== 'DAILY' && repeats !== 'WEEKLY' && repeats !== 'MONTHLY' && repeats !== 'YEARLY') {
    throw new Error('test needs a repeating when');
  }
  const result = findUpcomingOccurrence(resolved, repeats, at(now));
  return result.occurrence
    ? [isoOf(result.occurrence.startMs), isoOf(result.occurrence.endMs)]
    : result.reason;
}

// Saturdays 7-10 PM from 2025-10-04, in New York (EDT until 2025-11-02, then EST).
const weekly: When = {
  startDate: '2025-10-04',
  endDate: '2025-10-04',
  startTime: '19:00',
  endTime: '22:00',
  repeats: 'WEEKLY',
};

describe('findUpcomingOccurrence', () => {
  it.each([
    // [label, when, now, expected]
    [
      'weekly before the series',
      weekly,
      '2025-09-01T12:00:00Z',
      ['2025-10-04T23:00:00.000Z', '2025-10-05T02:00:00.000Z'],
    ],
    [
      'weekly, next Saturday (EDT)',
      weekly,
      '2025-10-06T12:00:00Z',
      ['2025-10-11T23:00:00.000Z', '2025-10-12T02:00:00.000Z'],
    ],
    // across the fall-back change the series stays at 7 PM local: 00:00 UTC instead of 23:00
    [
      'weekly across fall back',
      weekly,
      '2025-10-28T12:00:00Z',
      ['2025-11-01T23:00:00.000Z', '2025-11-02T02:00:00.000Z'],
    ],
    [
      'weekly after fall back',
      weekly,
      '2025-11-02T12:00:00Z',
      ['2025-11-09T00:00:00.000Z', '2025-11-09T03:00:00.000Z'],
    ],
    [
      'weekly, in progress',
      weekly,
      '2025-11-09T01:00:00Z',
      ['2025-11-09T00:00:00.000Z', '2025-11-09T03:00:00.000Z'],
    ],
    [
      'weekly, just ended: next week',
      weekly,
      '2025-11-09T03:00:00Z',
      ['2025-11-16T00:00:00.000Z', '2025-11-16T03:00:00.000Z'],
    ],
    // spring forward 2026-03-08: still 7 PM local, now EDT
    [
      'weekly across spring forward',
      weekly,
      '2026-03-09T12:00:00Z',
      ['2026-03-14T23:00:00.000Z', '2026-03-15T02:00:00.000Z'],
    ],
    ['weekly past until', { ...weekly, repeatsUntil: '2025-10-10' }, '2025-10-06T12:00:00Z', 'series-ended'],
    [
      'weekly on its last day',
      { ...weekly, repeatsUntil: '2025-10-11' },
      '2025-10-06T12:00:00Z',
      ['2025-10-11T23:00:00.000Z', '2025-10-12T02:00:00.000Z'],
    ],
    [
      'a multi-day weekly occurrence still running',
      { startDate: '2025-10-03', endDate: '2025-10-05', repeats: 'WEEKLY' },
      '2025-10-12T12:00:00Z',
      ['2025-10-10T04:00:00.000Z', '2025-10-13T03:59:59.000Z'],
    ],
    [
      'monthly on the 15th',
      {
        startDate: '2025-01-15',
        endDate: '2025-01-15',
        startTime: '18:00',
        endTime: '20:00',
        repeats: 'MONTHLY',
      },
      '2025-11-16T12:00:00Z',
      ['2025-12-15T23:00:00.000Z', '2025-12-16T01:00:00.000Z'],
    ],
    [
      'monthly on the 31st skips November',
      { startDate: '2025-01-31', endDate: '2025-01-31', repeats: 'MONTHLY' },
      '2025-11-30T12:00:00Z',
      ['2025-12-31T05:00:00.000Z', '2026-01-01T04:59:59.000Z'],
    ],
    [
      'monthly on the 31st, none within 5 weeks of February 1',
      { startDate: '2025-01-31', endDate: '2025-01-31', repeats: 'MONTHLY' },
      '2026-02-01T12:00:00Z',
      'beyond-look-ahead',
    ],
    [
      'daily at 9 AM after today ended',
      {
        startDate: '2025-01-01',
        endDate: '2025-01-01',
        startTime: '09:00',
        endTime: '10:00',
        repeats: 'DAILY',
      },
      '2025-11-20T16:00:00Z',
      ['2025-11-21T14:00:00.000Z', '2025-11-21T15:00:00.000Z'],
    ],
    [
      'yearly on July 4',
      { startDate: '2020-07-04', endDate: '2020-07-04', repeats: 'YEARLY' },
      '2025-11-20T12:00:00Z',
      ['2026-07-04T04:00:00.000Z', '2026-07-05T03:59:59.000Z'],
    ],
    [
      'the walk stops after year 9999',
      { startDate: '2025-01-01', endDate: '2025-01-01', repeats: 'DAILY', timeZone: 'UTC' },
      '9999-12-31T23:59:59.500Z',
      'series-ended',
    ],
  ] as const)('%s', (_label, when, now, expected) => {
    expect(search(when, now)).toEqual(expected);
  });
});
