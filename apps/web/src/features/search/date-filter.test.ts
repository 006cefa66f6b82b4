import { describe, expect, it } from 'vitest';
import { formatDateRange, readLocalDate, resolveDateRange, windowToDateRange } from './date-filter';

const NY = 'America/New_York';
/** Sunday 22 November 2026, 07:30 in New York (12:30 UTC). */
const SUNDAY = Date.parse('2026-11-22T12:30:00Z');
/** Wednesday 18 November 2026, 23:30 in New York (already Thursday in UTC). */
const WEDNESDAY_LATE = Date.parse('2026-11-19T04:30:00Z');

describe('resolveDateRange', () => {
  it.each([
    ['today', SUNDAY, { start: '2026-11-22', end: '2026-11-22' }],
    ['tomorrow', SUNDAY, { start: '2026-11-23', end: '2026-11-23' }],
    ['weekend', SUNDAY, { start: '2026-11-20', end: '2026-11-22' }],
    ['this-week', SUNDAY, { start: '2026-11-22', end: '2026-11-22' }],
    ['next-week', SUNDAY, { start: '2026-11-23', end: '2026-11-29' }],
    ['today', WEDNESDAY_LATE, { start: '2026-11-18', end: '2026-11-18' }],
    ['weekend', WEDNESDAY_LATE, { start: '2026-11-20', end: '2026-11-22' }],
    ['this-week', WEDNESDAY_LATE, { start: '2026-11-18', end: '2026-11-22' }],
    ['next-week', WEDNESDAY_LATE, { start: '2026-11-23', end: '2026-11-29' }],
  ] as const)('%s seen at %s in New York', (preset, now, expected) => {
    expect(resolveDateRange(preset, { now, timeZone: NY })).toEqual(expected);
  });

  it('is null for any time and for an empty custom range', () => {
    expect(resolveDateRange('any', { now: SUNDAY, timeZone: NY })).toBeNull();
    expect(resolveDateRange('custom', { now: SUNDAY, timeZone: NY })).toBeNull();
  });

  it('orders a custom range and accepts a single day', () => {
    const options = { now: SUNDAY, timeZone: NY };
    expect(resolveDateRange('custom', { ...options, from: '2026-12-05', to: '2026-12-01' })).toEqual({
      start: '2026-12-01',
      end: '2026-12-05',
    });
    expect(resolveDateRange('custom', { ...options, from: '2026-12-05' })).toEqual({
      start: '2026-12-05',
      end: '2026-12-05',
    });
  });
});

describe('readLocalDate', () => {
  it('takes real dates only', () => {
    expect(readLocalDate('2026-02-28')).toBe('2026-02-28');
    expect(readLocalDate('2026-02-30')).toBeNull();
    expect(readLocalDate('tomorrow')).toBeNull();
  });
});

describe('formatDateRange', () => {
  it('prints one day or a span', () => {
    expect(formatDateRange({ start: '2026-11-20', end: '2026-11-22' }, NY)).toBe('Fri, Nov 20 – Sun, Nov 22');
    expect(formatDateRange({ start: '2026-11-23', end: '2026-11-23' }, NY)).toBe('Mon, Nov 23');
  });
});

describe('windowToDateRange', () => {
  it('reads an interpreted window (end exclusive) as the days it covers', () => {
    expect(windowToDateRange('2026-11-20T22:00:00.000Z', '2026-11-23T05:00:00.000Z', NY)).toEqual({
      start: '2026-11-20',
      end: '2026-11-22',
    });
  });
});
