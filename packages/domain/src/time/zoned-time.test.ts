import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  daysInMonth,
  formatOffset,
  formatZonedIso,
  isValidTimeZone,
  localToUtcMs,
  offsetAt,
  parseLocalDateTime,
  startOfZonedDay,
  toInstant,
  toZoned,
  utcMsToLocal,
  weekdayOf,
} from './zoned-time.ts';

const NY = 'America/New_York';
const local = (text: string) => parseLocalDateTime(text)!;

describe('the test process zone', () => {
  it('is neither UTC nor New York', () => {
    expect(process.env.TZ).toBe('Asia/Kathmandu');
    expect(new Date(Date.UTC(2024, 0, 1)).getTimezoneOffset()).toBe(-345);
  });
});

describe('toInstant', () => {
  it.each([
    // [local, zone, disambiguation, expected UTC]
    ['1997-09-02T09:00:00', NY, 'compatible', '1997-09-02T13:00:00.000Z'],
    ['2024-01-15T19:00:00', NY, 'compatible', '2024-01-16T00:00:00.000Z'],
    // spring forward 2024-03-10: 02:30 does not exist, compatible moves it to 03:30 EDT
    ['2024-03-10T02:30:00', NY, 'compatible', '2024-03-10T07:30:00.000Z'],
    ['2024-03-10T02:30:00', NY, 'later', '2024-03-10T07:30:00.000Z'],
    ['2024-03-10T02:30:00', NY, 'earlier', '2024-03-10T06:30:00.000Z'],
    // fall back 2024-11-03: 01:30 happens twice
    ['2024-11-03T01:30:00', NY, 'compatible', '2024-11-03T05:30:00.000Z'],
    ['2024-11-03T01:30:00', NY, 'earlier', '2024-11-03T05:30:00.000Z'],
    ['2024-11-03T01:30:00', NY, 'later', '2024-11-03T06:30:00.000Z'],
    ['2024-07-01T12:00:00', 'Asia/Kathmandu', 'compatible', '2024-07-01T06:15:00.000Z'],
    ['2024-07-01T12:00:00', 'UTC', 'compatible', '2024-07-01T12:00:00.000Z'],
  ] as const)('%s in %s (%s) is %s', (text, zone, disambiguation, expected) => {
    expect(new Date(toInstant(local(text), zone, disambiguation)).toISOString()).toBe(expected);
  });
});

describe('toZoned and formatting', () => {
  it.each([
    ['2024-03-10T06:59:59Z', NY, '2024-03-10T01:59:59-05:00'],
    ['2024-03-10T07:00:00Z', NY, '2024-03-10T03:00:00-04:00'],
    ['2024-11-03T05:30:00Z', NY, '2024-11-03T01:30:00-04:00'],
    ['2024-11-03T06:30:00Z', NY, '2024-11-03T01:30:00-05:00'],
    ['2024-07-01T06:15:00Z', 'Asia/Kathmandu', '2024-07-01T12:00:00+05:45'],
    ['1890-01-01T00:00:00Z', 'Europe/Berlin', '1890-01-01T00:53:28+00:53:28'],
  ])('%s in %s reads %s', (iso, zone, expected) => {
    expect(formatZonedIso(Date.parse(iso), zone)).toBe(expected);
  });

  it('reports the weekday and offset', () => {
    const zoned = toZoned(Date.parse('2024-11-03T06:30:00Z'), NY);
    expect(zoned.weekday).toBe(0);
    expect(zoned.offsetMs).toBe(-5 * 3600_000);
    expect(offsetAt(Date.parse('2024-07-01T00:00:00Z'), NY)).toBe(-4 * 3600_000);
  });

  it('finds a transition in the middle of a UTC hour (Lord Howe moves by 30 minutes at 15:30Z)', () => {
    const zone = 'Australia/Lord_Howe';
    expect(offsetAt(Date.parse('2024-10-05T15:00:00Z'), zone)).toBe(10.5 * 3600_000);
    expect(offsetAt(Date.parse('2024-10-05T15:29:59Z'), zone)).toBe(10.5 * 3600_000);
    expect(offsetAt(Date.parse('2024-10-05T15:30:00Z'), zone)).toBe(11 * 3600_000);
    expect(offsetAt(Date.parse('2024-10-05T15:45:00Z'), zone)).toBe(11 * 3600_000);
  });

  it('formats offsets', () => {
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(-4 * 3600_000)).toBe('-04:00');
    expect(formatOffset(20_700_000)).toBe('+05:45');
  });
});

describe('parseLocalDateTime', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29, hour: 0, minute: 0, second: 0 }],
    ['2024-02-29T07:05', { year: 2024, month: 2, day: 29, hour: 7, minute: 5, second: 0 }],
    ['2024-02-29 07:05:09', { year: 2024, month: 2, day: 29, hour: 7, minute: 5, second: 9 }],
    ['0099-12-31T23:59:59.123', { year: 99, month: 12, day: 31, hour: 23, minute: 59, second: 59 }],
  ])('reads %s', (text, expected) => {
    expect(parseLocalDateTime(text)).toEqual(expected);
  });

  it.each(['2023-02-29', '2024-13-01', '2024-01-01T24:00', 'tomorrow', '2024-1-1', ''])(
    'rejects %j',
    (text) => {
      expect(parseLocalDateTime(text)).toBeNull();
    },
  );
});

describe('calendar arithmetic', () => {
  it('knows month lengths', () => {
    expect([2023, 2024, 1900, 2000].map((y) => daysInMonth(y, 2))).toEqual([28, 29, 28, 29]);
    expect(daysInMonth(2024, 12)).toBe(31);
    expect(daysInMonth(2024, 4)).toBe(30);
  });

  it('adds days across month and year ends', () => {
    expect(addLocalDays(local('2024-12-31T19:00'), 1)).toEqual(local('2025-01-01T19:00'));
    expect(addLocalDays(local('2024-03-01T00:00'), -1)).toEqual(local('2024-02-29T00:00'));
  });

  it('knows weekdays', () => {
    expect(weekdayOf({ year: 1997, month: 9, day: 2 })).toBe(2);
  });

  it('finds the start of a zoned day', () => {
    expect(new Date(startOfZonedDay(Date.parse('2024-11-03T12:00:00Z'), NY)).toISOString()).toBe(
      '2024-11-03T04:00:00.000Z',
    );
  });

  it('validates zone names', () => {
    expect(isValidTimeZone(NY)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('utcMsToLocal agrees with Date across eras', () => {
  it.each([
    -62_135_596_800_000, -2_208_988_800_000, -1, 0, 951_782_400_000, 951_868_799_999, 1_709_251_200_000,
    4_102_444_800_000, 253_402_300_799_000,
  ])('at %d', (ms) => {
    const d = new Date(ms);
    expect(utcMsToLocal(ms)).toEqual({
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
      weekday: d.getUTCDay(),
    });
    expect(localToUtcMs(utcMsToLocal(ms))).toBe(Math.floor(ms / 1000) * 1000);
  });
});
