import { describe, expect, it } from 'vitest';
import { expandOccurrences, iterateOccurrences, type OccurrenceOptions } from './expand-occurrences.ts';
import { parseRRule } from './parse-rrule.ts';
import { RecurrenceRuleError } from './recurrence-rule.ts';

const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';

describe('daylight saving in America/New_York', () => {
  it.each([
    [
      'a weekly 7 PM series stays at 7 PM across spring forward (2024-03-10)',
      { rrule: 'FREQ=WEEKLY;COUNT=3', dtstart: '2024-03-01T19:00:00' },
      ['2024-03-01T19:00:00-05:00', '2024-03-08T19:00:00-05:00', '2024-03-15T19:00:00-04:00'],
    ],
    [
      'a weekly 7 PM series stays at 7 PM across fall back (2024-11-03)',
      { rrule: 'FREQ=WEEKLY;COUNT=3', dtstart: '2024-10-25T19:00:00' },
      ['2024-10-25T19:00:00-04:00', '2024-11-01T19:00:00-04:00', '2024-11-08T19:00:00-05:00'],
    ],
    [
      '02:30 on the spring-forward day becomes 03:30 EDT',
      { rrule: 'FREQ=DAILY;COUNT=3', dtstart: '2024-03-09T02:30:00' },
      ['2024-03-09T02:30:00-05:00', '2024-03-10T03:30:00-04:00', '2024-03-11T02:30:00-04:00'],
    ],
    [
      '01:30 on the fall-back day is the first (EDT) 01:30',
      { rrule: 'FREQ=DAILY;COUNT=3', dtstart: '2024-11-02T01:30:00' },
      ['2024-11-02T01:30:00-04:00', '2024-11-03T01:30:00-04:00', '2024-11-04T01:30:00-05:00'],
    ],
    [
      'hourly across spring forward: 02:00 and 03:00 are one instant, counted once',
      { rrule: 'FREQ=HOURLY;COUNT=4', dtstart: '2024-03-10T00:00:00' },
      [
        '2024-03-10T00:00:00-05:00',
        '2024-03-10T01:00:00-05:00',
        '2024-03-10T03:00:00-04:00',
        '2024-03-10T04:00:00-04:00',
      ],
    ],
    [
      'hourly across fall back follows the wall clock (floating time)',
      { rrule: 'FREQ=HOURLY;COUNT=4', dtstart: '2024-11-03T00:00:00' },
      [
        '2024-11-03T00:00:00-04:00',
        '2024-11-03T01:00:00-04:00',
        '2024-11-03T02:00:00-05:00',
        '2024-11-03T03:00:00-05:00',
      ],
    ],
    [
      'a UTC EXDATE removes the zoned occurrence on either side of the change',
      {
        rrule: 'FREQ=WEEKLY;COUNT=4',
        dtstart: '2024-10-27T19:00:00',
        exdates: ['20241027T230000Z', '2024-11-11T00:00:00Z'],
      },
      ['2024-11-03T19:00:00-05:00', '2024-11-17T19:00:00-05:00'],
    ],
  ] as const)('%s', (_title, options, expected) => {
    expect(expandOccurrences({ timeZone: NY, ...options })).toEqual(expected);
  });

  it('yields the nominal local time (02:30) with the real instant (03:30 EDT) in the spring gap', () => {
    const [, second] = [
      ...iterateOccurrences({ rrule: 'FREQ=DAILY;COUNT=2', dtstart: '2024-03-09T02:30:00', timeZone: NY }),
    ];
    expect(second).toEqual({
      local: { year: 2024, month: 3, day: 10, hour: 2, minute: 30, second: 0 },
      epochMs: Date.UTC(2024, 2, 10, 7, 30),
    });
  });
});

describe('Europe/Berlin', () => {
  it('the last Sunday of March at 02:30 falls in the gap and becomes 03:30 CEST', () => {
    expect(
      expandOccurrences({
        rrule: 'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;COUNT=3',
        dtstart: '2023-03-26T02:30:00',
        timeZone: BERLIN,
      }),
    ).toEqual(['2023-03-26T03:30:00+02:00', '2024-03-31T03:30:00+02:00', '2025-03-30T03:30:00+02:00']);
  });

  // Fixture 15 (DAVx5): nine UTC EXDATEs on both sides of the 2019-10-27 change leave exactly 7 instances.
  const fixture15: OccurrenceOptions = {
    rrule: 'FREQ=WEEKLY;UNTIL=20200204T151459Z;BYDAY=TU;WKST=SU',
    dtstart: '2019-10-15T16:15:00',
    timeZone: BERLIN,
  };
  const fixture15Exdates = [
    '20191015T141500Z',
    '20191022T141500Z',
    '20191105T151500Z',
    '20191119T151500Z',
    '20191126T151500Z',
    '20191203T151500Z',
    '20191217T151500Z',
    '20191224T151500Z',
    '20191231T151500Z',
  ];

  it('fixture 15: the rule gives 16 instances, the last on 2020-01-28 (UNTIL is 16:14:59 CET on Feb 4)', () => {
    const all = expandOccurrences(fixture15);
    expect(all).toHaveLength(16);
    expect(all.at(-1)).toBe('2020-01-28T16:15:00+01:00');
  });

  it('fixture 15: the UTC EXDATEs leave the 7 listed instances', () => {
    expect(expandOccurrences({ ...fixture15, exdates: fixture15Exdates })).toEqual([
      '2019-10-29T16:15:00+01:00',
      '2019-11-12T16:15:00+01:00',
      '2019-12-10T16:15:00+01:00',
      '2020-01-07T16:15:00+01:00',
      '2020-01-14T16:15:00+01:00',
      '2020-01-21T16:15:00+01:00',
      '2020-01-28T16:15:00+01:00',
    ]);
  });
});

describe('fixture 03: biweekly MO,TH in US/Central', () => {
  const options: OccurrenceOptions = {
    rrule: 'FREQ=WEEKLY;WKST=SU;UNTIL=20170814T045959Z;INTERVAL=2;BYDAY=MO,TH',
    dtstart: '2017-02-16T09:00:00',
    timeZone: 'US/Central',
  };
  const exdates = [
    '2017-07-06T09:00:00',
    '2017-07-17T09:00:00',
    '2017-07-20T09:00:00',
    '2017-08-03T09:00:00',
  ];

  it('gives 25 instances', () => {
    const all = expandOccurrences(options);
    expect(all).toHaveLength(25);
    expect(all[0]).toBe('2017-02-16T09:00:00-06:00');
    expect(all.at(-1)).toBe('2017-08-03T09:00:00-05:00');
  });

  it('4 local EXDATEs leave 21, the last on 2017-07-31', () => {
    const kept = expandOccurrences({ ...options, exdates });
    expect(kept).toHaveLength(21);
    expect(kept.at(-1)).toBe('2017-07-31T09:00:00-05:00');
    expect(kept).not.toContain('2017-07-06T09:00:00-05:00');
  });
});

describe('bounds', () => {
  it.each([
    [
      'COUNT counts DTSTART even when it does not match the rule',
      'FREQ=MONTHLY;BYMONTHDAY=13;COUNT=3',
      '1997-09-02T09:00:00',
      ['1997-09-02T09:00:00-04:00', '1997-09-13T09:00:00-04:00', '1997-10-13T09:00:00-04:00'],
    ],
    [
      'a floating UNTIL is inclusive local time',
      'FREQ=DAILY;UNTIL=19970904T090000',
      '1997-09-02T09:00:00',
      ['1997-09-02T09:00:00-04:00', '1997-09-03T09:00:00-04:00', '1997-09-04T09:00:00-04:00'],
    ],
    [
      'a date UNTIL includes its whole day',
      'FREQ=DAILY;UNTIL=19970904',
      '1997-09-02T09:00:00',
      ['1997-09-02T09:00:00-04:00', '1997-09-03T09:00:00-04:00', '1997-09-04T09:00:00-04:00'],
    ],
    [
      'a UTC UNTIL equal to an instance includes it',
      'FREQ=DAILY;UNTIL=19970903T130000Z',
      '1997-09-02T09:00:00',
      ['1997-09-02T09:00:00-04:00', '1997-09-03T09:00:00-04:00'],
    ],
  ])('%s', (_title, rrule, dtstart, expected) => {
    expect(expandOccurrences({ rrule, dtstart, timeZone: NY })).toEqual(expected);
  });

  it('stops after year 9999 (spec §4): a yearly rule from 9990 gives exactly 10', () => {
    const all = expandOccurrences({ rrule: 'FREQ=YEARLY', dtstart: '9990-01-01T09:00:00', timeZone: NY });
    expect(all).toHaveLength(10);
    expect(all.at(-1)).toBe('9999-01-01T09:00:00-05:00');
  });

  it.each([
    ['FREQ=DAILY', '9999-12-29T09:00:00', 3],
    ['FREQ=WEEKLY', '9999-12-20T09:00:00', 2],
    ['FREQ=MONTHLY', '9999-10-01T09:00:00', 3],
    ['FREQ=HOURLY;INTERVAL=6', '9999-12-31T00:00:00', 4],
    ['FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=2', '9990-01-31T09:00:00', 1],
    ['FREQ=MINUTELY;INTERVAL=2;BYMINUTE=30', '2020-06-01T10:31:00', 1],
    ['FREQ=DAILY;BYSETPOS=2', '2020-06-01T10:31:00', 1],
  ])('%s from %s ends with %i instances', (rrule, dtstart, count) => {
    expect(expandOccurrences({ rrule, dtstart, timeZone: NY })).toHaveLength(count);
  });

  it.each([
    ['local from/until', { from: '1997-10-01T00:00:00', until: '1997-10-03' }],
    ['instant from/until', { from: '1997-10-01T13:00:00Z', until: '1997-10-03T09:00:00-04:00' }],
  ])('a window (%s) is inclusive', (_title, window) => {
    expect(
      expandOccurrences({ rrule: 'FREQ=DAILY', dtstart: '1997-09-02T09:00:00', timeZone: NY, ...window }),
    ).toEqual(['1997-10-01T09:00:00-04:00', '1997-10-02T09:00:00-04:00', '1997-10-03T09:00:00-04:00']);
  });

  it('limit caps the result', () => {
    expect(
      expandOccurrences({ rrule: 'FREQ=DAILY', dtstart: '1997-09-02T09:00:00', timeZone: NY, limit: 2 }),
    ).toHaveLength(2);
  });

  // Without COUNT, periods before the window are skipped, not walked: the result must be the same.
  it.each([
    ['FREQ=YEARLY;INTERVAL=3;BYMONTH=2,8;BYDAY=-1FR', '1991-02-22T18:00:00'],
    ['FREQ=MONTHLY;INTERVAL=5;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,-1', '1990-01-01T18:00:00'],
    ['FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,FR;WKST=SU', '1990-01-05T18:00:00'],
    ['FREQ=DAILY;INTERVAL=11', '1990-01-05T18:00:00'],
    ['FREQ=HOURLY;INTERVAL=7;BYHOUR=1,8,15,22', '2023-01-05T01:00:00'],
    ['FREQ=MINUTELY;INTERVAL=97;BYDAY=SA', '2024-01-06T00:00:00'],
    ['FREQ=SECONDLY;INTERVAL=3607;BYMINUTE=1,2,3', '2024-03-01T00:01:00'],
  ])('skipping to the window keeps %s exact', (rrule, dtstart) => {
    const from = '2024-03-05T00:00:00';
    const until = '2024-09-30T00:00:00';
    const walked = expandOccurrences({ rrule, dtstart, timeZone: NY, until }).filter(
      (text) => text >= '2024-03-05',
    );
    const skipped = expandOccurrences({ rrule, dtstart, timeZone: NY, from, until });
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped).toEqual(walked);
  });
});

describe('RDATE and EXDATE', () => {
  it('RDATEs are merged in order and deduplicated; a date RDATE takes the time of DTSTART', () => {
    expect(
      expandOccurrences({
        rrule: 'FREQ=DAILY;COUNT=3',
        dtstart: '1997-09-02T09:00:00',
        timeZone: NY,
        rdates: ['1997-09-20', '1997-09-03T12:00:00', '19970904T130000Z', '1997-09-01T08:00:00'],
      }),
    ).toEqual([
      '1997-09-01T08:00:00-04:00',
      '1997-09-02T09:00:00-04:00',
      '1997-09-03T09:00:00-04:00',
      '1997-09-03T12:00:00-04:00',
      '1997-09-04T09:00:00-04:00',
      '1997-09-20T09:00:00-04:00',
    ]);
  });

  it('an EXDATE may remove an RDATE; a date EXDATE on a timed series removes that whole local day', () => {
    expect(
      expandOccurrences({
        rrule: 'FREQ=HOURLY;INTERVAL=12;COUNT=4',
        dtstart: '1997-09-02T09:00:00',
        timeZone: NY,
        rdates: ['1997-09-05T10:00:00'],
        exdates: ['1997-09-03', '1997-09-05T14:00:00Z'],
      }),
    ).toEqual(['1997-09-02T09:00:00-04:00', '1997-09-02T21:00:00-04:00']);
  });
});

describe('all-day series', () => {
  it('returns dates and compares EXDATEs and RDATEs by local date', () => {
    expect(
      expandOccurrences({
        rrule: 'FREQ=WEEKLY;COUNT=4',
        dtstart: '2024-03-04',
        timeZone: NY,
        exdates: ['2024-03-11', '2024-03-18T15:00:00Z'],
        rdates: ['20240306T120000'],
      }),
    ).toEqual(['2024-03-04', '2024-03-06', '2024-03-25']);
  });

  it('a UTC UNTIL on a date series (Exchange) bounds by instant', () => {
    expect(
      expandOccurrences({
        rrule: 'FREQ=WEEKLY;UNTIL=20200916T230000Z;INTERVAL=2;BYDAY=TH;WKST=MO',
        dtstart: '2020-08-20',
        timeZone: 'Europe/London',
      }),
    ).toEqual(['2020-08-20', '2020-09-03', '2020-09-17']);
  });

  it.each(['FREQ=HOURLY', 'FREQ=DAILY;BYHOUR=9'])(
    'rejects %s (RFC 5545: no time parts with a DATE)',
    (rrule) => {
      expect(() => expandOccurrences({ rrule, dtstart: '2024-03-04', timeZone: NY })).toThrow(
        RecurrenceRuleError,
      );
    },
  );
});

describe('sub-daily parts and other frequencies', () => {
  it.each([
    [
      'FREQ=HOURLY;BYMINUTE=0,30;BYHOUR=9,10;COUNT=5',
      '1997-09-02T09:00:00',
      ['09:00', '09:30', '10:00', '10:30', '09:00'],
    ],
    [
      'FREQ=MINUTELY;INTERVAL=30;BYSECOND=0,20;COUNT=4',
      '1997-09-02T09:00:00',
      ['09:00', '09:00:20', '09:30', '09:30:20'],
    ],
    [
      'FREQ=SECONDLY;INTERVAL=20;BYMINUTE=1;COUNT=4',
      '1997-09-02T09:00:00',
      ['09:00', '09:01', '09:01:20', '09:01:40'],
    ],
    ['FREQ=SECONDLY;BYSECOND=10;COUNT=3', '1997-09-02T09:00:00', ['09:00', '09:00:10', '09:01:10']],
    ['FREQ=DAILY;BYSECOND=60,30;COUNT=2', '1997-09-02T09:00:00', ['09:00', '09:00:30']],
  ])('%s', (rrule, dtstart, times) => {
    const texts = expandOccurrences({ rrule, dtstart, timeZone: NY }).map((text) =>
      text.slice(11, 19).replace(/:00$/, ''),
    );
    expect(texts).toEqual(times);
  });

  it.each([
    // ISO-style week 1 (>= 4 days in the year): Monday of week 1 of 2025 is 2024-12-30, listed in 2024's year.
    [
      'FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO;COUNT=3',
      '2024-01-01T09:00:00',
      ['2024-01-01', '2024-12-30', '2025-12-29'],
    ],
    [
      'FREQ=YEARLY;BYWEEKNO=-1;BYDAY=SU;COUNT=3',
      '2024-12-29T09:00:00',
      ['2024-12-29', '2025-12-28', '2027-01-03'],
    ],
    ['FREQ=YEARLY;BYWEEKNO=53;COUNT=3', '2020-12-28T09:00:00', ['2020-12-28', '2020-12-29', '2020-12-30']],
    ['FREQ=YEARLY;BYWEEKNO=1;WKST=SU;BYDAY=SU;COUNT=2', '2023-01-01T09:00:00', ['2023-01-01', '2023-12-31']],
    ['FREQ=YEARLY;BYYEARDAY=-1;COUNT=2', '2023-12-31T09:00:00', ['2023-12-31', '2024-12-31']],
    [
      'FREQ=YEARLY;BYMONTHDAY=29;BYMONTH=2;COUNT=3',
      '2024-02-29T09:00:00',
      ['2024-02-29', '2028-02-29', '2032-02-29'],
    ],
    [
      'FREQ=YEARLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR;COUNT=2',
      '2026-12-31T09:00:00',
      ['2026-12-31', '2027-12-31'],
    ],
    [
      'FREQ=MONTHLY;BYDAY=MO,1FR;COUNT=4',
      '2024-03-01T09:00:00',
      ['2024-03-01', '2024-03-04', '2024-03-11', '2024-03-18'],
    ],
    ['FREQ=WEEKLY;BYDAY=1MO;COUNT=2', '2024-03-04T09:00:00', ['2024-03-04', '2024-03-11']],
    ['FREQ=DAILY;BYMONTHDAY=-1;BYYEARDAY=60;COUNT=2', '2023-02-28T09:00:00', ['2023-02-28', '2024-02-29']],
  ])('%s', (rrule, dtstart, dates) => {
    expect(expandOccurrences({ rrule, dtstart, timeZone: NY }).map((text) => text.slice(0, 10))).toEqual(
      dates,
    );
  });
});

describe('inputs', () => {
  it('accepts a parsed rule, a basic DTSTART and an instant DTSTART', () => {
    const rule = parseRRule('FREQ=DAILY;COUNT=2');
    expect(expandOccurrences({ rrule: rule, dtstart: '19970902T090000', timeZone: NY })).toEqual([
      '1997-09-02T09:00:00-04:00',
      '1997-09-03T09:00:00-04:00',
    ]);
    expect(expandOccurrences({ rrule: rule, dtstart: '1997-09-02T13:00:00Z', timeZone: NY })[0]).toBe(
      '1997-09-02T09:00:00-04:00',
    );
  });

  it('is lazy: an infinite rule can be iterated step by step', () => {
    const iterator = iterateOccurrences({
      rrule: 'FREQ=SECONDLY',
      dtstart: '2024-01-01T00:00:00',
      timeZone: NY,
    });
    iterator.next();
    expect(iterator.next().value?.local.second).toBe(1);
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, RangeError],
    [{ dtstart: '2023-02-30T09:00:00' }, RecurrenceRuleError],
    [{ exdates: ['yesterday'] }, RecurrenceRuleError],
    [{ rdates: ['2024-13-01'] }, RecurrenceRuleError],
    [{ from: '2024-01-01T25:00:00' }, RecurrenceRuleError],
    [{ rrule: 'FREQ=DAILY;COUNT=0' }, RecurrenceRuleError],
  ] as const)('rejects %o', (override, errorType) => {
    const options = {
      rrule: 'FREQ=DAILY',
      dtstart: '2024-01-01T09:00:00',
      timeZone: NY,
      limit: 1,
      ...override,
    };
    expect(() => expandOccurrences(options)).toThrow(errorType);
  });
});
