/**
 * Opening hours per weekday written as calendar entries (weekday-hours-events.ts via toCalendarEvents and
 * buildICalendar), checked against the product's own expansion of the same schedule: ical.js expands the written
 * file independently, and its openings must be the product's, over a year crossing both daylight-saving changes
 * of New York (2026-03-08 and 2026-11-01).
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { expandSchedule } from '../../../db/src/experiences/occurrences.expand.ts';
import type { Weekdays } from '../schedule/when.schema.ts';
import { toInstant, toZoned } from '../time/zoned-time.ts';
import { calendarFileEntries, googleCalendarEntry } from './add-to-calendar-event.ts';
import { type CalendarEventSource, toCalendarEvent, toCalendarEvents } from './experience-calendar-event.ts';
import { buildICalendar } from './icalendar.ts';

const WINDOW = { fromMs: Date.parse('2026-02-01T05:00:00Z'), toMs: Date.parse('2027-01-31T05:00:00Z') };
const NOW = Date.parse('2026-01-20T12:00:00Z');
const URL = 'https://happenings.example/event/x';

const MUSEUM: Weekdays = {
  monday: 'closed',
  tuesday: '10:00-17:00',
  wednesday: '10:00-17:00',
  thursday: '10:00-21:00',
  friday: '10:00-17:00',
  saturday: '10:00-17:00',
  sunday: '11:00-17:00',
};
const BAR: Weekdays = {
  monday: 'closed',
  tuesday: '16:00-23:00',
  wednesday: '16:00-23:00',
  thursday: '16:00-24:00',
  friday: '16:00-02:00',
  saturday: '12:00-02:00',
  sunday: '',
};

interface Case {
  label: string;
  weekdays: Weekdays;
  startDate: string;
  endDate?: string;
  repeats: 'WEEKLY' | '';
  repeatsUntil?: string;
  exdates?: string[];
  timeZone?: string;
  /** The UID keys of the entries, sorted ('' for the event's own UID). */
  keys: string[];
}

const CASES: Case[] = [
  {
    label: 'a museum, weekly until late November, a holiday and a closed Monday excluded',
    weekdays: MUSEUM,
    startDate: '2026-02-03',
    repeats: 'WEEKLY',
    repeatsUntil: '2026-11-29',
    exdates: ['2026-07-04', '2026-11-26', '2026-03-09'],
    keys: ['1000-1700', '1000-2100', '1100-1700'],
  },
  {
    label: 'an exhibition with the museum’s hours from its first to its last day',
    weekdays: MUSEUM,
    startDate: '2026-02-01',
    endDate: '2026-12-31',
    repeats: '',
    keys: ['1000-1700', '1000-2100', '1100-1700'],
  },
  {
    label: 'a bar past midnight, starting on a Sunday and ending on a Saturday (both cut)',
    weekdays: BAR,
    startDate: '2026-02-01',
    repeats: 'WEEKLY',
    repeatsUntil: '2026-11-07',
    exdates: ['2026-10-31', '2026-03-10', '2026-03-07'],
    keys: ['1200-2400+1', '1600-0200+1', '1600-2300', '1600-2400', 'first', 'last'],
  },
  {
    label: 'a bar for ever',
    weekdays: BAR,
    startDate: '2026-01-06',
    repeats: 'WEEKLY',
    keys: ['1200-2400+1', '1600-0200+1', '1600-2300', '1600-2400'],
  },
  {
    label: 'one opening a week keeps the event’s own UID',
    weekdays: { saturday: '09:00-15:00', sunday: 'closed' },
    startDate: '2026-02-02',
    repeats: 'WEEKLY',
    exdates: ['2026-03-07', '2026-10-31'],
    keys: [''],
  },
  {
    label: 'whole days: Friday to Sunday is one opening of three days',
    weekdays: { friday: '', saturday: '', sunday: '' },
    startDate: '2026-02-04',
    repeats: 'WEEKLY',
    repeatsUntil: '2027-01-10',
    exdates: ['2026-11-27'],
    keys: [''],
  },
  {
    label: 'a late Friday and an all-day Sunday, in Los Angeles',
    weekdays: { friday: '22:00-03:00', sunday: '' },
    startDate: '2026-02-01',
    repeats: 'WEEKLY',
    timeZone: 'America/Los_Angeles',
    keys: ['2200-0300+1', 'allday'],
  },
  {
    // Saturday night into Sunday across the change: 20:00-05:00 wall clock is 8 hours on 2026-03-07 and 10 on
    // 2026-10-31. (A time the change skips or repeats, 02:30 in March or 01:30 in November, ical.js reads against
    // RFC 5545 §3.3.5: the round-trip tests cover those with the product's reader.)
    label: 'a night opening across both daylight-saving changes',
    weekdays: { saturday: '20:00-05:00', wednesday: '20:00-05:00' },
    startDate: '2026-02-01',
    repeats: 'WEEKLY',
    keys: [''],
  },
];

function sourceOf(test: Case): CalendarEventSource {
  return {
    id: 'exp-7',
    name: 'Open house',
    description: 'Come in',
    timeZone: test.timeZone ?? 'America/New_York',
    exdates: test.exdates ?? [],
    when: {
      startDate: test.startDate,
      endDate: test.endDate ?? test.startDate,
      repeats: test.repeats,
      repeatsUntil: test.repeatsUntil ?? null,
      weekdays: test.weekdays,
    },
    where: { name: 'Royale', city: 'Boston', state: 'MA' },
  };
}

/** The product's openings: start/end instants, a trimmed midnight end (23:59:59) read as the midnight. */
function productOpenings(test: Case): string[] {
  const timeZone = test.timeZone ?? 'America/New_York';
  return expandSchedule(
    {
      startDate: test.startDate,
      endDate: test.endDate ?? test.startDate,
      startTime: null,
      endTime: null,
      timeZone,
      weekdays: test.weekdays,
      rrule: null,
      exdates: test.exdates ?? [],
      repeats: test.repeats,
      repeatsUntil: test.repeatsUntil ?? null,
    },
    WINDOW,
  )
    .map((occurrence) => {
      const end = toZoned(occurrence.endsAt.getTime(), timeZone);
      const endMs =
        occurrence.endsAt.getTime() + (end.hour === 23 && end.minute === 59 && end.second === 59 ? 1000 : 0);
      return `${occurrence.startsAt.toISOString()}/${new Date(endMs).toISOString()}`;
    })
    .sort();
}

/** ical.js's openings of the written file within the window; all-day ones from the zone's midnights. */
function icalOpenings(text: string, timeZone: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const keys: string[] = [];
  const epoch = (time: ICAL.Time) =>
    time.isDate
      ? toInstant(
          { year: time.year, month: time.month, day: time.day, hour: 0, minute: 0, second: 0 },
          timeZone,
        )
      : time.toUnixTime() * 1000;
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const { startDate, endDate } = event.getOccurrenceDetails(next);
      const startMs = epoch(startDate);
      if (startMs > WINDOW.toMs) break;
      const endMs = epoch(endDate);
      if (endMs < WINDOW.fromMs) continue;
      keys.push(`${new Date(startMs).toISOString()}/${new Date(endMs).toISOString()}`);
    }
  }
  return keys.sort();
}

describe('opening hours per weekday as calendar entries', () => {
  it.each(CASES)('$label', (test) => {
    const events = toCalendarEvents(sourceOf(test), URL);
    const timeZone = test.timeZone ?? 'America/New_York';
    expect(
      events.map((event) => event.uid.replace(/^exp-7-?/, '').replace(/@happenings$/, '')).sort(),
    ).toEqual(test.keys);
    for (const event of events) {
      expect(event).toMatchObject({ title: 'Open house', description: 'Come in', url: URL, timeZone });
    }
    const text = buildICalendar(events, { now: NOW, timeZone });
    const expected = productOpenings(test);
    expect(expected.length).toBeGreaterThan(20);
    expect(icalOpenings(text, timeZone)).toEqual(expected);
  });

  it('writes each distinct opening as a weekly VEVENT from its first day, to the last day, with its EXDATEs', () => {
    const test = CASES[0]!;
    const text = buildICalendar(toCalendarEvents(sourceOf(test), URL), { now: NOW });
    const vevents = text.split('BEGIN:VEVENT').slice(1);
    const lines = (name: string) =>
      vevents.map((block) => block.split('\r\n').filter((line) => line.startsWith(name)));
    expect(lines('UID')).toEqual([
      ['UID:exp-7-1100-1700@happenings'],
      ['UID:exp-7-1000-1700@happenings'],
      ['UID:exp-7-1000-2100@happenings'],
    ]);
    expect(lines('DTSTART')).toEqual([
      ['DTSTART;TZID=America/New_York:20260208T110000'],
      ['DTSTART;TZID=America/New_York:20260203T100000'],
      ['DTSTART;TZID=America/New_York:20260205T100000'],
    ]);
    expect(lines('DTEND')).toEqual([
      ['DTEND;TZID=America/New_York:20260208T170000'],
      ['DTEND;TZID=America/New_York:20260203T170000'],
      ['DTEND;TZID=America/New_York:20260205T210000'],
    ]);
    // UNTIL: the end of November 29 in New York, in UTC.
    expect(lines('RRULE')).toEqual([
      ['RRULE:FREQ=WEEKLY;UNTIL=20261130T045959Z;BYDAY=SU'],
      ['RRULE:FREQ=WEEKLY;UNTIL=20261130T045959Z;BYDAY=TU,WE,FR,SA'],
      ['RRULE:FREQ=WEEKLY;UNTIL=20261130T045959Z;BYDAY=TH'],
    ]);
    // Each holiday on the entry of its weekday; Monday the 9th, closed anyway, on none.
    expect(lines('EXDATE')).toEqual([
      [],
      ['EXDATE;TZID=America/New_York:20260704T100000'],
      ['EXDATE;TZID=America/New_York:20261126T100000'],
    ]);
  });

  it('gives the .ics file every entry and Google’s link the next opening', () => {
    const event = toCalendarEvent(sourceOf(CASES[2]!), URL)!;
    expect(calendarFileEntries(event)).toHaveLength(6);
    // Thursday 2026-03-05, 17:00 in New York: the bar opened at 16:00 and is open until midnight.
    expect(googleCalendarEntry(event, Date.parse('2026-03-05T22:00:00Z'))).toMatchObject({
      uid: 'exp-7-1600-2400@happenings',
      start: '2026-03-05T16:00:00',
      end: '2026-03-06T00:00:00',
      rrule: null,
      exdates: null,
    });
    // Saturday 2026-03-07 (and with it its opening into Monday) and Tuesday 2026-03-10 are excluded.
    expect(googleCalendarEntry(event, Date.parse('2026-03-07T08:00:00Z'))).toMatchObject({
      uid: 'exp-7-1600-2300@happenings',
      start: '2026-03-11T16:00:00',
      end: '2026-03-11T23:00:00',
    });
  });

  it('leaves an event without hours as one entry, for the file and for Google', () => {
    const source: CalendarEventSource = {
      ...sourceOf(CASES[0]!),
      when: {
        startDate: '2026-03-03',
        endDate: '2026-03-03',
        startTime: '19:00',
        start: '2026-03-04T00:00:00.000Z',
        end: '2026-03-04T02:00:00.000Z',
        repeats: 'WEEKLY',
      },
    };
    const event = toCalendarEvent(source, URL)!;
    expect(event.entries).toBeUndefined();
    expect(calendarFileEntries(event)).toEqual([event]);
    expect(googleCalendarEntry(event, NOW)).toBe(event);
    expect(toCalendarEvents(source, URL)).toEqual([event]);
  });
});
