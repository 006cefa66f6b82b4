import { describe, expect, it } from 'vitest';
import { ScheduleError, WHEN_MALFORMED } from './schedule-error.ts';
import { validateWhen } from './validate-when.ts';
import type { When } from './when.schema.ts';

const valid: When = { startDate: '2025-11-22', endDate: '2025-11-22', startTime: '19:00', endTime: '22:00' };

describe('validateWhen', () => {
  it('returns a valid when unchanged', () => {
    expect(validateWhen(valid)).toBe(valid);
  });

  it.each([
    ['null', null, 'no when object'],
    ['undefined', undefined, 'no when object'],
    ['no startDate', { endDate: '2025-11-22' }, 'startDate is missing'],
    ['empty startDate', { startDate: '', endDate: '2025-11-22' }, 'startDate is missing'],
    ['no endDate', { startDate: '2025-11-22' }, 'endDate is missing'],
    ['null endDate', { startDate: '2025-11-22', endDate: null }, 'endDate is missing'],
    ['start as an instant', { startDate: '2025-11-22T19:00', endDate: '2025-11-22' }, 'startDate: Expected'],
    ['bad time', { ...valid, startTime: '7pm' }, 'startTime: Expected'],
    ['impossible date', { ...valid, endDate: '2025-02-30' }, 'endDate: Expected a calendar date'],
    ['impossible until', { ...valid, repeatsUntil: '2025-13-01' }, 'repeatsUntil: Expected a calendar date'],
    ['a zero date', { ...valid, startDate: '0000-00-00' }, 'startDate: Expected a calendar date'],
    ['a date before 1900', { ...valid, startDate: '1899-12-31' }, 'from 1900-01-01 to 2200-12-31'],
    ['an until after 2200', { ...valid, repeatsUntil: '9999-12-31' }, 'from 1900-01-01 to 2200-12-31'],
    ['bad hours', { ...valid, weekdays: { monday: '9-5' } }, 'weekdays.monday'],
    ['bad repeats', { ...valid, repeats: 'HOURLY' }, 'repeats'],
    ['unknown zone', { ...valid, timeZone: 'Mars/Olympus' }, 'unknown time zone'],
  ] as const)('rejects %s as malformed', (_label, when, detail) => {
    let caught: unknown;
    try {
      validateWhen(when as When);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ScheduleError);
    expect((caught as ScheduleError).message).toBe(WHEN_MALFORMED);
    expect((caught as ScheduleError).message).toBe('when object malformed');
    expect((caught as ScheduleError).detail).toContain(detail);
  });
});
