/**
 * readCalendarFile feature by feature, on small files written here: folding and escaping, the schedule of each
 * kind of VEVENT as the product stores it, zones, overrides, text fields, skipped lines and the content hashes.
 */
import { describe, expect, it } from 'vitest';
import type { CalendarFile, ImportedCalendarEvent } from './imported-calendar-event.ts';
import { calendarFileHash, readCalendarFile } from './read-calendar-file.ts';

const HOST_ZONE = 'America/New_York';

function calendar(body: string[], header: string[] = []): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...header, ...body, 'END:VCALENDAR'].join(
    '\r\n',
  );
}

function vevent(lines: string[]): string[] {
  return ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'];
}

function read(text: string, defaultTimeZone = HOST_ZONE): CalendarFile {
  return readCalendarFile(text, { defaultTimeZone });
}

function only(file: CalendarFile): ImportedCalendarEvent {
  expect(file.events).toHaveLength(1);
  return file.events[0]!;
}

describe('content lines', () => {
  it('unfolds before unescaping: a fold inside "\\n" is still a line break, only one space of a fold goes', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART;TZID=America/Phoenix:20111109T190000',
      'SUMMARY:Drupal\\, Meetup\\; monthly',
      'DESCRIPTION:Starts at 7:00 PM\\',
      ' n\\nBring a laptop',
      'LOCATION:Tempe\\,',
      '  AZ 85281',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    const event = only(read(text));
    expect(event.name).toBe('Drupal, Meetup; monthly');
    expect(event.description).toBe('Starts at 7:00 PM\n\nBring a laptop');
    expect(event.location).toBe('Tempe, AZ 85281');
  });

  it('reads LF, CR and CRLF endings, a byte-order mark and no final newline alike', () => {
    const lines = [
      'BEGIN:VCALENDAR',
      ...vevent(['UID:a', 'DTSTART:20260301T100000Z', 'SUMMARY:x']),
      'END:VCALENDAR',
    ];
    const results = ['\r\n', '\n', '\r'].map((eol) => read(`\uFEFF${lines.join(eol)}`));
    for (const result of results) expect(result.events.map((event) => event.uid)).toEqual(['a']);
    expect(new Set(results.map((result) => result.fileHash)).size).toBe(1);
  });

  it('keeps quoted parameters with ":", "," and ";" whole', () => {
    const text = calendar(
      vevent([
        'UID:a',
        'DTSTART;TZID="(UTC-05:00) Eastern Time (US & Canada)":20260310T090000',
        'ATTENDEE;CN="Doe, Jane; PhD";EMAIL="jane@e',
        ' xample.com":mailto:jane@example.com',
      ]),
    );
    const event = only(read(text));
    expect(event.schedule.when).toMatchObject({ timeZone: 'America/New_York', startTime: '09:00' });
  });
});

describe('schedules', () => {
  it('a timed event: wall-clock dates and times in its TZID, instants filled in', () => {
    const event = only(
      read(
        calendar(
          vevent([
            'UID:a',
            'DTSTART;TZID=Europe/Berlin:20260315T213000',
            'DTEND;TZID=Europe/Berlin:20260316T013000',
          ]),
        ),
      ),
    );
    expect(event.schedule).toEqual({
      when: {
        startDate: '2026-03-15',
        endDate: '2026-03-16',
        startTime: '21:30',
        endTime: '01:30',
        repeats: '',
        timeZone: 'Europe/Berlin',
        start: '2026-03-15T21:30:00+01:00',
        end: '2026-03-16T01:30:00+01:00',
        until: null,
      },
      rrule: null,
      exdates: [],
    });
    expect(event.experiences.map((part) => part.kind)).toEqual(['series']);
  });

  it('DURATION instead of DTEND; no end at all is no length', () => {
    const file = read(
      calendar([
        ...vevent(['UID:a', 'DTSTART;TZID=Europe/Berlin:20191015T161500', 'DURATION:PT1H30M']),
        ...vevent(['UID:b', 'DTSTART;TZID=Europe/Berlin:20191015T161500']),
      ]),
    );
    expect(file.events[0]!.schedule.when).toMatchObject({ endDate: '2019-10-15', endTime: '17:45' });
    expect(file.events[1]!.schedule.when).toMatchObject({ endDate: '2019-10-15', endTime: '16:15' });
  });

  it('all-day: DTEND is the day after the last (RFC 5545), a missing end is one day, a bare date is a date', () => {
    const file = read(
      calendar([
        ...vevent(['UID:a', 'DTSTART;VALUE=DATE:20200814', 'DTEND;VALUE=DATE:20200815']),
        ...vevent(['UID:b', 'DTSTART;VALUE=DATE:20201011', 'DTEND;VALUE=DATE:20201014']),
        ...vevent(['UID:c', 'DTSTART:20021028']),
      ]),
    );
    expect(file.events.map((event) => [event.schedule.when.startDate, event.schedule.when.endDate])).toEqual([
      ['2020-08-14', '2020-08-14'],
      ['2020-10-11', '2020-10-13'],
      ['2002-10-28', '2002-10-28'],
    ]);
    for (const event of file.events) expect(event.schedule.when.startTime).toBeNull();
  });

  it('floating times and all-day dates are in X-WR-TIMEZONE, else the host zone', () => {
    const body = vevent(['UID:a', 'DTSTART:20260310T190000']);
    expect(only(read(calendar(body, ['X-WR-TIMEZONE:Europe/Paris']))).schedule.when.timeZone).toBe(
      'Europe/Paris',
    );
    expect(only(read(calendar(body), 'America/Chicago')).schedule.when.timeZone).toBe('America/Chicago');
    expect(only(read(calendar(body), 'America/Chicago')).schedule.when.start).toBe(
      '2026-03-10T19:00:00-05:00',
    );
  });

  it('a UTC single event is shown in the calendar zone at the same instant', () => {
    const event = only(
      read(
        calendar(vevent(['UID:a', 'DTSTART:20211223T020000Z', 'DTEND:20211223T030000Z']), [
          'X-WR-TIMEZONE:America/New_York',
        ]),
      ),
    );
    expect(event.schedule.when).toMatchObject({
      startDate: '2021-12-22',
      startTime: '21:00',
      endTime: '22:00',
      timeZone: 'America/New_York',
    });
  });

  it('RRULE: repeats from FREQ, repeatsUntil from UNTIL (local date) or from COUNT (last occurrence)', () => {
    const file = read(
      calendar([
        ...vevent([
          'UID:until',
          'DTSTART;TZID=America/Chicago:20200916T081500',
          'DTEND;TZID=America/Chicago:20200916T083000',
          'RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20201008T045959Z',
        ]),
        ...vevent(['UID:count', 'DTSTART;VALUE=DATE:20260105', 'RRULE:FREQ=MONTHLY;COUNT=3']),
        ...vevent(['UID:forever', 'DTSTART;TZID=America/Chicago:20260105T100000', 'RRULE:FREQ=DAILY']),
      ]),
    );
    const [until, count, forever] = file.events;
    expect(until!.schedule.rrule).toBe('FREQ=WEEKLY;UNTIL=20201008T045959Z;BYDAY=WE');
    expect(until!.schedule.when).toMatchObject({ repeats: 'WEEKLY', repeatsUntil: '2020-10-07' });
    expect(count!.schedule.when).toMatchObject({ repeats: 'MONTHLY', repeatsUntil: '2026-03-05' });
    expect(forever!.schedule.when).toMatchObject({ repeats: 'DAILY', repeatsUntil: null });
  });

  it("a DATE series' UTC UNTIL becomes the local date of that instant in the calendar's zone", () => {
    const event = only(
      read(
        calendar(
          vevent([
            'UID:bin',
            'DTSTART;VALUE=DATE:20200402',
            'RRULE:FREQ=WEEKLY;UNTIL=20200916T230000Z;INTERVAL=2;BYDAY=TH;WKST=MO',
          ]),
          ['X-WR-TIMEZONE:Europe/London'],
        ),
      ),
    );
    expect(event.schedule.rrule).toBe('FREQ=WEEKLY;INTERVAL=2;UNTIL=20200917;BYDAY=TH;WKST=MO');
    expect(event.schedule.when.repeatsUntil).toBe('2020-09-17');
  });

  it('EXDATE: a date-time naming an occurrence removes its local date, one naming none is noted', () => {
    const file = read(
      calendar(
        vevent([
          'UID:a',
          'DTSTART;TZID=Europe/Berlin:20191015T161500',
          'DURATION:PT1H30M',
          'RRULE:FREQ=WEEKLY;UNTIL=20200204T151459Z;BYDAY=TU',
          'EXDATE:20191022T141500Z,20191105T151500Z',
          'EXDATE:20191112T141500Z',
          'EXDATE;VALUE=DATE:20191126',
        ]),
      ),
    );
    // 20191112T141500Z is 15:15 CET, not 16:15: no occurrence.
    expect(only(file).schedule.exdates).toEqual(['2019-10-22', '2019-11-05', '2019-11-26']);
    expect(file.notes).toEqual([
      expect.objectContaining({
        uid: 'a',
        reason: expect.stringContaining('2019-11-12T14:15Z names no occurrence'),
      }),
    ]);
  });

  it('RDATE: each date not already an occurrence becomes a single-date experience like the first', () => {
    const event = only(
      read(
        calendar(
          vevent([
            'UID:a',
            'DTSTART;TZID=America/New_York:20260302T190000',
            'DTEND;TZID=America/New_York:20260302T210000',
            'RRULE:FREQ=WEEKLY;COUNT=3',
            'RDATE;TZID=America/New_York:20260309T190000,20260311T180000',
            'RDATE;VALUE=DATE:20260320',
          ]),
        ),
      ),
    );
    expect(
      event.experiences.map((part) => [
        part.key,
        part.kind,
        part.schedule.when.start,
        part.schedule.when.end,
      ]),
    ).toEqual([
      ['a', 'series', '2026-03-02T19:00:00-05:00', '2026-03-02T21:00:00-05:00'],
      ['a#rdate:2026-03-11T18:00', 'extra-date', '2026-03-11T18:00:00-04:00', '2026-03-11T20:00:00-04:00'],
      ['a#rdate:2026-03-20T19:00', 'extra-date', '2026-03-20T19:00:00-04:00', '2026-03-20T21:00:00-04:00'],
    ]);
  });

  it('an RDATE PERIOD keeps its own end or length', () => {
    const event = only(
      read(
        calendar(
          vevent([
            'UID:a',
            'DTSTART:20260302T190000Z',
            'DTEND:20260302T210000Z',
            'RDATE;VALUE=PERIOD:20260310T180000Z/20260310T183000Z,20260312T180000Z/PT4H',
          ]),
        ),
      ),
    );
    expect(
      event.experiences.slice(1).map((part) => [part.schedule.when.start, part.schedule.when.end]),
    ).toEqual([
      ['2026-03-10T14:00:00-04:00', '2026-03-10T14:30:00-04:00'],
      ['2026-03-12T14:00:00-04:00', '2026-03-12T18:00:00-04:00'],
    ]);
  });

  it('a series whose DTSTART is not one of its days starts at its first occurrence', () => {
    const file = read(
      calendar(
        vevent([
          'UID:a',
          'DTSTART;TZID=America/New_York:20201102T133000',
          'DTEND;TZID=America/New_York:20201102T150000',
          'RRULE:FREQ=WEEKLY;UNTIL=20210828T140000Z;BYDAY=TH,FR',
        ]),
      ),
    );
    expect(only(file).schedule.when).toMatchObject({
      startDate: '2020-11-05',
      startTime: '13:30',
      endTime: '15:00',
    });
    expect(file.notes[0]!.reason).toContain('not a day of its RRULE');
  });

  it('a UTC series keeps the calendar zone when its instants agree, else UTC', () => {
    const inWinter = read(
      calendar(vevent(['UID:a', 'DTSTART:20260105T150000Z', 'RRULE:FREQ=WEEKLY;COUNT=4']), [
        'X-WR-TIMEZONE:America/New_York',
      ]),
    );
    expect(only(inWinter).schedule.when).toMatchObject({ timeZone: 'America/New_York', startTime: '10:00' });
    const acrossDst = read(
      calendar(vevent(['UID:a', 'DTSTART:20260105T150000Z', 'RRULE:FREQ=WEEKLY']), [
        'X-WR-TIMEZONE:America/New_York',
      ]),
    );
    expect(only(acrossDst).schedule.when).toMatchObject({ timeZone: 'UTC', startTime: '15:00' });
  });

  it('seconds are cut to the minute and noted once', () => {
    const file = read(calendar(vevent(['UID:a', 'DTSTART:20260105T150030Z', 'RRULE:FREQ=WEEKLY;COUNT=2'])));
    expect(only(file).schedule.when.startTime).toBe('10:00');
    expect(file.notes).toEqual([
      {
        uid: 'a',
        reason: 'seconds dropped: the product keeps times to the minute (2026-01-05T15:00:30.000Z)',
      },
    ]);
  });

  it('cuts a series longer than the product allows and says so; refuses sub-daily rules', () => {
    const file = read(
      calendar([
        ...vevent(['UID:long', 'DTSTART;VALUE=DATE:20260101', 'RRULE:FREQ=YEARLY;UNTIL=20500101']),
        ...vevent(['UID:hourly', 'DTSTART:20260101T100000Z', 'RRULE:FREQ=HOURLY']),
      ]),
    );
    expect(file.events.map((event) => event.uid)).toEqual(['long']);
    expect(file.events[0]!.schedule.when.repeatsUntil).toBe('2036-01-01');
    expect(file.notes).toEqual([
      expect.objectContaining({ uid: 'long', reason: expect.stringContaining('cut') }),
    ]);
    expect(file.skipped).toEqual([
      expect.objectContaining({ uid: 'hourly', reason: expect.stringContaining('FREQ=HOURLY') }),
    ]);
  });
});

describe('RECURRENCE-ID overrides', () => {
  const master = [
    'UID:k',
    'DTSTART;TZID=Europe/Berlin:20211126T213000',
    'DTEND;TZID=Europe/Berlin:20211126T233000',
    'RRULE:FREQ=MONTHLY;BYDAY=-1FR',
    'SUMMARY:Karaoke',
  ];

  it('a moved occurrence: the series leaves its date out, the override is its own experience (before or after the master)', () => {
    const moved = vevent([
      'UID:k',
      'RECURRENCE-ID;TZID=Europe/Berlin:20211231T213000',
      'DTSTART;TZID=Europe/Berlin:20211217T213000',
      'SUMMARY:Karaoke',
    ]);
    for (const body of [
      [...moved, ...vevent(master)],
      [...vevent(master), ...moved],
    ]) {
      const event = only(read(calendar(body)));
      expect(event.schedule.exdates).toEqual(['2021-12-31']);
      expect(event.experiences.map((part) => [part.key, part.kind, part.recurrenceId])).toEqual([
        ['k', 'series', null],
        ['k#2021-12-31T21:30', 'override', '2021-12-31T21:30'],
      ]);
      // No DTEND: the master's two hours.
      expect(event.experiences[1]!.schedule.when).toMatchObject({
        startDate: '2021-12-17',
        startTime: '21:30',
        endTime: '23:30',
        repeats: '',
      });
    }
  });

  it('a cancelled occurrence is only left out; an identical one changes nothing; a renamed one is split', () => {
    const file = read(
      calendar([
        ...vevent(master),
        ...vevent(['UID:k', 'RECURRENCE-ID;TZID=Europe/Berlin:20211231T213000', 'STATUS:CANCELLED']),
        ...vevent([
          'UID:k',
          'RECURRENCE-ID;TZID=Europe/Berlin:20220128T213000',
          'DTSTART;TZID=Europe/Berlin:20220128T213000',
          'DTEND;TZID=Europe/Berlin:20220128T233000',
          'SUMMARY:Karaoke',
        ]),
        ...vevent([
          'UID:k',
          'RECURRENCE-ID;TZID=Europe/Berlin:20220225T213000',
          'DTSTART;TZID=Europe/Berlin:20220225T213000',
          'DTEND;TZID=Europe/Berlin:20220225T233000',
          'SUMMARY:Karaoke special',
        ]),
      ]),
    );
    const event = only(file);
    expect(event.schedule.exdates).toEqual(['2021-12-31', '2022-02-25']);
    expect(event.experiences.map((part) => [part.key, part.name])).toEqual([
      ['k', 'Karaoke'],
      ['k#2022-02-25T21:30', 'Karaoke special'],
    ]);
  });

  it('an all-day series moved by an Exchange DATE-TIME RECURRENCE-ID', () => {
    const event = only(
      read(
        calendar([
          ...vevent([
            'UID:bin',
            'DTSTART;VALUE=DATE:20200402',
            'DTEND;VALUE=DATE:20200403',
            'RRULE:FREQ=WEEKLY;COUNT=4;INTERVAL=2;BYDAY=TH',
          ]),
          ...vevent([
            'UID:bin',
            'RECURRENCE-ID;TZID=GMT Standard Time:20200416T000000',
            'DTSTART;VALUE=DATE:20200417',
            'DTEND;VALUE=DATE:20200418',
          ]),
        ]),
      ),
    );
    expect(event.schedule.exdates).toEqual(['2020-04-16']);
    expect(event.experiences[1]).toMatchObject({
      key: 'bin#2020-04-16',
      schedule: { when: { startDate: '2020-04-17', endDate: '2020-04-17' } },
    });
  });

  it('RANGE=THISANDFUTURE is read as that occurrence only, and noted', () => {
    const file = read(
      calendar([
        ...vevent(master),
        ...vevent([
          'UID:k',
          'RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=Europe/Berlin:20211231T213000',
          'DTSTART;TZID=Europe/Berlin:20211231T220000',
        ]),
      ]),
    );
    expect(only(file).experiences.map((part) => part.key)).toEqual(['k', 'k#2021-12-31T21:30']);
    expect(file.notes).toEqual([
      { uid: 'k', line: 15, reason: 'RANGE=THISANDFUTURE read as this occurrence only' },
    ]);
  });

  it('an override whose master is not in the file is a single-date experience', () => {
    const event = only(
      read(
        calendar(
          vevent(['UID:o', 'RECURRENCE-ID:20260310T180000Z', 'DTSTART:20260311T180000Z', 'SUMMARY:Moved']),
        ),
      ),
    );
    expect(event.name).toBe('Moved');
    expect(event.experiences.map((part) => part.key)).toEqual(['o#2026-03-10T14:00']);
  });
});

describe('time zones', () => {
  it('Windows ids through windows-iana, display names through their table, prefixed IANA ids', () => {
    const file = read(
      calendar([
        ...vevent(['UID:a', 'DTSTART;TZID=W. Europe Standard Time:20200910T090000']),
        ...vevent(['UID:b', 'DTSTART;TZID="(GMT+10:00) Canberra, Melbourne, Sydney":20201028T133000']),
        ...vevent(['UID:c', 'DTSTART;TZID=/mozilla.org/20050126_1/America/New_York:20201028T133000']),
        ...vevent(['UID:d', 'DTSTART;TZID=US/Central:20201028T133000']),
      ]),
    );
    expect(file.events.map((event) => event.schedule.when.timeZone)).toEqual([
      'Europe/Berlin',
      'Australia/Sydney',
      'America/New_York',
      'America/Chicago',
    ]);
  });

  it("a VTIMEZONE with a made-up TZID is matched to the IANA zone with the same rules, preferring the file's zones", () => {
    const vtimezone = [
      'BEGIN:VTIMEZONE',
      'TZID: 1',
      'BEGIN:STANDARD',
      'DTSTART:16010101T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ];
    const file = read(
      calendar([
        ...vevent(['UID:paris', 'DTSTART;TZID=Europe/Paris:20231215T150000']),
        ...vevent(['UID:odd', 'DTSTART;TZID= 1:20240108T110000', 'DTEND;TZID= 1:20240108T120000']),
        ...vtimezone,
      ]),
    );
    expect(file.events[1]!.schedule.when).toMatchObject({
      timeZone: 'Europe/Paris',
      start: '2024-01-08T11:00:00+01:00',
    });
  });

  it('a VTIMEZONE no IANA zone matches, or an unknown TZID, skips the event and names it', () => {
    const file = read(
      calendar([
        ...vevent(['UID:nowhere', 'DTSTART;TZID=Mars/Olympus:20240108T110000']),
        ...vevent(['UID:fine', 'DTSTART:20240108T110000Z']),
        'BEGIN:VTIMEZONE',
        'TZID:Odd',
        'BEGIN:STANDARD',
        'DTSTART:16010101T000000',
        'TZOFFSETFROM:+0317',
        'TZOFFSETTO:+0317',
        'END:STANDARD',
        'END:VTIMEZONE',
        ...vevent(['UID:odd', 'DTSTART;TZID=Odd:20240108T110000']),
      ]),
    );
    expect(file.events.map((event) => event.uid)).toEqual(['fine']);
    expect(file.skipped).toEqual([
      { uid: 'nowhere', line: 7, reason: "unknown time zone 'Mars/Olympus' in DTSTART" },
      { uid: 'odd', line: 25, reason: "unknown time zone 'Odd' in DTSTART" },
    ]);
  });
});

describe('text fields', () => {
  it('STATUS, URL, images, GEO, CATEGORIES; surrounding spaces trimmed', () => {
    const file = read(
      calendar([
        ...vevent([
          'UID:a',
          'DTSTART:20260310T180000Z',
          'SUMMARY: Jazz night ',
          'STATUS:CANCELLED',
          'URL:https://venue.example/jazz',
          'ATTACH;FMTTYPE=application/pdf:https://venue.example/menu.pdf',
          'ATTACH:https://venue.example/poster.jpg',
          'GEO:42.35;-71.06',
          'CATEGORIES:Music,Jazz\\, live',
        ]),
        ...vevent([
          'UID:b',
          'DTSTART:20260310T180000Z',
          'URL:javascript:alert(1)',
          'IMAGE;VALUE=URI;DISPLAY=BADGE:https://venue.example/badge.png',
          'IMAGE;VALUE=URI;DISPLAY=FULLSIZE,THUMBNAIL:https://venue.example/full.png',
          'ATTACH;FMTTYPE=image/png:https://venue.example/poster.png',
          'GEO:200;10',
        ]),
      ]),
    );
    const [a, b] = file.events;
    expect(a).toMatchObject({
      name: 'Jazz night',
      cancelled: true,
      url: 'https://venue.example/jazz',
      image: 'https://venue.example/poster.jpg',
      geo: { lat: 42.35, lng: -71.06 },
      categories: ['Music', 'Jazz, live'],
    });
    expect(b).toMatchObject({
      name: '',
      cancelled: false,
      url: null,
      image: 'https://venue.example/full.png',
      geo: null,
    });
  });

  it("a place picked in Apple's Maps gives its coordinates", () => {
    const event = only(
      read(
        calendar(
          vevent([
            'UID:a',
            'DTSTART:20260310T180000Z',
            'LOCATION:Royale\\n279 Tremont St',
            'X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-ADDRESS="279 Tremont St, Boston";X-TITLE=Royale:geo:42.3505,-71.0645',
          ]),
        ),
      ),
    );
    expect(event).toMatchObject({ location: 'Royale\n279 Tremont St', geo: { lat: 42.3505, lng: -71.0645 } });
  });

  it('calendar name from X-WR-CALNAME, else NAME', () => {
    expect(read(calendar([], ['NAME:Venue programme'])).calendarName).toBe('Venue programme');
    expect(read(calendar([], ['X-WR-CALNAME:Jazz\\, mostly', 'NAME:Other'])).calendarName).toBe(
      'Jazz, mostly',
    );
  });
});

describe('what cannot be read is skipped and named, the rest imports', () => {
  it('names the line and the event', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:good',
      'DTSTART:20260310T180000Z',
      'this line has no colon',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:no-start',
      'SUMMARY:Nothing to place',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:bad-rule',
      'DTSTART:20260310T180000Z',
      'RRULE:FREQ=WEEKLY;BYSETPOS=0',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:bad-date',
      'DTSTART:20260231T180000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:good-override',
      'DTSTART:20260310T180000Z',
      'RRULE:FREQ=DAILY;COUNT=3',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:good-override',
      'RECURRENCE-ID:2026031',
      'DTSTART:20260311T190000Z',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const file = read(text);
    expect(file.events.map((event) => event.uid)).toEqual(['good', 'good-override']);
    expect(file.skipped).toEqual([
      { line: 6, reason: "not a content line: 'this line has no colon'" },
      { uid: 'no-start', line: 8, reason: 'no DTSTART' },
      { uid: 'bad-rule', line: 15, reason: expect.stringContaining('RRULE cannot be read') },
      { uid: 'bad-date', line: 19, reason: "DTSTART is not a date or date-time: '20260231T180000Z'" },
      {
        uid: 'good-override',
        line: 28,
        reason: "occurrence override not imported: RECURRENCE-ID is not a date or date-time: '2026031'",
      },
    ]);
  });

  it('repairs an Exchange TZID whose closing quote follows the value, and says so', () => {
    const file = read(
      calendar(vevent(['UID:a', 'DTSTART;TZID="W. Europe Standard Time:20200609T090000"', 'SUMMARY:Jira'])),
    );
    expect(only(file).schedule.when).toMatchObject({ timeZone: 'Europe/Berlin', startTime: '09:00' });
    expect(file.notes).toEqual([{ line: 7, reason: expect.stringContaining('inside the quotes of TZID') }]);
  });

  it('unclosed components, stray ENDs, a second master with the same UID, and no calendar at all', () => {
    const file = read(
      [
        'BEGIN:VCALENDAR',
        'END:VTODO',
        ...vevent(['UID:a', 'DTSTART:20260310T180000Z']),
        ...vevent(['UID:a', 'DTSTART:20260311T180000Z']),
        'BEGIN:VEVENT',
        'UID:open',
      ].join('\n'),
    );
    expect(file.events.map((event) => event.schedule.when.startDate)).toEqual(['2026-03-10']);
    expect(file.skipped.map((item) => item.reason)).toEqual([
      'END:VTODO without a matching BEGIN',
      'BEGIN:VCALENDAR is never closed',
      'BEGIN:VEVENT is never closed',
      'a second event with the same UID and no RECURRENCE-ID',
      'no DTSTART',
    ]);
    expect(read('not a calendar').skipped).toEqual([
      { line: 1, reason: "not a content line: 'not a calendar'" },
      { reason: 'no VCALENDAR in the file' },
    ]);
  });

  it('at most maxEvents UIDs, the rest named', () => {
    const body = [1, 2, 3].flatMap((n) => vevent([`UID:e${n}`, `DTSTART:2026031${n}T180000Z`]));
    const file = readCalendarFile(calendar(body), { defaultTimeZone: HOST_ZONE, maxEvents: 2 });
    expect(file.events.map((event) => event.uid)).toEqual(['e1', 'e2']);
    expect(file.skipped).toEqual([
      { uid: 'e3', line: 14, reason: 'over the limit of 2 events per calendar' },
    ]);
  });
});

describe('content hashes', () => {
  const base = [
    'UID:a',
    'DTSTART;TZID=Europe/Berlin:20211126T213000',
    'RRULE:FREQ=MONTHLY;BYDAY=-1FR',
    'SUMMARY:Karaoke',
    'LAST-MODIFIED:20211218T004214Z',
    'SEQUENCE:2',
  ];
  const text = (lines: string[], stamp = '20211218T004508Z') =>
    calendar(['BEGIN:VEVENT', `DTSTAMP:${stamp}`, ...lines, 'END:VEVENT']);

  it('a feed that only re-stamped DTSTAMP (Google does on every request) is unchanged, file and events', () => {
    const first = read(text(base));
    const again = read(text(base, '20260101T120000Z'));
    expect(again.fileHash).toBe(first.fileHash);
    expect(again.events[0]!.contentHash).toBe(first.events[0]!.contentHash);
    expect(calendarFileHash(text(base))).toBe(first.fileHash);
    expect(first.fileHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refolding changes nothing; a new SEQUENCE or LAST-MODIFIED changes the file but no event', () => {
    const first = read(text(base));
    const refolded = text(base).replace('SUMMARY:Karaoke', 'SUMMARY:Kara\r\n oke');
    expect(read(refolded).fileHash).toBe(first.fileHash);
    const bumped = read(text(base.map((line) => line.replace('SEQUENCE:2', 'SEQUENCE:3'))));
    expect(bumped.fileHash).not.toBe(first.fileHash);
    expect(bumped.events[0]!.contentHash).toBe(first.events[0]!.contentHash);
  });

  it('a changed name or time changes the event and file hashes', () => {
    const first = read(text(base));
    for (const changed of [
      base.map((line) => line.replace('Karaoke', 'Karaoke!')),
      base.map((line) => line.replace('T213000', 'T220000')),
    ]) {
      const result = read(text(changed));
      expect(result.fileHash).not.toBe(first.fileHash);
      expect(result.events[0]!.contentHash).not.toBe(first.events[0]!.contentHash);
    }
  });
});

describe('edge cases', () => {
  it('all-day lengths from DURATION or a DATE-TIME end; an unreadable DURATION or a reversed end', () => {
    const file = read(
      calendar([
        ...vevent(['UID:a', 'DTSTART;VALUE=DATE:20260310', 'DURATION:P2D']),
        ...vevent(['UID:b', 'DTSTART;VALUE=DATE:20260310', 'DTEND;TZID=America/New_York:20260311T120000']),
        ...vevent(['UID:c', 'DTSTART;VALUE=DATE:20260310', 'DTEND;VALUE=DATE:20260309']),
        ...vevent(['UID:d', 'DTSTART:20260310T120000Z', 'DTEND:20260310T110000Z']),
        ...vevent(['UID:e', 'DTSTART:20260310T120000Z', 'DURATION:soon']),
        ...vevent(['UID:f', 'DTSTART:20260310T120000Z', 'DTEND;VALUE=DATE:20260311']),
      ]),
    );
    expect(
      file.events.map((event) => [event.uid, event.schedule.when.endDate, event.schedule.when.endTime]),
    ).toEqual([
      ['a', '2026-03-11', null],
      ['b', '2026-03-11', null],
      ['c', '2026-03-10', null],
      ['d', '2026-03-10', '08:00'],
      // A DATE end of a UTC start is that day's UTC midnight, shown in the calendar's zone.
      ['f', '2026-03-10', '20:00'],
    ]);
    expect(file.skipped).toEqual([{ uid: 'e', line: 32, reason: "DURATION is not a duration: 'soon'" }]);
  });

  it('a bad EXDATE or RDATE line is named and the event still imports', () => {
    const file = read(
      calendar(
        vevent([
          'UID:a',
          'DTSTART;TZID=Asia/Kathmandu:20260310T180000',
          'RRULE:FREQ=DAILY;COUNT=5',
          'EXDATE:tomorrow',
          'RDATE:someday',
          'EXDATE;TZID=Nowhere/Else:20260311T180000',
          'RDATE;TZID=Nowhere/Else:20260320T180000',
        ]),
      ),
    );
    expect(only(file).schedule).toMatchObject({ rrule: 'FREQ=DAILY;COUNT=5', exdates: [] });
    expect(file.skipped.map((item) => [item.line, item.reason])).toEqual([
      [9, "EXDATE is not a list of dates: 'tomorrow'"],
      [11, "unknown time zone 'Nowhere/Else' in EXDATE"],
      [10, "RDATE is not a list of dates: 'someday'"],
      [12, "unknown time zone 'Nowhere/Else' in RDATE"],
    ]);
  });

  it('all-day series: DATE-TIME EXDATEs by their date, RDATEs as days, an RDATE on an EXDATE dropped', () => {
    const event = only(
      read(
        calendar(
          vevent([
            'UID:a',
            'DTSTART;VALUE=DATE:20260302',
            'RRULE:FREQ=WEEKLY;COUNT=3',
            'EXDATE;TZID=Europe/London:20260309T000000',
            'RDATE;VALUE=DATE:20260304,20260316,20260309',
            'RDATE:20260320T100000',
            'EXDATE;VALUE=DATE:20260320',
          ]),
        ),
      ),
    );
    expect(event.schedule.exdates).toEqual(['2026-03-09', '2026-03-20']);
    expect(event.experiences.map((part) => part.key)).toEqual(['a', 'a#rdate:2026-03-04']);
  });

  it('a cancelled override of an RDATE drops that date; a DATE RECURRENCE-ID names the day of a timed series', () => {
    const file = read(
      calendar([
        ...vevent([
          'UID:a',
          'DTSTART;TZID=America/New_York:20260302T190000',
          'RRULE:FREQ=WEEKLY;COUNT=3',
          'RDATE;TZID=America/New_York:20260304T190000',
        ]),
        ...vevent([
          'UID:a',
          'RECURRENCE-ID;TZID=America/New_York:20260304T190000',
          'DTSTART;TZID=America/New_York:20260304T190000',
          'STATUS:CANCELLED',
        ]),
        ...vevent([
          'UID:a',
          'RECURRENCE-ID;VALUE=DATE:20260309',
          'DTSTART;TZID=America/New_York:20260309T200000',
          'SUMMARY:Later',
        ]),
        ...vevent([
          'UID:a',
          'RECURRENCE-ID;TZID=Nowhere/Else:20260316T190000',
          'DTSTART;TZID=America/New_York:20260316T200000',
        ]),
      ]),
    );
    const event = only(file);
    expect(event.schedule.exdates).toEqual(['2026-03-09']);
    expect(event.experiences.map((part) => part.key)).toEqual(['a', 'a#2026-03-09']);
    expect(file.skipped).toEqual([
      expect.objectContaining({
        uid: 'a',
        reason: "occurrence override not imported: unknown time zone 'Nowhere/Else' in RECURRENCE-ID",
      }),
    ]);
  });

  it('a second RRULE is noted, a COUNT above 2,000 is cut, an override replacing an RDATE takes its place', () => {
    const file = read(
      calendar([
        ...vevent([
          'UID:a',
          'DTSTART:20260302T190000Z',
          'RRULE:FREQ=DAILY;COUNT=5000',
          'RRULE:FREQ=WEEKLY',
          'RDATE:20200101T190000Z',
        ]),
        ...vevent(['UID:a', 'RECURRENCE-ID:20200101T190000Z', 'DTSTART:20200102T190000Z']),
      ]),
    );
    const event = only(file);
    expect(event.schedule.rrule).toBe('FREQ=DAILY;COUNT=2000');
    // A daily UTC series across daylight-saving changes is kept in UTC: its keys are UTC wall-clock times.
    expect(event.schedule.when.timeZone).toBe('UTC');
    expect(event.experiences.map((part) => part.key)).toEqual(['a', 'a#2020-01-01T19:00']);
    expect(file.notes.map((note) => note.reason)).toEqual([
      'more than one RRULE: only the first is read',
      'COUNT can be at most 2000: the series is cut there',
    ]);
  });

  it('binary attachments are not images; a component outside the calendar is named', () => {
    const file = read(
      [
        calendar(
          vevent([
            'UID:a',
            'DTSTART:20260302T190000Z',
            'ATTACH;ENCODING=BASE64;VALUE=BINARY;FMTTYPE=image/png:iVBORw0KGgo=',
          ]),
        ),
        'BEGIN:VCARD',
        'END:VCARD',
      ].join('\r\n'),
    );
    expect(only(file).image).toBeNull();
    expect(file.skipped).toEqual([{ line: 11, reason: 'BEGIN:VCARD outside the calendar' }]);
  });

  it('unreadable parameters and an unknown X-WR-TIMEZONE', () => {
    const file = read(
      calendar(
        [...vevent(['UID:a', 'DTSTART:20260302T190000']), 'SUMMARY;LANGUAGE:x', 'X-A;B="open:value'],
        ['X-WR-TIMEZONE:Somewhere/Else'],
      ),
    );
    expect(only(file).schedule.when.timeZone).toBe(HOST_ZONE);
    expect(file.skipped.map((item) => item.reason)).toEqual([
      "parameter without a value in 'SUMMARY;LANGUAGE:x'",
      `unterminated quoted parameter in 'X-A;B="open:value'`,
    ]);
  });

  it('RRULE parts RFC 5545 does not allow are dropped and noted: empty ones, X- ones, COUNT beside UNTIL', () => {
    const file = read(
      calendar(
        vevent([
          'UID:a',
          'DTSTART;VALUE=DATE:20260302',
          'RRULE:FREQ=WEEKLY;WKST=;X-EXTRA=1;COUNT=3;UNTIL=20260330;',
        ]),
      ),
    );
    expect(only(file).schedule.rrule).toBe('FREQ=WEEKLY;UNTIL=20260330');
    expect(file.notes).toEqual([
      { uid: 'a', line: 8, reason: 'RRULE parts not read: WKST=;X-EXTRA=1;COUNT=3' },
    ]);
  });

  it('a series starting off its rule: BYMONTHDAY, BYMONTH, BYHOUR and monthly ordinals are checked, BYSETPOS trusted', () => {
    const start = (dtstart: string, rrule: string) =>
      only(read(calendar(vevent(['UID:a', `DTSTART;TZID=America/New_York:${dtstart}`, `RRULE:${rrule}`]))))
        .schedule.when.startDate;
    expect(start('20260302T100000', 'FREQ=MONTHLY;BYMONTHDAY=15,-1')).toBe('2026-03-15');
    expect(start('20260331T100000', 'FREQ=MONTHLY;BYMONTHDAY=15,-1')).toBe('2026-03-31');
    expect(start('20260302T100000', 'FREQ=YEARLY;BYMONTH=6')).toBe('2026-06-02');
    expect(start('20260302T100000', 'FREQ=DAILY;BYHOUR=12')).toBe('2026-03-02');
    expect(start('20260302T100000', 'FREQ=MONTHLY;BYDAY=1FR')).toBe('2026-03-06');
    expect(start('20260306T100000', 'FREQ=MONTHLY;BYDAY=1FR')).toBe('2026-03-06');
    expect(start('20260302T100000', 'FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=-1')).toBe('2026-03-02');
  });
});

describe('limits', () => {
  it('at most ten made-up VTIMEZONEs are matched by their rules per file', () => {
    const zones = Array.from({ length: 12 }, (_, index) => [
      'BEGIN:VTIMEZONE',
      `TZID:Zone ${index}`,
      'BEGIN:STANDARD',
      'DTSTART:16010101T000000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]).flat();
    const events = Array.from({ length: 12 }, (_, index) =>
      vevent([`UID:e${index}`, `DTSTART;TZID=Zone ${index}:20260310T180000`]),
    ).flat();
    const file = read(calendar([...zones, ...events]));
    expect(file.events).toHaveLength(10);
    expect(file.skipped.map((item) => item.reason)).toEqual([
      "unknown time zone 'Zone 10' in DTSTART",
      "unknown time zone 'Zone 11' in DTSTART",
    ]);
  });
});
