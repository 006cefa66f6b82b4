/**
 * buildICalendar, read back with an independent parser (ical.js) that uses our VTIMEZONE to place events.
 */
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { addLocalDays, parseLocalDateTime, toInstant } from '../time/zoned-time.ts';
import type { CalendarEvent } from './calendar-event.schema.ts';
import { buildICalendar } from './icalendar.ts';

const NOW = Date.UTC(2025, 1, 1, 12, 0, 0);
const NY = 'America/New_York';

function makeEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    uid: 'jazz-night@happenings',
    title: 'Jazz Night',
    start: '2025-03-01T20:00:00',
    end: '2025-03-01T23:00:00',
    timeZone: NY,
    ...overrides,
  };
}

/** Parses a document and registers its VTIMEZONEs, as a calendar app would. */
function parse(text: string): { calendar: ICAL.Component; events: ICAL.Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

const iso = (time: ICAL.Time) => new Date(time.toUnixTime() * 1000).toISOString();

/** The first `count` occurrence starts as ISO instants, expanded by ical.js. */
function expand(event: ICAL.Event, count: number): string[] {
  const iterator = event.iterator();
  const starts: string[] = [];
  for (let next = iterator.next(); next && starts.length < count; next = iterator.next())
    starts.push(iso(next));
  return starts;
}

afterEach(() => {
  ICAL.TimezoneService.reset();
});

describe('buildICalendar', () => {
  it('writes the calendar header and one event', () => {
    const text = buildICalendar(makeEvent(), { now: NOW, calendarName: 'Happenings' });
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Happenings//Happenings Events//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Happenings');
    expect(events).toHaveLength(1);
    const vevent = events[0]!.component;
    expect(vevent.getFirstPropertyValue('uid')).toBe('jazz-night@happenings');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2025-02-01T12:00:00Z');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('tells subscribing apps how often to refresh, and names the feed zone even with no events', () => {
    const text = buildICalendar([], {
      now: NOW,
      calendarName: 'Boston',
      refreshInterval: 'PT6H',
      timeZone: NY,
    });
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n');
    expect(text).toContain('X-PUBLISHED-TTL:PT6H\r\n');
    expect(text).toContain('X-WR-TIMEZONE:America/New_York\r\n');
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('name')).toBe('Boston');
    expect(events).toHaveLength(0);
    expect(
      calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    ).toEqual([NY]);
  });

  it('refuses a refresh interval that is not a duration', () => {
    expect(() => buildICalendar([], { now: NOW, refreshInterval: '6 hours' })).toThrow(RangeError);
  });

  it('places a timed event at the right instants in its zone (winter and summer)', () => {
    const text = buildICalendar(
      [
        makeEvent({ uid: 'winter' }),
        makeEvent({ uid: 'summer', start: '2025-07-04T21:30:00', end: '2025-07-04T23:00:00' }),
      ],
      { now: NOW },
    );
    expect(text).toContain('DTSTART;TZID=America/New_York:20250301T200000');
    const [winter, summer] = parse(text).events;
    expect(iso(winter!.startDate)).toBe('2025-03-02T01:00:00.000Z');
    expect(iso(winter!.endDate)).toBe('2025-03-02T04:00:00.000Z');
    expect(iso(summer!.startDate)).toBe('2025-07-05T01:30:00.000Z');
    expect(iso(summer!.endDate)).toBe('2025-07-05T03:00:00.000Z');
    expect(winter!.startDate.zone?.tzid).toBe(NY);
  });

  it.each([
    'Jazz, Blues; and more',
    'Line one\nLine two\r\nLine three',
    'Back\\slash and "quotes"',
    'Café Ünïcødé — ñandú',
    '🎷🎺🥁 Jazz 🎶 night 🌃',
    `Long ${'é🎷,;'.repeat(40)} end`,
  ])('round-trips the summary, description and location %j', (text) => {
    const ics = buildICalendar(makeEvent({ title: text, description: text, location: text }), { now: NOW });
    const [event] = parse(ics).events;
    const expected = text.replace(/\r\n/g, '\n');
    expect(event!.summary).toBe(expected);
    expect(event!.location).toBe(expected);
    expect(event!.description).toBe(expected.length > 300 ? expect.any(String) : expected);
  });

  it('cuts the description to 300 characters plus ... (spec §5)', () => {
    const ics = buildICalendar(makeEvent({ description: 'd'.repeat(400) }), { now: NOW });
    expect(parse(ics).events[0]!.description).toBe(`${'d'.repeat(300)}...`);
  });

  it('folds every line to at most 75 octets with CRLF endings and a final CRLF', () => {
    const long = `${'Ünïcødé 🎷 '.repeat(30)}, ; \n end`;
    const ics = buildICalendar(
      makeEvent({
        title: long,
        description: long,
        location: long,
        url: `https://example.com/${'a'.repeat(120)}`,
      }),
      { now: NOW },
    );
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parse(ics).events[0]!.component.getFirstPropertyValue('url')).toBe(
      `https://example.com/${'a'.repeat(120)}`,
    );
  });

  it('expands a weekly RRULE across the March DST change to the same local time (20:00)', () => {
    const ics = buildICalendar(makeEvent({ rrule: 'FREQ=WEEKLY;COUNT=4' }), { now: NOW });
    expect(expand(parse(ics).events[0]!, 10)).toEqual([
      '2025-03-02T01:00:00.000Z', // Sat 1 March, EST
      '2025-03-09T01:00:00.000Z', // Sat 8 March, EST (DST starts Sunday 9 March)
      '2025-03-16T00:00:00.000Z', // Sat 15 March, EDT
      '2025-03-23T00:00:00.000Z',
    ]);
  });

  it('expands a weekly RRULE across the November change, leaving out EXDATEs, up to a local UNTIL', () => {
    const ics = buildICalendar(
      makeEvent({
        start: '2025-10-18T20:00:00',
        end: '2025-10-18T22:00:00',
        rrule: 'RRULE:FREQ=WEEKLY;UNTIL=20251115',
        exdates: ['2025-10-25T20:00:00', '2025-11-08'],
      }),
      { now: NOW },
    );
    expect(ics).toContain('RRULE:FREQ=WEEKLY;UNTIL=20251116T045959Z');
    expect(ics).toContain('EXDATE;TZID=America/New_York:20251025T200000,20251108T200000');
    expect(expand(parse(ics).events[0]!, 10)).toEqual([
      '2025-10-19T00:00:00.000Z', // Sat 18 Oct, EDT
      '2025-11-02T00:00:00.000Z', // Sat 1 Nov, EDT (DST ends Sunday 2 Nov)
      '2025-11-16T01:00:00.000Z', // Sat 15 Nov, EST: UNTIL is inclusive (RFC 5545 §3.3.10)
    ]);
  });

  it.each([
    ['Europe/London', '2025-01-04T10:00:00', '2025-01-04T11:00:00'],
    ['Australia/Sydney', '2025-01-04T10:00:00', '2025-01-04T11:00:00'],
    ['America/New_York', '2025-01-04T22:30:00', '2025-01-04T23:30:00'],
  ])(
    'keeps an open-ended weekly event in %s right for years beyond the VTIMEZONE list',
    (zone, start, end) => {
      const ics = buildICalendar(makeEvent({ start, end, timeZone: zone, rrule: 'FREQ=WEEKLY' }), {
        now: NOW,
      });
      const first = parseLocalDateTime(start)!;
      const expected = Array.from({ length: 160 }, (_, week) =>
        new Date(toInstant(addLocalDays(first, week * 7), zone)).toISOString(),
      );
      expect(expand(parse(ics).events[0]!, 160)).toEqual(expected);
    },
  );

  it('gives an all-day event VALUE=DATE and an exclusive end, and no VTIMEZONE', () => {
    const ics = buildICalendar(
      makeEvent({
        start: '2025-03-08',
        end: '2025-03-09',
        exdates: ['2025-03-15'],
        rrule: 'FREQ=WEEKLY;COUNT=3',
      }),
      {
        now: NOW,
      },
    );
    expect(ics).toContain('DTSTART;VALUE=DATE:20250308\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20250310\r\n');
    expect(ics).toContain('EXDATE;VALUE=DATE:20250315\r\n');
    expect(ics).not.toContain('VTIMEZONE');
    const [event] = parse(ics).events;
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2025-03-08');
    expect(event!.endDate.toString()).toBe('2025-03-10');
    expect(expand(event!, 5).length).toBe(2);
  });

  it.each([
    ['CANCELED', 'CANCELLED'],
    ['POSTPONED', 'TENTATIVE'],
    ['RESCHEDULED', 'CONFIRMED'],
  ] as const)('maps status %s to %s', (status, expected) => {
    const ics = buildICalendar(makeEvent({ status }), { now: NOW });
    expect(parse(ics).events[0]!.component.getFirstPropertyValue('status')).toBe(expected);
  });

  it('writes CREATED and LAST-MODIFIED in UTC, and a custom PRODID', () => {
    const ics = buildICalendar(
      makeEvent({ created: Date.UTC(2025, 0, 2, 3, 4, 5), lastModified: Date.UTC(2025, 0, 3) }),
      { now: NOW, prodId: '-//Test//EN' },
    );
    expect(ics).toContain('PRODID:-//Test//EN\r\n');
    expect(ics).toContain('CREATED:20250102T030405Z\r\n');
    expect(ics).toContain('LAST-MODIFIED:20250103T000000Z\r\n');
  });

  it('emits one VTIMEZONE per zone; a zone without DST gets one STANDARD (process zone ignored)', () => {
    const ics = buildICalendar(
      [
        makeEvent({ uid: 'a' }),
        makeEvent({ uid: 'b', start: '2026-06-01T09:00:00', end: '2026-06-01T10:00:00' }),
        makeEvent({
          uid: 'c',
          start: '2025-05-01T10:00:00',
          end: '2025-05-01T11:00:00',
          timeZone: 'Asia/Kathmandu',
        }),
      ],
      { now: NOW },
    );
    expect(ics.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
    expect(ics).toContain(
      'TZID:Asia/Kathmandu\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0545\r\nTZOFFSETTO:+0545',
    );
    const events = parse(ics).events;
    expect(events.map((event) => iso(event.startDate))).toEqual([
      '2025-03-02T01:00:00.000Z',
      '2026-06-01T13:00:00.000Z',
      '2025-05-01T04:15:00.000Z',
    ]);
  });

  it.each([
    [{ start: '2025-03-01T20:00:00', end: '2025-03-01T19:00:00' }, RangeError],
    [{ timeZone: 'Mars/Olympus_Mons' }, Error],
    [{ exdates: ['yesterday'] }, Error],
  ])('rejects an invalid event %j', (overrides, error) => {
    expect(() => buildICalendar(makeEvent(overrides), { now: NOW })).toThrow(error);
  });
});
