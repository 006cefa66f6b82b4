import { describe, expect, it } from 'vitest';
import {
  hasWeekdayHours,
  hoursTextFor,
  isOpenAt,
  listOpenIntervals,
  parseWeekdayHours,
} from './weekday-hours.ts';
import type { Weekdays } from './when.schema.ts';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

const venue: Weekdays = {
  monday: 'closed',
  tuesday: '10:00-18:00',
  wednesday: '10:00-18:00',
  thursday: '',
  friday: '22:00-02:00',
  saturday: '12:00-24:00',
};

describe('parseWeekdayHours', () => {
  it.each([
    ['closed', { kind: 'closed' }],
    ['Closed', { kind: 'closed' }],
    [undefined, { kind: 'closed' }],
    [null, { kind: 'closed' }],
    ['', { kind: 'all-day' }],
    ['10:00-18:00', { kind: 'range', opensAt: 600, closesAt: 1080 }],
    ['22:00-02:00', { kind: 'range', opensAt: 1320, closesAt: 1560 }],
    ['12:00-24:00', { kind: 'range', opensAt: 720, closesAt: 1440 }],
    ['09:00-09:00', { kind: 'range', opensAt: 540, closesAt: 1980 }],
    ['00:00-00:00', { kind: 'range', opensAt: 0, closesAt: 1440 }],
  ] as const)('%j', (text, expected) => {
    expect(parseWeekdayHours(text)).toEqual(expected);
  });

  it.each(['9-5', '24:00-02:00', '10:60-11:00', '10:00-24:30', '10:00-25:00', 'open'])(
    'rejects %j',
    (text) => {
      expect(() => parseWeekdayHours(text)).toThrow('when object malformed');
    },
  );
});

describe('isOpenAt', () => {
  it.each([
    // [label, instant (UTC), expected] — New York is UTC-5 in late November 2025
    ['Monday noon (closed)', '2025-11-24T17:00:00Z', false],
    ['Tuesday 9:59 AM', '2025-11-25T14:59:00Z', false],
    ['Tuesday 10:00 AM', '2025-11-25T15:00:00Z', true],
    ['Tuesday 5:59 PM', '2025-11-25T22:59:00Z', true],
    ['Tuesday 6:00 PM (closing time is exclusive)', '2025-11-25T23:00:00Z', false],
    ['Thursday 3 AM (all day)', '2025-11-27T08:00:00Z', true],
    ['Friday 9 PM', '2025-11-29T02:00:00Z', false],
    ['Friday 11 PM', '2025-11-29T04:00:00Z', true],
    // spec §3: Friday '22:00-02:00' keeps the place open into Saturday
    ['Saturday 1 AM under Friday hours', '2025-11-29T06:00:00Z', true],
    ['Saturday 2 AM', '2025-11-29T07:00:00Z', false],
    ['Saturday 11:59 PM', '2025-11-30T04:59:00Z', true],
    ['Sunday (no entry: closed)', '2025-11-30T17:00:00Z', false],
  ])('%s: %s', (_label, iso, expected) => {
    expect(isOpenAt(venue, at(iso), NY)).toBe(expected);
  });

  it('reads the hours in the given zone', () => {
    // Tuesday 10:30 AM in Kathmandu is Tuesday 04:45 UTC, and 11:45 PM Monday in New York
    expect(isOpenAt(venue, at('2025-11-25T04:45:00Z'), 'Asia/Kathmandu')).toBe(true);
    expect(isOpenAt(venue, at('2025-11-25T04:45:00Z'), NY)).toBe(false);
  });

  it('keeps wall-clock hours across the fall-back night', () => {
    const late: Weekdays = { saturday: '22:00-02:00' };
    // 2024-11-03 01:30 happens twice in New York; both are inside Saturday's hours
    expect(isOpenAt(late, at('2024-11-03T05:30:00Z'), NY)).toBe(true);
    expect(isOpenAt(late, at('2024-11-03T06:30:00Z'), NY)).toBe(true);
    // 2:00 AM EST ends the night: 07:00 UTC
    expect(isOpenAt(late, at('2024-11-03T06:59:00Z'), NY)).toBe(true);
    expect(isOpenAt(late, at('2024-11-03T07:00:00Z'), NY)).toBe(false);
  });
});

describe('listOpenIntervals', () => {
  it('merges touching intervals and keeps the all-day flag', () => {
    const intervals = listOpenIntervals(
      { friday: '18:00-24:00', saturday: '00:00-02:00', sunday: '', monday: '' },
      { year: 2025, month: 11, day: 28 },
      { year: 2025, month: 12, day: 1 },
      NY,
    );
    expect(
      intervals.map((i) => [new Date(i.startMs).toISOString(), new Date(i.endMs).toISOString(), i.isAllDay]),
    ).toEqual([
      ['2025-11-28T23:00:00.000Z', '2025-11-29T07:00:00.000Z', false],
      ['2025-11-30T05:00:00.000Z', '2025-12-02T05:00:00.000Z', true],
    ]);
  });

  it('is empty when the range is reversed', () => {
    expect(
      listOpenIntervals(
        { friday: '' },
        { year: 2025, month: 11, day: 28 },
        { year: 2025, month: 11, day: 27 },
        NY,
      ),
    ).toEqual([]);
  });
});

describe('hoursTextFor', () => {
  it.each([
    ['monday', 'Closed'],
    ['tuesday', '10:00 AM - 6:00 PM'],
    ['thursday', 'All day'],
    ['friday', '10:00 PM - 2:00 AM'],
    ['saturday', '12:00 PM - 12:00 AM'],
    ['sunday', 'Closed'],
  ] as const)('%s reads %j', (name, expected) => {
    expect(hoursTextFor(venue, name)).toBe(expected);
  });

  it('reads Closed without any hours', () => {
    expect(hoursTextFor(null, 'monday')).toBe('Closed');
  });
});

describe('hasWeekdayHours', () => {
  it.each([
    [null, false],
    [undefined, false],
    [{}, false],
    [{ monday: 'closed' }, true],
    [{ sunday: '' }, true],
  ] as const)('%j: %s', (weekdays, expected) => {
    expect(hasWeekdayHours(weekdays)).toBe(expected);
  });
});
