import { describe, expect, it } from 'vitest';
import { normalizeWhen, resolveTimeZone, resolveWhen } from './resolve-when.ts';
import { WHEN_MALFORMED } from './schedule-error.ts';
import type { When } from './when.schema.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('resolveWhen', () => {
  it.each([
    // [when, start UTC, end UTC, all day]
    [
      { startDate: '2025-11-22', endDate: '2025-11-22', startTime: '19:00', endTime: '22:00' },
      '2025-11-23T00:00:00.000Z',
      '2025-11-23T03:00:00.000Z',
      false,
    ],
    [
      { startDate: '2025-11-22', endDate: '2025-11-23' },
      '2025-11-22T05:00:00.000Z',
      '2025-11-24T04:59:59.000Z',
      true,
    ],
    // only a start time: the end is the end of endDate
    [
      { startDate: '2025-11-22', endDate: '2025-11-22', startTime: '19:00' },
      '2025-11-23T00:00:00.000Z',
      '2025-11-23T04:59:59.000Z',
      false,
    ],
    // spring forward: 02:30 does not exist in New York on 2024-03-10 and moves to 03:30 EDT
    [
      { startDate: '2024-03-10', endDate: '2024-03-10', startTime: '02:30', endTime: '05:00' },
      '2024-03-10T07:30:00.000Z',
      '2024-03-10T09:00:00.000Z',
      false,
    ],
    // fall back: 01:30 happens twice on 2024-11-03; the first (EDT) is taken
    [
      { startDate: '2024-11-03', endDate: '2024-11-03', startTime: '01:30', endTime: '03:00' },
      '2024-11-03T05:30:00.000Z',
      '2024-11-03T08:00:00.000Z',
      false,
    ],
    [
      { startDate: '2025-07-01', endDate: '2025-07-01', startTime: '12:00', timeZone: 'Asia/Kathmandu' },
      '2025-07-01T06:15:00.000Z',
      '2025-07-01T18:14:59.000Z',
      false,
    ],
  ] as const)('reads %j', (when, start, end, isAllDay) => {
    const resolved = resolveWhen(when);
    expect(iso(resolved.startMs)).toBe(start);
    expect(iso(resolved.endMs)).toBe(end);
    expect(resolved.isAllDay).toBe(isAllDay);
    expect(resolved.isSwapped).toBe(false);
  });

  it('swaps an end before the start (spec §4)', () => {
    const resolved = resolveWhen({
      startDate: '2025-11-22',
      endDate: '2025-11-22',
      startTime: '22:00',
      endTime: '19:00',
    });
    expect(resolved.isSwapped).toBe(true);
    expect(iso(resolved.startMs)).toBe('2025-11-23T00:00:00.000Z');
    expect(iso(resolved.endMs)).toBe('2025-11-23T03:00:00.000Z');
  });

  it('swaps reversed dates, keeping each time with its date', () => {
    const resolved = resolveWhen({ startDate: '2025-11-25', endDate: '2025-11-22', startTime: '10:00' });
    expect(resolved.isSwapped).toBe(true);
    // the old end (2025-11-22, no time) becomes the start of that day; the old start its end
    expect(iso(resolved.startMs)).toBe('2025-11-22T05:00:00.000Z');
    expect(iso(resolved.endMs)).toBe('2025-11-25T15:00:00.000Z');
  });

  it('ends repeatsUntil at the end of its local day and defaults repeats and weekdays', () => {
    const resolved = resolveWhen({
      startDate: '2025-11-22',
      endDate: '2025-11-22',
      repeatsUntil: '2025-12-31',
    });
    expect(iso(resolved.untilMs)).toBe('2026-01-01T04:59:59.000Z');
    expect(resolved.repeats).toBe('');
    expect(resolved.weekdays).toEqual({});
    expect(resolved.timeZone).toBe('America/New_York');
  });

  it('reads a zoneless when in the fallback zone', () => {
    const resolved = resolveWhen(
      { startDate: '2025-07-01', endDate: '2025-07-01', startTime: '12:00' },
      'UTC',
    );
    expect(iso(resolved.startMs)).toBe('2025-07-01T12:00:00.000Z');
  });

  it('throws the malformed error without dates', () => {
    expect(() => resolveWhen({ startDate: '2025-11-22' })).toThrow(WHEN_MALFORMED);
  });
});

describe('resolveTimeZone', () => {
  it.each([
    [{ timeZone: 'Europe/Paris' }, undefined, 'Europe/Paris'],
    [{ timeZone: null }, 'UTC', 'UTC'],
    [{}, undefined, 'America/New_York'],
    [{}, '', 'America/New_York'],
  ])('%j with fallback %s is %s', (when, fallback, expected) => {
    expect(resolveTimeZone(when, fallback)).toBe(expected);
  });

  it('rejects an unknown fallback zone', () => {
    expect(() => resolveTimeZone({}, 'Nowhere/Atlantis')).toThrow(WHEN_MALFORMED);
  });
});

describe('normalizeWhen', () => {
  it('fills start, end, until and the zone', () => {
    const when: When = {
      startDate: '2025-11-22',
      endDate: '2025-11-22',
      startTime: '19:00',
      endTime: '22:00',
      repeats: 'WEEKLY',
      repeatsUntil: '2026-03-28',
      start: '1999-01-01T00:00:00Z',
    };
    expect(normalizeWhen(when)).toEqual({
      ...when,
      timeZone: 'America/New_York',
      start: '2025-11-22T19:00:00-05:00',
      end: '2025-11-22T22:00:00-05:00',
      until: '2026-03-28T23:59:59-04:00',
    });
  });

  it('swaps the local fields of a reversed schedule', () => {
    const normalized = normalizeWhen({ startDate: '2025-11-24', endDate: '2025-11-22', timeZone: 'UTC' });
    expect(normalized).toMatchObject({
      startDate: '2025-11-22',
      endDate: '2025-11-24',
      start: '2025-11-22T00:00:00+00:00',
      end: '2025-11-24T23:59:59+00:00',
      until: null,
    });
  });

  it('rejects a malformed when', () => {
    expect(() => normalizeWhen({ endDate: '2025-11-22' })).toThrow('when object malformed');
  });

  const daily = (repeatsUntil: string): When => ({
    startDate: '2026-01-01',
    endDate: '2026-01-01',
    repeats: 'DAILY',
    repeatsUntil,
  });

  it('accepts a repeatsUntil up to 10 years after the first day', () => {
    expect(normalizeWhen(daily('2036-01-01')).until).toBe('2036-01-01T23:59:59-05:00');
  });

  it.each(['2036-01-02', '2200-12-31'])('rejects a repeatsUntil more than 10 years on (%s)', (until) => {
    let caught: unknown;
    try {
      normalizeWhen(daily(until));
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({
      message: WHEN_MALFORMED,
      detail: 'repeatsUntil can be at most 10 years after startDate (2036-01-01)',
    });
  });

  it('counts the 10 years from the earlier date when start and end are swapped (spec §4)', () => {
    const swapped = { ...daily('2035-06-01'), startDate: '2025-07-01', endDate: '2025-06-01' };
    expect(() => normalizeWhen(swapped)).not.toThrow();
  });

  it('still resolves a longer series stored before the limit (reading is not writing)', () => {
    expect(resolveWhen(daily('2060-01-01')).untilLocal).toMatchObject({ year: 2060, month: 1, day: 1 });
  });
});
