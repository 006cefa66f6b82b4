import { describe, expect, it } from 'vitest';
import { describeRepeat, describeWeekdayHours } from './repeat-text.ts';
import { resolveWhen } from './resolve-when.ts';
import { getScheduleText } from './schedule-text.ts';
import type { When } from './when.schema.ts';

const at = (iso: string) => Date.parse(iso);
// Friday 2025-11-21, 10:00 AM in New York (EST, UTC-5).
const NOW = at('2025-11-21T15:00:00Z');
// Friday 2025-11-07, 7-10 PM, the first of a series.
const fridays: When = {
  startDate: '2025-11-07',
  endDate: '2025-11-07',
  startTime: '19:00',
  endTime: '22:00',
  repeats: 'WEEKLY',
};
const resolved = (when: When) => resolveWhen(when, 'America/New_York');

describe('describeRepeat', () => {
  it.each([
    // [rrule, text]
    ['FREQ=WEEKLY', 'Every Friday, 7:00 PM'],
    ['FREQ=WEEKLY;BYDAY=TU,TH', 'Every Tuesday and Thursday, 7:00 PM'],
    ['FREQ=WEEKLY;BYDAY=MO,WE,FR', 'Every Mon, Wed and Fri, 7:00 PM'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'Every weekday, 7:00 PM'],
    ['FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH,FR,SA', 'Every day, 7:00 PM'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=SA', 'Every other Saturday, 7:00 PM'],
    ['FREQ=WEEKLY;INTERVAL=3', 'Every 3 weeks on Friday, 7:00 PM'],
    ['FREQ=DAILY', 'Every day, 7:00 PM'],
    ['FREQ=MONTHLY;BYDAY=1FR', 'First Friday of the month, 7:00 PM'],
    ['FREQ=MONTHLY;BYDAY=-1SA', 'Last Saturday of the month, 7:00 PM'],
    ['FREQ=MONTHLY;BYDAY=2SU', 'Second Sunday of the month, 7:00 PM'],
    ['FREQ=MONTHLY;BYDAY=WE;BYSETPOS=3', 'Third Wednesday of the month, 7:00 PM'],
    ['FREQ=MONTHLY;BYMONTHDAY=1', 'The 1st of the month, 7:00 PM'],
    ['FREQ=MONTHLY', 'The 7th of the month, 7:00 PM'],
    // No short form: the full sentence of describeRRule.
    ['FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=1,15', 'Every 2 months on the 1st and 15th, 7:00 PM'],
    ['FREQ=YEARLY;BYMONTH=6', 'Every year in June, 7:00 PM'],
    ['FREQ=WEEKLY;BYHOUR=9', 'Every week at 9:00 AM, 7:00 PM'],
  ])('%s reads %s', (rrule, text) => {
    expect(describeRepeat(resolved(fridays), rrule)).toBe(text);
  });

  it.each([
    // [repeats, text]
    ['DAILY', 'Every day, 7:00 PM'],
    ['WEEKLY', 'Every Friday, 7:00 PM'],
    ['MONTHLY', 'The 7th of the month, 7:00 PM'],
    ['YEARLY', 'Every year on Nov 7, 7:00 PM'],
    ['', null],
  ] as const)('repeats %s reads %s', (repeats, text) => {
    expect(describeRepeat(resolved({ ...fridays, repeats }), null)).toBe(text);
  });

  it('leaves the time out of whole days', () => {
    const when: When = { startDate: '2025-11-22', endDate: '2025-11-22', repeats: 'WEEKLY' };
    expect(describeRepeat(resolved(when), null)).toBe('Every Saturday');
  });
});

describe('describeWeekdayHours', () => {
  it.each([
    [
      {
        monday: 'closed',
        tuesday: '19:00-23:00',
        wednesday: '19:00-23:00',
        thursday: '19:00-23:00',
        friday: '19:00-23:00',
        saturday: '19:00-23:00',
      },
      'Tue–Sat, 7:00 PM–11:00 PM',
    ],
    [{ saturday: '', sunday: '' }, 'Sat, Sun, all day'],
    [
      { monday: '10:00-17:00', wednesday: '10:00-17:00', thursday: '10:00-17:00', friday: '10:00-17:00' },
      'Mon, Wed–Fri, 10:00 AM–5:00 PM',
    ],
    [{ friday: '16:00-02:00', saturday: '12:00-02:00', sunday: '' }, 'Fri–Sun, hours vary'],
  ] as const)('%o reads %s', (weekdays, text) => {
    expect(describeWeekdayHours(weekdays)).toBe(text);
  });

  it('is null when every day is closed', () => {
    expect(describeWeekdayHours({ monday: 'closed' })).toBeNull();
  });
});

describe('getScheduleText of repeating schedules', () => {
  const bar: When = {
    ...fridays,
    weekdays: {
      tuesday: '19:00-23:00',
      wednesday: '19:00-23:00',
      thursday: '19:00-23:00',
      friday: '19:00-23:00',
      saturday: '19:00-23:00',
    },
  };

  it.each([
    // [label, when, rrule, now, text, state]
    ['weekly, tonight', fridays, null, NOW, 'Every Friday, 7:00 PM · Today', 'upcoming'],
    [
      'weekly, next week',
      fridays,
      null,
      at('2025-11-22T15:00:00Z'),
      'Every Friday, 7:00 PM · Next: Fri, Nov 28',
      'upcoming',
    ],
    [
      'first Friday',
      fridays,
      'FREQ=MONTHLY;BYDAY=1FR',
      NOW,
      'First Friday of the month, 7:00 PM · Next: Fri, Dec 05',
      'upcoming',
    ],
    [
      'weekday hours, open',
      bar,
      null,
      at('2025-11-22T01:00:00Z'),
      'Tue–Sat, 7:00 PM–11:00 PM · Open now',
      'open',
    ],
    ['weekday hours, tonight', bar, null, NOW, 'Tue–Sat, 7:00 PM–11:00 PM · Today', 'closed'],
    [
      'weekday hours, not started',
      { ...bar, startDate: '2025-12-02', endDate: '2025-12-02' },
      null,
      NOW,
      'Tue–Sat, 7:00 PM–11:00 PM · Next: Tue, Dec 02',
      'upcoming',
    ],
    [
      'weekday hours, none left before the series ends',
      { ...bar, weekdays: { sunday: '10:00-12:00' }, repeatsUntil: '2025-11-22' },
      null,
      NOW,
      'Sun, 10:00 AM–12:00 PM',
      'closed',
    ],
  ] as const)('%s: %s', (_label, when, rrule, now, text, state) => {
    expect(getScheduleText({ when, rrule, now })).toMatchObject({ text, state });
  });

  it('keeps the status words over the pattern (spec §4)', () => {
    expect(getScheduleText({ when: fridays, now: NOW, status: 'POSTPONED' }).text).toBe('TBA');
  });
});
