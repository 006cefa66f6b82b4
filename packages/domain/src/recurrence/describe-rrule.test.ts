import { describe, expect, it } from 'vitest';
import { describeRRule } from './describe-rrule.ts';
import { RecurrenceRuleError } from './recurrence-rule.ts';

describe('describeRRule', () => {
  it.each([
    [
      'FREQ=WEEKLY;WKST=SU;UNTIL=20170814T045959Z;INTERVAL=2;BYDAY=MO,TH',
      'Every 2 weeks on Monday and Thursday until Aug 14, 2017',
    ],
    ['FREQ=DAILY', 'Every day'],
    ['FREQ=DAILY;INTERVAL=2', 'Every 2 days'],
    ['FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', 'Every weekday'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'Every weekday'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR', 'Every 2 weeks on weekdays'],
    ['FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;BYMONTH=1;BYMONTHDAY=1', 'Every weekday in January when it is the 1st'],
    ['FREQ=MONTHLY;BYDAY=-1FR', 'Every month on the last Friday'],
    ['FREQ=MONTHLY;BYDAY=-2MO;COUNT=6', 'Every month on the 2nd to last Monday, 6 times'],
    ['FREQ=MONTHLY;INTERVAL=2;BYDAY=1SU,-1SU', 'Every 2 months on the 1st Sunday and the last Sunday'],
    ['FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1', 'Every year on January 1'],
    ['FREQ=MONTHLY;BYMONTHDAY=1,15;COUNT=10', 'Every month on the 1st and 15th, 10 times'],
    [
      'FREQ=MONTHLY;BYMONTHDAY=2,3,21,22,23,11,12,13',
      'Every month on the 2nd, 3rd, 21st, 22nd, 23rd, 11th, 12th and 13th',
    ],
    ['FREQ=MONTHLY;BYMONTHDAY=-3', 'Every month on the 3rd to last day'],
    ['FREQ=HOURLY;INTERVAL=3', 'Every 3 hours'],
    [
      'FREQ=WEEKLY;UNTIL=19971224T000000Z;BYDAY=TU,TH',
      'Every week on Tuesday and Thursday until Dec 24, 1997',
    ],
    ['FREQ=YEARLY;BYMONTH=1,3', 'Every year in January and March'],
    ['FREQ=YEARLY;BYMONTH=6,7;COUNT=10', 'Every year in June and July, 10 times'],
    ['FREQ=DAILY;COUNT=5', 'Every day, 5 times'],
    ['FREQ=DAILY;COUNT=1', 'Every day, once'],
    ['FREQ=DAILY;UNTIL=20250101', 'Every day until Jan 1, 2025'],
    ['FREQ=YEARLY;BYDAY=20MO', 'Every year on the 20th Monday'],
    ['FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO', 'Every year on Monday in week 20'],
    ['FREQ=YEARLY;BYWEEKNO=-1', 'Every year in the last week'],
    ['FREQ=YEARLY;BYWEEKNO=1,20', 'Every year in weeks 1 and 20'],
    ['FREQ=YEARLY;INTERVAL=3;BYYEARDAY=1,100,-1', 'Every 3 years on the 1st, 100th and last day of the year'],
    ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2', 'Every month on the 2nd to last weekday'],
    [
      'FREQ=MONTHLY;BYDAY=TU,WE,TH;BYSETPOS=3;COUNT=3',
      'Every month on the 3rd Tuesday, Wednesday or Thursday, 3 times',
    ],
    [
      'FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13',
      'Every month on Saturday when it is the 7th, 8th, 9th, 10th, 11th, 12th or 13th of the month',
    ],
    ['FREQ=DAILY;BYHOUR=9,17;BYMINUTE=0,30', 'Every day at 9:00 AM, 9:30 AM, 5:00 PM and 5:30 PM'],
    ['FREQ=DAILY;BYHOUR=0,12;BYSECOND=15', 'Every day at 12:00:15 AM and 12:00:15 PM'],
    ['FREQ=DAILY;BYMINUTE=15', 'Every day at minute 15'],
    ['FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10', 'Every 20 minutes during hours 9 and 10'],
    ['FREQ=SECONDLY;BYMINUTE=0,30;BYSECOND=5', 'Every second at minutes 0 and 30 at second 5'],
    [
      'FREQ=DAILY;BYSETPOS=1;BYHOUR=9,10',
      'Every day (only the 1st occurrence of each day) at 9:00 AM and 10:00 AM',
    ],
  ])('%s -> %s', (rule, sentence) => {
    expect(describeRRule(rule)).toBe(sentence);
  });

  it('shows a UTC UNTIL as the local date of the series zone when given one', () => {
    // 2017-08-14T04:59:59Z is 23:59:59 on Aug 13 in Chicago (fixture 03: Google's "end of local day" UNTIL).
    const rule = 'FREQ=WEEKLY;WKST=SU;UNTIL=20170814T045959Z;INTERVAL=2;BYDAY=MO,TH';
    expect(describeRRule(rule, { timeZone: 'US/Central', locale: 'en' })).toBe(
      'Every 2 weeks on Monday and Thursday until Aug 13, 2017',
    );
  });

  it('throws a RecurrenceRuleError for an invalid rule', () => {
    expect(() => describeRRule('FREQ=NEVER')).toThrow(RecurrenceRuleError);
  });
});
