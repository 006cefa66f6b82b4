import { describe, expect, it } from 'vitest';
import { formatRRule, parseRRule, validateRRule } from './parse-rrule.ts';
import { RecurrenceRuleError } from './recurrence-rule.ts';

describe('parseRRule / formatRRule round trip', () => {
  it.each([
    // [input, canonical output]
    ['FREQ=DAILY', 'FREQ=DAILY'],
    ['RRULE:FREQ=DAILY;COUNT=10', 'FREQ=DAILY;COUNT=10'],
    ['rrule:freq=weekly;byday=tu,th;wkst=su', 'FREQ=WEEKLY;BYDAY=TU,TH;WKST=SU'],
    [
      'BYDAY=MO,TH;INTERVAL=2;FREQ=WEEKLY;UNTIL=20170814T045959Z;WKST=SU',
      'FREQ=WEEKLY;INTERVAL=2;UNTIL=20170814T045959Z;BYDAY=MO,TH;WKST=SU',
    ],
    ['FREQ=MONTHLY;BYDAY=1SU,-1SU;INTERVAL=2;COUNT=10', 'FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU'],
    ['FREQ=MONTHLY;BYDAY=+2MO', 'FREQ=MONTHLY;BYDAY=2MO'],
    ['FREQ=YEARLY;BYDAY=20MO', 'FREQ=YEARLY;BYDAY=20MO'],
    ['FREQ=MONTHLY;BYMONTHDAY=-3', 'FREQ=MONTHLY;BYMONTHDAY=-3'],
    ['FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO', 'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO'],
    [
      'FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200',
      'FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200',
    ],
    ['FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3', 'FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3'],
    [
      'FREQ=DAILY;BYHOUR=9,10;BYMINUTE=0,20,40;BYSECOND=0',
      'FREQ=DAILY;BYHOUR=9,10;BYMINUTE=0,20,40;BYSECOND=0',
    ],
    ['FREQ=YEARLY;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4', 'FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=2,3,4;BYDAY=TU'],
    ['FREQ=DAILY;UNTIL=19971224', 'FREQ=DAILY;UNTIL=19971224'],
    ['FREQ=DAILY;UNTIL=19971224T090000', 'FREQ=DAILY;UNTIL=19971224T090000'],
    ['FREQ=DAILY;INTERVAL=1', 'FREQ=DAILY'],
    ['  FREQ=SECONDLY;;INTERVAL=30 ', 'FREQ=SECONDLY;INTERVAL=30'],
  ])('%s -> %s', (input, canonical) => {
    const rule = parseRRule(input);
    expect(formatRRule(rule)).toBe(canonical);
    expect(parseRRule(formatRRule(rule))).toEqual(rule);
  });

  it('parses into a typed rule', () => {
    expect(parseRRule('FREQ=WEEKLY;UNTIL=20170814T045959Z;BYDAY=MO,-1TH;WKST=SU')).toEqual({
      freq: 'WEEKLY',
      interval: 1,
      until: { kind: 'date-time', year: 2017, month: 8, day: 14, hour: 4, minute: 59, second: 59, utc: true },
      byDay: [{ weekday: 'MO' }, { weekday: 'TH', ordinal: -1 }],
      wkst: 'SU',
    });
    expect(parseRRule('FREQ=DAILY;UNTIL=19971224').until).toEqual({
      kind: 'date',
      year: 1997,
      month: 12,
      day: 24,
    });
  });
});

describe('invalid rules', () => {
  it.each([
    // [rule, part, message fragment]
    ['FREQ=FORTNIGHTLY', 'FREQ', 'FREQ must be one of'],
    ['INTERVAL=2', 'FREQ', 'FREQ is required'],
    ['FREQ=DAILY;COUNT=5;UNTIL=19971224T000000Z', 'COUNT', 'COUNT and UNTIL'],
    ['FREQ=DAILY;COUNT=0', 'COUNT', 'COUNT must be a positive integer'],
    ['FREQ=DAILY;COUNT=ten', 'COUNT', 'COUNT must be an integer'],
    ['FREQ=DAILY;INTERVAL=0', 'INTERVAL', 'INTERVAL must be a positive integer'],
    ['FREQ=MONTHLY;BYMONTHDAY=0', 'BYMONTHDAY', 'BYMONTHDAY must be between 1 and 31 or -31 and -1'],
    ['FREQ=MONTHLY;BYMONTHDAY=32', 'BYMONTHDAY', 'BYMONTHDAY must be between'],
    ['FREQ=MONTHLY;BYMONTHDAY=-32', 'BYMONTHDAY', 'BYMONTHDAY must be between'],
    ['FREQ=YEARLY;BYYEARDAY=367', 'BYYEARDAY', 'BYYEARDAY must be between 1 and 366'],
    ['FREQ=YEARLY;BYYEARDAY=0', 'BYYEARDAY', 'BYYEARDAY must be between'],
    ['FREQ=YEARLY;BYWEEKNO=54', 'BYWEEKNO', 'BYWEEKNO must be between 1 and 53'],
    ['FREQ=YEARLY;BYWEEKNO=-54', 'BYWEEKNO', 'BYWEEKNO must be between'],
    ['FREQ=YEARLY;BYMONTH=13', 'BYMONTH', 'BYMONTH must be between 1 and 12'],
    ['FREQ=YEARLY;BYMONTH=-1', 'BYMONTH', 'BYMONTH must be between 1 and 12'],
    ['FREQ=DAILY;BYHOUR=24', 'BYHOUR', 'BYHOUR must be between 0 and 23'],
    ['FREQ=DAILY;BYMINUTE=60', 'BYMINUTE', 'BYMINUTE must be between 0 and 59'],
    ['FREQ=DAILY;BYSECOND=61', 'BYSECOND', 'BYSECOND must be between 0 and 60'],
    ['FREQ=WEEKLY;BYDAY=XX', 'BYDAY', 'invalid weekday'],
    ['FREQ=MONTHLY;BYDAY=0MO', 'BYDAY', 'ordinal'],
    ['FREQ=YEARLY;BYDAY=54MO', 'BYDAY', 'ordinal'],
    ['FREQ=WEEKLY;WKST=XX', 'WKST', 'WKST must be one of'],
    ['FREQ=DAILY;UNTIL=tomorrow', 'UNTIL', 'UNTIL must be a date'],
    ['FREQ=DAILY;UNTIL=19971324', 'UNTIL', 'not a valid date'],
    ['FREQ=DAILY;UNTIL=19971224T250000Z', 'UNTIL', 'not a valid time'],
    ['FREQ=DAILY;FOO=1', 'FOO', "Unknown rule part 'FOO'"],
    ['FREQ=DAILY;COUNT', 'COUNT', 'has no value'],
    ['FREQ=DAILY;COUNT=', 'COUNT', 'empty value'],
    ['FREQ=DAILY;FREQ=WEEKLY', 'FREQ', 'more than once'],
  ])('%s is rejected (%s)', (text, part, message) => {
    expect(() => parseRRule(text)).toThrow(RecurrenceRuleError);
    const result = validateRRule(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.part).toBe(part);
      expect(result.error).toContain(message);
    }
  });
});

describe('BYSETPOS (spec §5)', () => {
  it.each(['0', '367', '-367', '1,0'])('BYSETPOS=%s is rejected with the spec message', (value) => {
    const result = validateRRule(`FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=${value}`);
    expect(result).toEqual({
      ok: false,
      error: 'BYSETPOS must be between 1 and 366 or -366 and -1',
      part: 'BYSETPOS',
    });
  });

  it.each([
    ['1', [1]],
    ['-1', [-1]],
    ['366', [366]],
    ['-366,2', [-366, 2]],
  ])('BYSETPOS=%s is accepted', (value, expected) => {
    const result = validateRRule(`FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=${value}`);
    expect(result.ok && result.rule.bySetPos).toEqual(expected);
  });
});

describe('RecurrenceRuleError', () => {
  it('carries the offending part and a name', () => {
    const error = new RecurrenceRuleError('COUNT', 'COUNT must be a positive integer');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RecurrenceRuleError');
    expect(error.part).toBe('COUNT');
  });

  it('validateRRule reports errors that are not rule errors without a part', () => {
    const result = validateRRule(null as unknown as string);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.part).toBeUndefined();
  });
});
