import { describe, expect, it } from 'vitest';
import { formatBasicUtc, resolveEventTimes } from './event-times.ts';

const NY = 'America/New_York';

describe('resolveEventTimes', () => {
  it('reads a timed event in its own zone, not the process zone', () => {
    const times = resolveEventTimes({
      start: '2025-03-08T20:00:00',
      end: '2025-03-08T23:00:00',
      timeZone: NY,
    });
    expect(times.allDay).toBe(false);
    if (times.allDay) return;
    expect(new Date(times.startMs).toISOString()).toBe('2025-03-09T01:00:00.000Z');
    expect(new Date(times.endMs).toISOString()).toBe('2025-03-09T04:00:00.000Z');
  });

  it('makes the end of an all-day event exclusive', () => {
    const times = resolveEventTimes({ start: '2025-02-28', end: '2025-03-01', timeZone: NY });
    expect(times).toMatchObject({ allDay: true, endExclusive: { year: 2025, month: 3, day: 2 } });
  });

  it.each([
    ['2025-03-08', '2025-03-08T23:00:00', 'both be dates'],
    ['2025-03-08T20:00:00', '2025-03-08T19:00:00', 'end is before start'],
    ['2025-03-08', '2025-03-07', 'end is before start'],
    ['2025-02-30', '2025-03-01', 'Invalid start'],
    ['2025-03-01', 'soon', 'Invalid end'],
  ])('rejects start %s and end %s (%s)', (start, end, message) => {
    expect(() => resolveEventTimes({ start, end, timeZone: NY })).toThrowError(message);
  });

  it.each([
    [0, '19700101T000000Z'],
    [Date.UTC(2025, 10, 2, 6, 0, 5), '20251102T060005Z'],
  ])('formats %d in UTC basic form', (ms, expected) => {
    expect(formatBasicUtc(ms)).toBe(expected);
  });
});
