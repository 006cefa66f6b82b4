import { describe, expect, it } from 'vitest';
import { getScheduleText, type ScheduleTextInput } from './schedule-text.ts';
import type { When } from './when.schema.ts';

const at = (iso: string) => Date.parse(iso);
// Friday 2025-11-21, 10:00 AM in New York (EST, UTC-5).
const NOW = at('2025-11-21T15:00:00Z');

const oneTime = (date: string, startTime = '19:00', endTime = '22:00'): When => ({
  startDate: date,
  endDate: date,
  startTime,
  endTime,
});
const allDay = (startDate: string, endDate = startDate): When => ({ startDate, endDate });
const venue = {
  monday: 'closed',
  tuesday: '10:00-18:00',
  wednesday: '10:00-18:00',
  thursday: '',
  friday: '22:00-02:00',
  saturday: '12:00-24:00',
} as const;
const ongoingVenue: When = { startDate: '2025-01-01', endDate: '2025-12-31', weekdays: venue };
// Saturdays 7-10 PM from 2025-10-04.
const saturdays: When = { ...oneTime('2025-10-04'), repeats: 'WEEKLY' };

const textOf = (input: Partial<ScheduleTextInput>) => getScheduleText({ when: null, now: NOW, ...input });

describe('getScheduleText: no schedule and failures (spec §4)', () => {
  it('shows -- without a schedule', () => {
    expect(textOf({ when: null })).toEqual({ type: 'ONE_TIME', text: '--', state: 'none' });
    expect(textOf({ when: undefined, openStatus: true })).toEqual({
      type: 'ONE_TIME',
      text: '--',
      state: 'none',
    });
  });

  it.each([
    ['no endDate', { when: { startDate: '2025-11-22' } }],
    ['no startDate', { when: { endDate: '2025-11-22' } }],
    ['an impossible date', { when: oneTime('2025-02-30') }],
    ['an unknown zone', { when: { ...oneTime('2025-11-22'), timeZone: 'Mars/Olympus' } }],
    ['an unknown fallback zone', { when: oneTime('2025-11-22'), timeZone: 'Nowhere/Atlantis' }],
    ['a bad rrule', { when: saturdays, rrule: 'FREQ=SOMETIMES' }],
    ['a time-of-day rule on an all-day series', { when: allDay('2025-11-22'), rrule: 'FREQ=HOURLY' }],
    ['a non-number now', { when: oneTime('2025-11-22'), now: Number.NaN }],
    ['bad weekday hours', { when: { ...ongoingVenue, weekdays: { monday: '9 to 5' } } as unknown as When }],
    ['a malformed cancelled event', { when: { startDate: '2025-11-22' }, status: 'CANCELED' as const }],
    ['a when that is not an object', { when: 'tomorrow' as unknown as When }],
  ] as const)('gives ERROR and -- for %s', (_label, input) => {
    expect(textOf(input)).toEqual({ type: 'ERROR', text: '--', state: 'none' });
  });
});

describe('getScheduleText: ONE_TIME', () => {
  it.each([
    // [label, when, text, state]
    ['later today', oneTime('2025-11-21'), 'Today at 7:00 PM', 'upcoming'],
    ['tomorrow', oneTime('2025-11-22'), 'Tomorrow at 7:00 PM', 'upcoming'],
    ['next week', oneTime('2025-11-29'), 'Sat, Nov 29 at 7:00 PM', 'upcoming'],
    ['next year', oneTime('2026-01-03'), 'Sat, Jan 03, 2026 at 7:00 PM', 'upcoming'],
    [
      'running now',
      oneTime('2025-11-21', '09:00', '12:00'),
      'In-progress Ends on Fri, Nov 21',
      'in-progress',
    ],
    [
      'starting this minute',
      oneTime('2025-11-21', '10:00', '12:00'),
      'In-progress Ends on Fri, Nov 21',
      'in-progress',
    ],
    [
      'overnight into tomorrow',
      { ...oneTime('2025-11-20', '20:00', '11:00'), endDate: '2025-11-21' },
      'In-progress Ends on Fri, Nov 21',
      'in-progress',
    ],
    ['ended this morning', oneTime('2025-11-21', '08:00', '10:00'), 'Ended', 'expired'],
    ['ended yesterday', oneTime('2025-11-20'), 'Ended', 'expired'],
    ['all day today', allDay('2025-11-21'), 'In-progress Ends on Fri, Nov 21', 'in-progress'],
    ['all day tomorrow', allDay('2025-11-22'), 'Tomorrow · All day', 'upcoming'],
    ['all day next week', allDay('2025-11-29'), 'Sat, Nov 29 · All day', 'upcoming'],
    ['all day next year', allDay('2026-11-28'), 'Sat, Nov 28, 2026 · All day', 'upcoming'],
    [
      'reversed times (swapped, spec §4)',
      oneTime('2025-11-21', '22:00', '19:00'),
      'Today at 7:00 PM',
      'upcoming',
    ],
  ] as const)('%s: %s', (_label, when, text, state) => {
    expect(textOf({ when })).toMatchObject({ type: 'ONE_TIME', text, state });
  });

  it('reports the occurrence as ISO instants with the offset', () => {
    expect(textOf({ when: oneTime('2025-11-22') }).next).toEqual({
      start: '2025-11-22T19:00:00-05:00',
      end: '2025-11-22T22:00:00-05:00',
    });
    expect(textOf({ when: oneTime('2025-11-20') }).next).toBeUndefined();
  });

  it('reads and shows the times in the when zone, or the fallback zone', () => {
    const kathmandu = { ...oneTime('2025-11-22'), timeZone: 'Asia/Kathmandu' };
    expect(textOf({ when: kathmandu })).toMatchObject({
      text: 'Tomorrow at 7:00 PM',
      next: { start: '2025-11-22T19:00:00+05:45' },
    });
    expect(textOf({ when: oneTime('2025-11-22'), timeZone: 'Europe/London' }).next?.start).toBe(
      '2025-11-22T19:00:00+00:00',
    );
  });

  it('shows 3:30 AM for a 2:30 AM start on the spring-forward day', () => {
    const result = textOf({ when: oneTime('2024-03-10', '02:30', '04:00'), now: at('2024-03-10T05:30:00Z') });
    expect(result).toMatchObject({ text: 'Today at 3:30 AM', state: 'upcoming' });
    expect(result.next).toEqual({ start: '2024-03-10T03:30:00-04:00', end: '2024-03-10T04:00:00-04:00' });
  });

  it('shows the first 1:30 AM on the fall-back day', () => {
    const result = textOf({ when: oneTime('2024-11-03', '01:30', '02:30'), now: at('2024-11-03T04:00:00Z') });
    expect(result).toMatchObject({ text: 'Today at 1:30 AM', state: 'upcoming' });
    expect(result.next).toEqual({ start: '2024-11-03T01:30:00-04:00', end: '2024-11-03T02:30:00-05:00' });
    // during the repeated hour (the second 1:30 AM, EST) it is running
    expect(
      textOf({ when: oneTime('2024-11-03', '01:30', '02:30'), now: at('2024-11-03T06:30:00Z') }).state,
    ).toBe('in-progress');
  });
});

describe('getScheduleText: status and open-status mode (spec §4)', () => {
  it.each([
    // [status, openStatus, when, text, state]
    ['CANCELED', false, oneTime('2025-11-22'), 'CANCELED', 'upcoming'],
    ['CANCELED', false, oneTime('2025-11-20'), 'CANCELED', 'expired'],
    ['CANCELED', false, null, 'CANCELED', 'none'],
    ['CANCELED', true, oneTime('2025-11-22'), 'CANCELED', 'upcoming'],
    ['POSTPONED', false, oneTime('2025-11-22'), 'TBA', 'upcoming'],
    ['POSTPONED', true, oneTime('2025-11-22'), 'TBA', 'upcoming'],
    ['RESCHEDULED', false, oneTime('2025-11-22'), 'Tomorrow at 7:00 PM', 'upcoming'],
    [null, false, oneTime('2025-11-22'), 'Tomorrow at 7:00 PM', 'upcoming'],
    ['RESCHEDULED', true, oneTime('2025-11-22'), 'Closed', 'upcoming'],
    [null, true, oneTime('2025-11-21', '09:00', '12:00'), 'Open', 'in-progress'],
    [null, true, oneTime('2025-11-20'), 'Closed', 'expired'],
    [null, true, { ...ongoingVenue, weekdays: { friday: '' } }, 'Open', 'open'],
    [null, true, ongoingVenue, 'Closed', 'closed'],
  ] as const)('%s (open-status %s)', (status, openStatus, when, text, state) => {
    expect(textOf({ when, status, openStatus })).toMatchObject({ text, state });
  });
});

describe('getScheduleText: ONGOING', () => {
  it.each([
    // [label, when, now, text, state]
    [
      'a season without hours',
      allDay('2025-11-01', '2025-12-31'),
      NOW,
      'In-progress Ends on Wed, Dec 31',
      'in-progress',
    ],
    ['a season not started', allDay('2025-12-01', '2025-12-31'), NOW, 'Mon, Dec 01 · All day', 'upcoming'],
    ['a season over', allDay('2025-10-01', '2025-10-31'), NOW, 'Ended', 'expired'],
    ['hours: closed until tonight', ongoingVenue, NOW, 'Closed · Opens Today at 10:00 PM', 'closed'],
    ['hours: Tuesday morning', ongoingVenue, at('2025-11-25T16:00:00Z'), 'Open now · until 6:00 PM', 'open'],
    ['hours: Thursday', ongoingVenue, at('2025-11-27T08:00:00Z'), 'Open now · All day', 'open'],
    // spec §3: Friday '22:00-02:00' is still open at 1 AM on Saturday
    ['hours: past midnight', ongoingVenue, at('2025-11-29T06:00:00Z'), 'Open now · until 2:00 AM', 'open'],
    [
      'hours: Saturday into the night',
      ongoingVenue,
      at('2025-11-29T20:00:00Z'),
      'Open now · until 12:00 AM',
      'open',
    ],
    [
      'hours: Sunday, next open Tuesday',
      ongoingVenue,
      at('2025-11-30T17:00:00Z'),
      'Closed · Opens Tue, Dec 02 at 10:00 AM',
      'closed',
    ],
    [
      'hours: Monday, next open tomorrow',
      ongoingVenue,
      at('2025-12-01T17:00:00Z'),
      'Closed · Opens Tomorrow at 10:00 AM',
      'closed',
    ],
    [
      'hours: next open day is all day',
      { ...ongoingVenue, weekdays: { saturday: '' } },
      NOW,
      'Closed · Opens Tomorrow · All day',
      'closed',
    ],
    [
      'hours: next open day inside the 6-day window',
      { ...ongoingVenue, weekdays: { thursday: '10:00-18:00' } },
      NOW,
      'Closed · Opens Thu, Nov 27 at 10:00 AM',
      'closed',
    ],
    [
      'hours: next open day beyond the 6-day window',
      { ...ongoingVenue, weekdays: { friday: '08:00-09:00' } },
      NOW,
      'Closed',
      'closed',
    ],
    [
      'hours: the span ends before the next open day',
      { ...ongoingVenue, endDate: '2025-11-22', weekdays: { sunday: '' } },
      NOW,
      'Closed',
      'closed',
    ],
    [
      'hours: not started yet',
      { ...ongoingVenue, startDate: '2025-12-01' },
      NOW,
      'Opens Tue, Dec 02 at 10:00 AM',
      'upcoming',
    ],
    [
      'hours: not started, nothing open in the window',
      { ...ongoingVenue, startDate: '2025-12-01', weekdays: { monday: 'closed' } },
      NOW,
      'Opens Mon, Dec 01',
      'upcoming',
    ],
    ['hours: the span is over', { ...ongoingVenue, endDate: '2025-11-20' }, NOW, 'Ended', 'expired'],
  ] as const)('%s: %s', (_label, when, now, text, state) => {
    expect(textOf({ when, now })).toMatchObject({ type: 'ONGOING', text, state });
  });

  it('reports the open interval, merged across midnight', () => {
    expect(textOf({ when: ongoingVenue, now: at('2025-11-29T06:00:00Z') }).next).toEqual({
      start: '2025-11-28T22:00:00-05:00',
      end: '2025-11-29T02:00:00-05:00',
    });
  });
});

describe('getScheduleText: WEEKLY', () => {
  it.each([
    // [label, when, now, text, state]
    ['tomorrow', saturdays, NOW, 'Every Saturday, 7:00 PM · Tomorrow', 'upcoming'],
    [
      'running',
      saturdays,
      at('2025-11-23T01:00:00Z'),
      'Every Saturday, 7:00 PM · Happening now',
      'in-progress',
    ],
    [
      'after this week',
      saturdays,
      at('2025-11-23T12:00:00Z'),
      'Every Saturday, 7:00 PM · Next: Sat, Nov 29',
      'upcoming',
    ],
    [
      'not started',
      { ...saturdays, startDate: '2025-12-06', endDate: '2025-12-06' },
      NOW,
      'Every Saturday, 7:00 PM · Next: Sat, Dec 06',
      'upcoming',
    ],
    ['until passed', { ...saturdays, repeatsUntil: '2025-11-15' }, NOW, 'Ended', 'expired'],
    ['until today, no Saturday left', { ...saturdays, repeatsUntil: '2025-11-21' }, NOW, 'Ended', 'expired'],
    [
      'with hours, next open a week ahead',
      { ...saturdays, weekdays: { sunday: '10:00-18:00' } },
      at('2025-11-24T00:00:00Z'),
      'Sun, 10:00 AM–6:00 PM · Next: Sun, Nov 30',
      'closed',
    ],
    [
      'with hours, open',
      { ...saturdays, weekdays: venue },
      at('2025-11-25T16:00:00Z'),
      'Tue–Sat, hours vary · Open now',
      'open',
    ],
  ] as const)('%s: %s', (_label, when, now, text, state) => {
    expect(textOf({ when, now })).toMatchObject({ type: 'WEEKLY', text, state });
  });

  it.each([
    // a weekly 7 PM series stays at 7 PM local across both changes
    ['2025-10-31T16:00:00Z', 'Every Saturday, 7:00 PM · Tomorrow', '2025-11-01T19:00:00-04:00'],
    ['2025-11-02T16:00:00Z', 'Every Saturday, 7:00 PM · Next: Sat, Nov 08', '2025-11-08T19:00:00-05:00'],
    ['2026-03-08T16:00:00Z', 'Every Saturday, 7:00 PM · Next: Sat, Mar 14', '2026-03-14T19:00:00-04:00'],
  ])('at %s shows %s', (now, text, start) => {
    const result = textOf({ when: saturdays, now: at(now) });
    expect(result.text).toBe(text);
    expect(result.next?.start).toBe(start);
  });
});

describe('getScheduleText: MONTHLY and other repeats', () => {
  it.each([
    // [label, when, now, type, text, state]
    [
      'monthly on the 15th',
      { ...oneTime('2025-01-15', '18:00', '20:00'), repeats: 'MONTHLY' },
      NOW,
      'MONTHLY',
      'The 15th of the month, 6:00 PM · Next: Mon, Dec 15',
      'upcoming',
    ],
    // on February 1 the 5-week window (spec §4) holds no 31st
    [
      'monthly on the 31st, none in 5 weeks',
      { ...allDay('2025-01-31'), repeats: 'MONTHLY' },
      at('2026-02-01T17:00:00Z'),
      'MONTHLY',
      'The 31st of the month',
      'upcoming',
    ],
    [
      'daily, today ended at 10 AM',
      { ...oneTime('2025-01-01', '09:00', '10:00'), repeats: 'DAILY' },
      NOW,
      'ONE_TIME',
      'Every day, 9:00 AM · Tomorrow',
      'upcoming',
    ],
    [
      'yearly',
      { ...allDay('2020-12-25'), repeats: 'YEARLY' },
      NOW,
      'ONE_TIME',
      'Every year on Dec 25 · Next: Thu, Dec 25',
      'upcoming',
    ],
  ] as const)('%s', (_label, when, now, type, text, state) => {
    expect(textOf({ when, now })).toMatchObject({ type, text, state });
  });
});

describe('getScheduleText: rrule (RFC 5545, via ../recurrence)', () => {
  it.each([
    // [label, when, rrule, now, text, next start]
    [
      'weekly on Saturday',
      saturdays,
      'FREQ=WEEKLY;BYDAY=SA',
      NOW,
      'Every Saturday, 7:00 PM · Tomorrow',
      '2025-11-22T19:00:00-05:00',
    ],
    [
      'Tuesdays and Thursdays',
      saturdays,
      'RRULE:FREQ=WEEKLY;BYDAY=TU,TH',
      NOW,
      'Every Tuesday and Thursday, 7:00 PM · Next: Tue, Nov 25',
      '2025-11-25T19:00:00-05:00',
    ],
    [
      'across fall back',
      saturdays,
      'FREQ=WEEKLY;BYDAY=SA',
      at('2025-11-02T16:00:00Z'),
      'Every Saturday, 7:00 PM · Next: Sat, Nov 08',
      '2025-11-08T19:00:00-05:00',
    ],
    [
      'in progress',
      saturdays,
      'FREQ=WEEKLY;BYDAY=SA',
      at('2025-11-23T01:00:00Z'),
      'Every Saturday, 7:00 PM · Happening now',
      '2025-11-22T19:00:00-05:00',
    ],
    [
      'all-day monthly',
      { ...allDay('2025-01-01'), repeats: 'MONTHLY' },
      'FREQ=MONTHLY;BYMONTHDAY=1',
      NOW,
      'The 1st of the month · Next: Mon, Dec 01',
      '2025-12-01T00:00:00-05:00',
    ],
    [
      'a 2:30 AM daily series on the spring-forward day',
      { ...oneTime('2024-03-01', '02:30', '03:45'), repeats: 'DAILY' },
      'FREQ=DAILY',
      at('2024-03-10T05:00:00Z'),
      'Every day, 2:30 AM · Today',
      '2024-03-10T03:30:00-04:00',
    ],
  ] as const)('%s: %s', (_label, when, rrule, now, text, start) => {
    const result = textOf({ when, rrule, now });
    expect(result.text).toBe(text);
    expect(result.next?.start).toBe(start);
  });

  it.each([
    ['COUNT exhausted', saturdays, 'FREQ=WEEKLY;COUNT=3'],
    ['UNTIL passed', saturdays, 'FREQ=WEEKLY;UNTIL=20251101T000000Z'],
    ['repeatsUntil reached before the next one', { ...saturdays, repeatsUntil: '2025-11-21' }, 'FREQ=WEEKLY'],
  ] as const)('is Ended when %s', (_label, when, rrule) => {
    expect(textOf({ when, rrule })).toMatchObject({ text: 'Ended', state: 'expired' });
  });

  it('ignores a blank rrule', () => {
    expect(textOf({ when: saturdays, rrule: '  ' }).text).toBe('Every Saturday, 7:00 PM · Tomorrow');
  });
});
