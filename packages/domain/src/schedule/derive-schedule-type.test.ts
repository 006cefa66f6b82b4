import { describe, expect, it } from 'vitest';
import { deriveScheduleType } from './derive-schedule-type.ts';
import type { When } from './when.schema.ts';

const day = (startDate: string, endDate: string, extra: Partial<When> = {}): When => ({
  startDate,
  endDate,
  ...extra,
});

describe('deriveScheduleType', () => {
  it.each([
    ['weekly repeats keep WEEKLY', day('2025-11-01', '2025-12-31', { repeats: 'WEEKLY' }), 'WEEKLY'],
    ['monthly repeats keep MONTHLY', day('2025-11-01', '2025-11-01', { repeats: 'MONTHLY' }), 'MONTHLY'],
    ['an evening', day('2025-11-22', '2025-11-22', { startTime: '19:00', endTime: '22:00' }), 'ONE_TIME'],
    ['exactly 24 h', day('2025-11-22', '2025-11-23', { startTime: '19:00', endTime: '19:00' }), 'ONE_TIME'],
    [
      '24 h and a minute',
      day('2025-11-22', '2025-11-23', { startTime: '19:00', endTime: '19:01' }),
      'ONGOING',
    ],
    ['one all-day day', day('2025-11-22', '2025-11-22'), 'ONE_TIME'],
    ['two all-day days', day('2025-11-22', '2025-11-23'), 'ONGOING'],
    // the fall-back day has 25 hours; on the wall clock it is still one day
    ['all day on the fall-back day', day('2024-11-03', '2024-11-03'), 'ONE_TIME'],
    ['a season', day('2025-06-01', '2025-09-01', { repeats: 'ONGOING' }), 'ONGOING'],
    ['a short ONGOING', day('2025-06-01', '2025-06-01', { repeats: 'ONGOING' }), 'ONE_TIME'],
    [
      'daily typed by span',
      day('2025-06-01', '2025-06-01', { repeats: 'DAILY', startTime: '09:00' }),
      'ONE_TIME',
    ],
    ['yearly typed by span', day('2025-06-01', '2025-06-03', { repeats: 'YEARLY' }), 'ONGOING'],
    ['reversed long span', day('2025-09-01', '2025-06-01'), 'ONGOING'],
    [
      'reversed short span',
      day('2025-11-22', '2025-11-22', { startTime: '22:00', endTime: '19:00' }),
      'ONE_TIME',
    ],
  ] as const)('%s: %s', (_label, when, expected) => {
    expect(deriveScheduleType(when)).toBe(expected);
  });

  it('throws for a malformed when', () => {
    expect(() => deriveScheduleType({ startDate: '2025-11-22' })).toThrow('when object malformed');
  });
});
