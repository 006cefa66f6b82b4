import { describe, expect, it } from 'vitest';
import {
  type CalendarEventSource,
  calendarLocation,
  calendarRrule,
  toCalendarEvent,
} from './experience-calendar-event.ts';
import { buildGoogleCalendarUrl } from './google-calendar-url.ts';
import { buildICalendar } from './icalendar.ts';

const PAGE_URL = 'https://happenings.example/event/jazz-night';

function makeSource(overrides: Partial<CalendarEventSource> = {}): CalendarEventSource {
  return {
    id: 'exp-1',
    name: 'Jazz Night',
    shortDescription: 'Live jazz by the river',
    timeZone: 'America/New_York',
    when: {
      startDate: '2026-11-24',
      endDate: '2026-11-24',
      startTime: '19:00',
      // 19:00 in New York in November is 00:00 UTC the next day.
      start: '2026-11-25T00:00:00.000Z',
      end: '2026-11-25T03:00:00.000Z',
      repeats: 'WEEKLY',
      repeatsUntil: '2027-01-26',
      weekdays: { tuesday: '19:00-22:00', wednesday: 'closed' },
    },
    where: { name: 'Esplanade', address: '1 Embankment Rd', city: 'Boston', state: 'MA' },
    exdates: ['2026-12-01'],
    ...overrides,
  };
}

describe('toCalendarEvent (spec §2 Add to calendar)', () => {
  it('gives the title, rrule, exdates, location, description and page address', () => {
    // Hours on Tuesdays only: one weekly opening, one entry, under the event's own UID.
    const { entries, ...event } = toCalendarEvent(makeSource(), PAGE_URL)!;
    expect(entries).toEqual([event]);
    expect(event).toEqual({
      uid: 'exp-1@happenings',
      title: 'Jazz Night',
      description: 'Live jazz by the river',
      location: 'Esplanade, 1 Embankment Rd, Boston, MA',
      url: PAGE_URL,
      start: '2026-11-24T19:00:00',
      end: '2026-11-24T22:00:00',
      timeZone: 'America/New_York',
      rrule: 'FREQ=WEEKLY;UNTIL=20270126;BYDAY=TU',
      exdates: ['2026-12-01'],
      status: null,
    });
  });

  // The suite runs under TZ=Asia/Kathmandu: wall-clock values come from the event's zone, never the process's.
  it.each([
    // [label, start (UTC), end (UTC), zone, expected start, expected end]
    [
      'a winter evening (EST)',
      '2026-03-08T00:00:00Z',
      '2026-03-08T03:00:00Z',
      undefined,
      '2026-03-07T19:00:00',
      '2026-03-07T22:00:00',
    ],
    [
      'the evening the clocks go forward (EDT)',
      '2026-03-08T23:00:00Z',
      '2026-03-09T02:00:00Z',
      undefined,
      '2026-03-08T19:00:00',
      '2026-03-08T22:00:00',
    ],
    [
      'a night across the spring change (01:00 EST to 04:00 EDT)',
      '2026-03-08T06:00:00Z',
      '2026-03-08T08:00:00Z',
      undefined,
      '2026-03-08T01:00:00',
      '2026-03-08T04:00:00',
    ],
    [
      'no end: two hours later, across the spring change',
      '2026-03-08T06:00:00Z',
      null,
      undefined,
      '2026-03-08T01:00:00',
      '2026-03-08T04:00:00',
    ],
    [
      'an end before the start: two hours',
      '2026-03-08T00:00:00Z',
      '2026-03-07T23:00:00Z',
      undefined,
      '2026-03-07T19:00:00',
      '2026-03-07T21:00:00',
    ],
    [
      'the last evening of summer time (EDT)',
      '2026-10-31T23:00:00Z',
      '2026-11-01T02:00:00Z',
      undefined,
      '2026-10-31T19:00:00',
      '2026-10-31T22:00:00',
    ],
    [
      'a night across the autumn change (00:00 EDT to 03:00 EST)',
      '2026-11-01T04:00:00Z',
      '2026-11-01T08:00:00Z',
      undefined,
      '2026-11-01T00:00:00',
      '2026-11-01T03:00:00',
    ],
    [
      'the evening after the clocks go back (EST)',
      '2026-11-02T00:00:00Z',
      '2026-11-02T03:00:00Z',
      undefined,
      '2026-11-01T19:00:00',
      '2026-11-01T22:00:00',
    ],
    [
      'an event in its own zone',
      '2026-11-02T03:00:00Z',
      '2026-11-02T06:00:00Z',
      'America/Los_Angeles',
      '2026-11-01T19:00:00',
      '2026-11-01T22:00:00',
    ],
  ] as const)('%s', (_label, start, end, timeZone, expectedStart, expectedEnd) => {
    const event = toCalendarEvent(
      makeSource({ timeZone: timeZone ?? null, when: { startTime: '19:00', start, end, repeats: '' } }),
      PAGE_URL,
    );
    expect(event).toMatchObject({
      start: expectedStart,
      end: expectedEnd,
      timeZone: timeZone ?? 'America/New_York',
      rrule: null,
      exdates: null,
    });
  });

  it.each([
    ['a run of days, the last inclusive', '2026-12-05', '2026-12-07', '2026-12-07'],
    ['one day', '2026-12-05', '2026-12-05', '2026-12-05'],
    ['an end day before the first', '2026-12-05', '2026-12-04', '2026-12-05'],
    ['no end day', '2026-12-05', null, '2026-12-05'],
  ])('gives dates for an all-day event: %s', (_label, startDate, endDate, expectedEnd) => {
    const event = toCalendarEvent(makeSource({ when: { startDate, endDate, repeats: '' } }), PAGE_URL);
    expect(event).toMatchObject({ start: startDate, end: expectedEnd, rrule: null, exdates: null });
  });

  it('returns null without a start, or with a stored rule that cannot be read', () => {
    expect(toCalendarEvent(makeSource({ when: { startTime: '19:00' } }), PAGE_URL)).toBeNull();
    expect(toCalendarEvent(makeSource({ rrule: 'FREQ=SOMETIMES' }), PAGE_URL)).toBeNull();
  });

  it('cuts the description to 300 characters and ... (spec §5, §9), an emoji never halved', () => {
    const long = `${'🎷'.repeat(299)}ab`;
    const event = toCalendarEvent(makeSource({ shortDescription: '', description: long }), PAGE_URL)!;
    expect(event.description).toBe(`${'🎷'.repeat(299)}a...`);
    expect(
      toCalendarEvent(makeSource({ shortDescription: '', description: null }), PAGE_URL)!.description,
    ).toBeNull();
  });

  it('marks a canceled event so calendars show it as such', () => {
    expect(toCalendarEvent(makeSource({ status: 'CANCELED' }), PAGE_URL)!.status).toBe('CANCELED');
  });

  it('exports an .ics whose EXDATE names the removed occurrence and whose UNTIL ends on the last day', () => {
    const source = makeSource({ when: { ...makeSource().when, repeatsUntil: '2027-03-16' } });
    const text = buildICalendar(toCalendarEvent(source, PAGE_URL)!, {
      now: Date.parse('2026-11-20T15:00:00Z'),
    });
    expect(text).toContain('DTSTART;TZID=America/New_York:20261124T190000');
    expect(text).toContain('EXDATE;TZID=America/New_York:20261201T190000');
    // repeatsUntil is inclusive: 23:59:59 on 16 March 2027, summer time again (EDT), is 03:59:59 UTC on the 17th.
    expect(text).toContain('RRULE:FREQ=WEEKLY;UNTIL=20270317T035959Z;BYDAY=TU');
  });

  it('gives Google calendar a stored rule ending on repeatsUntil (winter: EST)', () => {
    const source = makeSource({ rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH', exdates: [] });
    const url = new URL(buildGoogleCalendarUrl(toCalendarEvent(source, PAGE_URL)!));
    expect(url.searchParams.get('recur')).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20270127T045959Z;BYDAY=TU,TH',
    );
  });
});

describe('calendarRrule', () => {
  it.each([
    [
      'a stored rule wins over repeats, without its prefix',
      'RRULE:FREQ=MONTHLY;BYDAY=1FR',
      { repeats: 'WEEKLY' },
      'FREQ=MONTHLY;BYDAY=1FR',
    ],
    // The product stops every series at repeatsUntil (spec §4): so does the calendar's.
    [
      'a stored rule without an end ends on repeatsUntil',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH',
      { repeatsUntil: '2027-03-02' },
      'FREQ=WEEKLY;INTERVAL=2;UNTIL=20270302;BYDAY=TU,TH',
    ],
    // RFC 5545 §3.3.10: COUNT and UNTIL must not both occur.
    ['a stored COUNT is kept', 'FREQ=DAILY;COUNT=5', { repeatsUntil: '2027-03-02' }, 'FREQ=DAILY;COUNT=5'],
    [
      'a stored UNTIL is kept',
      'FREQ=DAILY;UNTIL=20270101',
      { repeatsUntil: '2027-03-02' },
      'FREQ=DAILY;UNTIL=20270101',
    ],
    ['a stored rule without repeatsUntil', 'FREQ=YEARLY', {}, 'FREQ=YEARLY'],
    ['MONTHLY from repeats', null, { repeats: 'MONTHLY' }, 'FREQ=MONTHLY'],
    [
      'DAILY from repeats, to repeatsUntil',
      '  ',
      { repeats: 'DAILY', repeatsUntil: '2026-12-31' },
      'FREQ=DAILY;UNTIL=20261231',
    ],
    [
      'WEEKLY on the days that are not closed',
      null,
      { repeats: 'WEEKLY', weekdays: { monday: '', friday: '10:00-12:00', sunday: 'closed' } },
      'FREQ=WEEKLY;BYDAY=MO,FR',
    ],
    ['WEEKLY without hours: every week from the first day', null, { repeats: 'WEEKLY' }, 'FREQ=WEEKLY'],
    [
      'WEEKLY with every day closed',
      null,
      { repeats: 'WEEKLY', weekdays: { monday: 'closed' } },
      'FREQ=WEEKLY',
    ],
    ['ONE_TIME does not repeat', null, { repeats: 'ONE_TIME', repeatsUntil: '2030-01-01' }, null],
    ['ONGOING does not repeat', null, { repeats: 'ONGOING' }, null],
    ['no repeats', null, {}, null],
  ] as const)('%s', (_label, rrule, when, expected) => {
    expect(calendarRrule({ rrule, when })).toBe(expected);
  });
});

describe('calendarLocation', () => {
  it.each([
    [
      { name: 'Royale', address: '279 Tremont St', city: 'Boston', state: 'MA' },
      'Royale, 279 Tremont St, Boston, MA',
    ],
    [{ name: 'Boston', address: '', city: 'Boston', state: 'MA' }, 'Boston, MA'],
    [{ name: ' ', address: '', city: '', state: '' }, null],
    [null, null],
  ])('%j -> %s', (where, expected) => {
    expect(calendarLocation(where)).toBe(expected);
  });
});
