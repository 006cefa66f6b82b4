import { describe, expect, it } from 'vitest';
import { parseRRule } from './parse-rrule.ts';
import { checkSeriesLimits, latestSeriesDate } from './series-limits.ts';

const check = (rrule: string, startDate = '2026-01-15') => checkSeriesLimits(parseRRule(rrule), startDate);

describe('checkSeriesLimits', () => {
  it.each([
    'FREQ=DAILY',
    'FREQ=DAILY;BYHOUR=14,19',
    'FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20360115',
    'FREQ=MONTHLY;BYDAY=-1FR;COUNT=2000',
    'FREQ=YEARLY;UNTIL=20360115T235959Z',
  ])('accepts %s', (rrule) => {
    expect(check(rrule)).toBeNull();
  });

  it.each(['SECONDLY', 'MINUTELY', 'HOURLY'])('refuses FREQ=%s', (freq) => {
    expect(check(`FREQ=${freq}`)).toMatchObject({ part: 'FREQ', message: expect.stringContaining(freq) });
  });

  it('refuses a COUNT over 2,000', () => {
    expect(check('FREQ=DAILY;COUNT=2001')).toEqual({ part: 'COUNT', message: 'COUNT can be at most 2000' });
  });

  it.each(['20360116', '99991231T235959Z'])(
    'refuses an UNTIL more than 10 years after the start (%s)',
    (until) => {
      expect(check(`FREQ=DAILY;UNTIL=${until}`)).toEqual({
        part: 'UNTIL',
        message: 'UNTIL can be at most 10 years after the start (2036-01-15)',
      });
    },
  );

  it('ends a series starting on February 29 on February 28, ten years on', () => {
    expect(latestSeriesDate('2028-02-29')).toBe('2038-02-28');
    expect(check('FREQ=YEARLY;UNTIL=20380228', '2028-02-29')).toBeNull();
    expect(check('FREQ=YEARLY;UNTIL=20380301', '2028-02-29')?.part).toBe('UNTIL');
  });
});
