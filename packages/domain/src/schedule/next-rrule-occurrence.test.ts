import { describe, expect, it } from 'vitest';
import { findNextRruleOccurrence } from './next-rrule-occurrence.ts';
import { resolveWhen } from './resolve-when.ts';
import type { When } from './when.schema.ts';

const at = (iso: string) => Date.parse(iso);
const isoOf = (ms: number) => new Date(ms).toISOString();

function next(when: When, rrule: string, now: string) {
  const occurrence = findNextRruleOccurrence(resolveWhen(when), rrule, at(now));
  return occurrence && [isoOf(occurrence.startMs), isoOf(occurrence.endMs), occurrence.isAllDay];
}

const evening: When = {
  startDate: '2025-10-04',
  endDate: '2025-10-04',
  startTime: '19:00',
  endTime: '22:00',
};

describe('findNextRruleOccurrence', () => {
  it.each([
    // [label, when, rrule, now, expected]
    [
      'the first occurrence is DTSTART',
      evening,
      'FREQ=WEEKLY',
      '2025-09-01T00:00:00Z',
      ['2025-10-04T23:00:00.000Z', '2025-10-05T02:00:00.000Z', false],
    ],
    [
      'in progress',
      evening,
      'FREQ=WEEKLY',
      '2025-10-12T01:00:00Z',
      ['2025-10-11T23:00:00.000Z', '2025-10-12T02:00:00.000Z', false],
    ],
    // 7-10 PM on the wall clock on both sides of the fall-back change
    [
      'after fall back',
      evening,
      'FREQ=WEEKLY',
      '2025-11-02T12:00:00Z',
      ['2025-11-09T00:00:00.000Z', '2025-11-09T03:00:00.000Z', false],
    ],
    [
      'a 2:30 AM start on the spring-forward day happens at 3:30 AM EDT',
      { startDate: '2024-03-09', endDate: '2024-03-09', startTime: '02:30', endTime: '04:30' },
      'FREQ=DAILY',
      '2024-03-10T05:00:00Z',
      ['2024-03-10T07:30:00.000Z', '2024-03-10T08:30:00.000Z', false],
    ],
    [
      'an all-day series is expanded by date',
      { startDate: '2025-01-01', endDate: '2025-01-01' },
      'FREQ=MONTHLY',
      '2025-11-21T15:00:00Z',
      ['2025-12-01T05:00:00.000Z', '2025-12-02T04:59:59.000Z', true],
    ],
    [
      'a long-running daily series skips straight to now',
      { startDate: '1990-01-01', endDate: '1990-01-01', startTime: '09:00', endTime: '10:00' },
      'FREQ=DAILY',
      '2025-11-21T15:30:00Z',
      ['2025-11-22T14:00:00.000Z', '2025-11-22T15:00:00.000Z', false],
    ],
    ['COUNT exhausted', evening, 'FREQ=WEEKLY;COUNT=2', '2025-11-01T00:00:00Z', null],
    [
      'repeatsUntil before the next one',
      { ...evening, repeatsUntil: '2025-10-10' },
      'FREQ=WEEKLY',
      '2025-10-06T00:00:00Z',
      null,
    ],
    ['now after year 9999', evening, 'FREQ=YEARLY', '+010000-06-01T00:00:00Z', null],
    [
      'more occurrences than the read limit before now',
      { startDate: '2025-11-21', endDate: '2025-11-21', startTime: '00:00', endTime: '00:00' },
      'FREQ=SECONDLY',
      '2025-11-21T15:00:00Z',
      null,
    ],
  ] as const)('%s', (_label, when, rrule, now, expected) => {
    expect(next(when, rrule, now)).toEqual(expected);
  });

  it('throws for a rule the engine rejects', () => {
    expect(() => findNextRruleOccurrence(resolveWhen(evening), 'FREQ=FORTNIGHTLY', 0)).toThrow();
  });
});
