/**
 * Every real-world fixture (fixtures/README.md) imported, and its occurrences over one year compared with an
 * independent expansion of the same file by ical.js: same starts, same ends, same count, overrides and exclusions
 * applied. The imported side is expanded by the product's own occurrence expansion (expandSchedule of
 * packages/db, which materialises every experience's occurrences), from the stored form readCalendarFile gives.
 *
 * ical.js is given what it lacks, and nothing of the reader's: a VTIMEZONE for each TZID the file uses without
 * defining it (an IANA name, or a Windows display name through the table below), built from the runtime's zone
 * data; the malformed Exchange line of fixture 05 repaired in the text the way the reader repairs it; floating
 * times placed in the calendar's zone (X-WR-TIMEZONE, else the host's). Its VTIMEZONEs (Exchange's 1601 rules,
 * Thunderbird's 'TZID: 1', DAVx5's historic one) are its own to evaluate.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { expandSchedule } from '../../../../db/src/experiences/occurrences.expand.ts';
import { buildVTimezoneLines } from '../../calendar/vtimezone.ts';
import type { ImportedSchedule } from './imported-calendar-event.ts';
import { readCalendarFile } from './read-calendar-file.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const HOST_ZONE = 'America/New_York';
const DAY_MS = 86_400_000;

/** Windows display names of fixture 04 (Windows' registry), independently of the reader's table. */
const DISPLAY_NAME_ZONES: Record<string, string> = {
  '(UTC-05:00) Eastern Time (US & Canada)': 'America/New_York',
  '(GMT+10:00) Canberra, Melbourne, Sydney': 'Australia/Sydney',
};

/** An occurrence: timed as start/end instants (to the minute: the product keeps HH:MM), all-day as dates. */
type Key = string;

function minuteIso(ms: number): string {
  return new Date(Math.floor(ms / 60_000) * 60_000).toISOString().slice(0, 16);
}

/** Instant of a wall-clock time in an IANA zone, by Intl alone (the first instant for a repeated hour). */
function wallClockToEpoch(
  local: { year: number; month: number; day: number; hour: number; minute: number; second: number },
  zone: string,
): number {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsetAt = (ms: number) => {
    const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]));
    return (
      Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!) -
      Math.floor(ms / 1000) * 1000
    );
  };
  let guess = asUtc - offsetAt(asUtc);
  guess = asUtc - offsetAt(guess);
  return guess;
}

function calendarZoneOf(calendar: ICAL.Component): string {
  const declared = calendar.getFirstPropertyValue('x-wr-timezone');
  return typeof declared === 'string' && declared ? declared : HOST_ZONE;
}

/** The text ical.js reads: fixture 05's value-inside-the-quotes line repaired as the reader does. */
function forIcalJs(text: string): string {
  let fixed = text.replace(/;TZID="([^"]*):(\d{8}T\d{6}Z?)"(\r?\n)/g, ';TZID="$1":$2$3');
  // A bare 'YYYYMMDD' is a date (README: lenient parsers read it so); ical.js wants VALUE=DATE.
  fixed = fixed.replace(
    /^(DTSTART|DTEND|EXDATE|RDATE|RECURRENCE-ID):(\d{8})(?=\r?\n|$)/gm,
    '$1;VALUE=DATE:$2',
  );
  fixed = fixed.replace(/^EXDATE:(\d{8})(?=\r?\n|$)/gm, 'EXDATE;VALUE=DATE:$1');
  // Exchange names a DATE series' occurrence by its local midnight as a DATE-TIME (fixture 14); ical.js only
  // relates an override whose RECURRENCE-ID has the master's value type.
  fixed = fixed.replace(/^RECURRENCE-ID;TZID=[^:\r\n]*:(\d{8})T000000(?=\r?\n|$)/gm, (line, date: string) =>
    /DTSTART;VALUE=DATE:/.test(fixed) ? `RECURRENCE-ID;VALUE=DATE:${date}` : line,
  );
  return fixed;
}

function parseWithIcalJs(text: string): ICAL.Component {
  const calendar = new ICAL.Component(ICAL.parse(forIcalJs(text)));
  const defined = new Set(
    calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))),
  );
  const used = new Set<string>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    for (const property of vevent.getAllProperties()) {
      const tzid = property.getParameter('tzid');
      if (typeof tzid === 'string') used.add(tzid);
    }
  }
  for (const tzid of used) {
    if (defined.has(tzid)) continue;
    const zone = DISPLAY_NAME_ZONES[tzid] ?? tzid;
    const lines = buildVTimezoneLines(zone, 1990, 2035).map((line) =>
      line.startsWith('TZID:') ? `TZID:${tzid}` : line,
    );
    calendar.addSubcomponent(
      new ICAL.Component(ICAL.parse(['BEGIN:VCALENDAR', ...lines, 'END:VCALENDAR'].join('\r\n')).at(2)[0]),
    );
  }
  return calendar;
}

function icalKey(
  start: ICAL.Time,
  end: ICAL.Time,
  calendarZone: string,
): { key: Key; startMs: number; endMs: number } {
  if (start.isDate) {
    const endDate = end.isDate ? end : start.clone();
    if (!end.isDate) endDate.day += 1;
    const startText = start.toString().slice(0, 10);
    const endText = endDate.toString().slice(0, 10);
    const startMs = Date.parse(`${startText}T00:00:00Z`);
    return { key: `${startText}/${endText}`, startMs, endMs: Date.parse(`${endText}T00:00:00Z`) };
  }
  const epoch = (time: ICAL.Time) =>
    time.zone === ICAL.Timezone.localTimezone
      ? wallClockToEpoch(time, calendarZone)
      : time.toUnixTime() * 1000;
  const startMs = epoch(start);
  const endMs = Math.max(startMs, epoch(end));
  return { key: `${minuteIso(startMs)}/${minuteIso(endMs)}`, startMs, endMs };
}

interface Window {
  fromMs: number;
  toMs: number;
}

/** ical.js's occurrences of every event in the window (cancelled overrides left out: they are not held). */
function icalOccurrences(calendar: ICAL.Component, window: Window): Key[] {
  const zone = calendarZoneOf(calendar);
  const vevents = calendar.getAllSubcomponents('vevent');
  const byUid = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>();
  for (const vevent of vevents) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? `no-uid-${byUid.size}`);
    const entry = byUid.get(uid) ?? { exceptions: [] };
    if (vevent.hasProperty('recurrence-id')) entry.exceptions.push(vevent);
    else entry.master = vevent;
    byUid.set(uid, entry);
  }
  const keys: Key[] = [];
  const keep = (start: ICAL.Time, end: ICAL.Time) => {
    const { key, startMs, endMs } = icalKey(start, end, zone);
    const inside = start.isDate
      ? endMs > window.fromMs - DAY_MS && startMs <= window.toMs
      : endMs >= window.fromMs && startMs <= window.toMs;
    if (inside) keys.push(key);
  };
  for (const { master, exceptions } of byUid.values()) {
    if (!master) continue;
    const event = new ICAL.Event(master, {
      exceptions: exceptions.map((exception) => new ICAL.Event(exception)),
    });
    if (!event.isRecurring()) {
      keep(event.startDate, event.endDate);
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(), guard = 0; next && guard < 5000; next = iterator.next(), guard++) {
      const details = event.getOccurrenceDetails(next);
      const status = String(details.item.component.getFirstPropertyValue('status') ?? '').toUpperCase();
      const masterStatus = String(master.getFirstPropertyValue('status') ?? '').toUpperCase();
      if (status === 'CANCELLED' && masterStatus !== 'CANCELLED') continue;
      const { startMs } = icalKey(details.startDate, details.endDate, zone);
      if (startMs > window.toMs + DAY_MS) break;
      keep(details.startDate, details.endDate);
    }
  }
  return keys.sort();
}

/** The product's occurrences of one imported schedule. */
function productKeys(schedule: ImportedSchedule, window: Window): Key[] {
  const { when } = schedule;
  const occurrences = expandSchedule(
    {
      startDate: when.startDate ?? null,
      endDate: when.endDate ?? null,
      startTime: when.startTime ?? null,
      endTime: when.endTime ?? null,
      timeZone: when.timeZone!,
      weekdays: when.weekdays ?? null,
      rrule: schedule.rrule,
      exdates: schedule.exdates,
      repeats: when.repeats ?? null,
      repeatsUntil: when.repeatsUntil ?? null,
    },
    { fromMs: window.fromMs - DAY_MS, toMs: window.toMs },
  );
  return occurrences
    .map((occurrence) => {
      if (occurrence.isAllDay) {
        // The product ends an all-day occurrence at 23:59:59 of its last day.
        const last = new Intl.DateTimeFormat('en-CA', { timeZone: when.timeZone! }).format(occurrence.endsAt);
        const after = new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
        return {
          key: `${occurrence.localDate}/${after}`,
          startMs: Date.parse(`${occurrence.localDate}T00:00:00Z`),
          endMs: Date.parse(`${after}T00:00:00Z`),
        };
      }
      // An end on a local midnight is stored a second early (expandSchedule's trimMidnightEnd).
      let endMs = occurrence.endsAt.getTime();
      if (endMs !== occurrence.startsAt.getTime() && new Date(endMs).getUTCSeconds() === 59) endMs += 1000;
      const startMs = occurrence.startsAt.getTime();
      return { key: `${minuteIso(startMs)}/${minuteIso(endMs)}`, startMs, endMs };
    })
    .filter(({ startMs, endMs }) =>
      schedule.when.startTime
        ? endMs >= window.fromMs && startMs <= window.toMs
        : endMs > window.fromMs - DAY_MS && startMs <= window.toMs,
    )
    .map(({ key }) => key);
}

/**
 * Differences the reader makes on purpose (read-calendar-file.ts): fixture 14's Exchange DATE series end with a
 * UTC UNTIL at the last occurrence's London midnight (20200916T230000Z = 2020-09-17 00:00 BST), which the product
 * keeps and ical.js, comparing a date as UTC midnight, drops.
 */
const DELIBERATE_EXTRAS: Record<string, Key[]> = {
  '14_exchange_all_day_biweekly_moved.ics': ['2020-09-17/2020-09-18', '2020-09-24/2020-09-25'],
};

const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.ics'));

afterEach(() => {
  ICAL.TimezoneService.reset();
});

describe('real-world calendar files', () => {
  it('are all copied here', () => {
    expect(files).toHaveLength(15);
  });

  it.each(files)('%s: one year of occurrences equals ical.js', (name) => {
    const text = readFileSync(path.join(FIXTURES, name), 'utf8');
    const result = readCalendarFile(text, { defaultTimeZone: HOST_ZONE });
    const starts = result.events.flatMap((event) =>
      event.experiences.map((experience) => Date.parse(experience.schedule.when.start!)),
    );
    const fromMs = Math.min(...starts);
    const window = { fromMs, toMs: fromMs + 366 * DAY_MS };
    const expected = icalOccurrences(parseWithIcalJs(text), window);
    const actual = result.events
      .flatMap((event) => event.experiences.flatMap((experience) => productKeys(experience.schedule, window)))
      .sort();
    const extras = DELIBERATE_EXTRAS[name] ?? [];
    expect(actual.filter((key) => !extras.includes(key))).toEqual(expected);
    for (const extra of extras) expect(actual).toContain(extra);
    expect(expected.length).toBeGreaterThan(0);
  });
});

/** Every occurrence the product lists for a fixture in [from, to], with its experience's name. */
function listed(name: string, from: string, to: string) {
  const result = readCalendarFile(readFileSync(path.join(FIXTURES, name), 'utf8'), {
    defaultTimeZone: HOST_ZONE,
  });
  return result.events
    .flatMap((event) =>
      event.experiences.flatMap((experience) => {
        const { when } = experience.schedule;
        return expandSchedule(
          {
            startDate: when.startDate ?? null,
            endDate: when.endDate ?? null,
            startTime: when.startTime ?? null,
            endTime: when.endTime ?? null,
            timeZone: when.timeZone!,
            weekdays: null,
            rrule: experience.schedule.rrule,
            exdates: experience.schedule.exdates,
            repeats: when.repeats ?? null,
            repeatsUntil: when.repeatsUntil ?? null,
          },
          { fromMs: Date.parse(from), toMs: Date.parse(to) },
        ).map((occurrence) => ({
          name: experience.name,
          start: occurrence.startsAt.toISOString(),
          end: occurrence.endsAt.toISOString(),
          localDate: occurrence.localDate,
        }));
      }),
    )
    .sort((a, b) => a.start.localeCompare(b.start));
}

describe("what the fixtures' README expects, checked independently of ical.js", () => {
  it('01: one event, 2011-11-09 19:00-21:00 in Phoenix', () => {
    expect(
      listed('01_meetup_phoenix_folded_escaped.ics', '2011-01-01T00:00:00Z', '2012-12-31T00:00:00Z'),
    ).toEqual([
      expect.objectContaining({ start: '2011-11-10T02:00:00.000Z', end: '2011-11-10T04:00:00.000Z' }),
    ]);
  });

  it('02: four daily instances at 14:00 Kyiv, the second renamed by its override', () => {
    const list = listed(
      '02_google_override_before_master.ics',
      '2016-08-01T00:00:00Z',
      '2016-09-30T00:00:00Z',
    );
    expect(list.map((item) => [item.start, item.name])).toEqual([
      ['2016-08-25T11:00:00.000Z', 'repeated'],
      ['2016-08-26T11:00:00.000Z', 'bla bla'],
      ['2016-08-27T11:00:00.000Z', 'repeated'],
      ['2016-08-28T11:00:00.000Z', 'repeated'],
    ]);
  });

  it('03: 25 biweekly instances less 4 EXDATEs leave 21, the last on 2017-07-31', () => {
    const list = listed(
      '03_google_comma_exdate_biweekly.ics',
      '2017-01-01T00:00:00Z',
      '2017-08-31T00:00:00Z',
    );
    const series = list.filter((item) => item.name === 'Example of comma-separated exdates');
    expect(series).toHaveLength(21);
    expect(series.at(-1)!.localDate).toBe('2017-07-31');
    expect(series.map((item) => item.localDate)).not.toContain('2017-08-03');
  });

  it("08: Thunderbird's 'TZID: 1' event at 10:00-11:00 UTC", () => {
    const list = listed(
      '08_outlook_thunderbird_odd_tzid_utf8.ics',
      '2024-01-01T00:00:00Z',
      '2024-01-31T00:00:00Z',
    );
    expect(list).toEqual([
      expect.objectContaining({ start: '2024-01-08T10:00:00.000Z', end: '2024-01-08T11:00:00.000Z' }),
    ]);
  });

  it('10: December 2021 has one Karaoke, on the 17th, none on the 31st', () => {
    const december = listed(
      '10_google_last_friday_moved_occurrence.ics',
      '2021-11-30T23:00:00Z',
      '2021-12-31T22:59:59Z',
    );
    expect(december.map((item) => item.localDate)).toEqual(['2021-12-17']);
    const around = listed(
      '10_google_last_friday_moved_occurrence.ics',
      '2021-11-01T00:00:00Z',
      '2022-02-28T00:00:00Z',
    );
    expect(around.map((item) => item.localDate)).toEqual([
      '2021-11-26',
      '2021-12-17',
      '2022-01-28',
      '2022-02-25',
    ]);
  });

  it('11: three events between 10:00 and 15:00 Chicago on 2020-12-11', () => {
    expect(
      listed('11_google_chicago_weekly_exdates.ics', '2020-12-11T16:00:00Z', '2020-12-11T21:00:00Z'),
    ).toHaveLength(3);
  });

  it('12: noon-1 PM and 9-10 PM New York, the second across the UTC date line', () => {
    const list = listed(
      '12_google_utc_with_x_wr_timezone.ics',
      '2021-12-01T00:00:00Z',
      '2021-12-31T00:00:00Z',
    );
    expect(list.map((item) => [item.start, item.end, item.localDate])).toEqual([
      ['2021-12-22T17:00:00.000Z', '2021-12-22T18:00:00.000Z', '2021-12-22'],
      ['2021-12-23T02:00:00.000Z', '2021-12-23T03:00:00.000Z', '2021-12-22'],
    ]);
  });

  it('13: the all-day event is on 2020-08-14 only', () => {
    const list = listed('13_google_all_day_single.ics', '2020-08-01T00:00:00Z', '2020-08-31T00:00:00Z');
    expect(list.map((item) => item.localDate)).toEqual(['2020-08-14']);
  });

  it('14: 15 collections between 2020-05-25 and 2020-09-05, one (moved) between 09-03 and 09-05', () => {
    expect(
      listed(
        '14_exchange_all_day_biweekly_moved.ics',
        '2020-05-25T00:00:00+01:00',
        '2020-09-05T00:00:00+01:00',
      ),
    ).toHaveLength(15);
    const moved = listed(
      '14_exchange_all_day_biweekly_moved.ics',
      '2020-09-03T00:00:00+01:00',
      '2020-09-05T00:00:00+01:00',
    );
    expect(moved.map((item) => item.localDate)).toEqual(['2020-09-04']);
  });

  it('15: 16 weekly instances less 9 UTC EXDATEs across the DST change leave 7, 16:15-17:45 Berlin', () => {
    const list = listed(
      '15_davx5_historic_vtimezone_utc_exdates.ics',
      '2019-10-01T00:00:00Z',
      '2020-03-01T00:00:00Z',
    );
    expect(list.map((item) => item.localDate)).toEqual([
      '2019-10-29',
      '2019-11-12',
      '2019-12-10',
      '2020-01-07',
      '2020-01-14',
      '2020-01-21',
      '2020-01-28',
    ]);
    expect(list[0]).toMatchObject({ start: '2019-10-29T15:15:00.000Z', end: '2019-10-29T16:45:00.000Z' });
  });

  it('the CRLF fixtures were copied byte for byte', () => {
    for (const name of files) {
      const text = readFileSync(path.join(FIXTURES, name), 'utf8');
      expect(text.includes('\r\n'), name).toBe(/^1[234]_/.test(name));
    }
  });
});

describe("the fixtures' text, read as their README describes it", () => {
  const events = (name: string) =>
    readCalendarFile(readFileSync(path.join(FIXTURES, name), 'utf8'), { defaultTimeZone: HOST_ZONE }).events;

  it('01: a fold inside "\\n", escaped commas, a two-space continuation, GEO and URL', () => {
    const [event] = events('01_meetup_phoenix_folded_escaped.ics');
    expect(event!.description).toMatch(
      /^Phoenix Drupal User Group\nWednesday, November 9 at 7:00 PM\n\nCustomizing/,
    );
    expect(event!.location).toBe('Open Source Project Tempe (1415 E University Dr. #103A, Tempe, AZ 85281)');
    expect(event!.geo).toEqual({ lat: 33.56, lng: -111.9 });
    expect(event!.url).toBe('http://www.meetup.com/Phoenix-Drupal-User-Group/events/33627272/');
  });

  it('06: STATUS:CANCELLED marks only the cancelled event', () => {
    expect(
      events('06_apple_macos_status_attendees.ics').map((event) => [event.name, event.cancelled]),
    ).toEqual([
      ['Tentative', false],
      ['Confirmed', false],
      ['Cancelled', true],
      ['No Status', false],
    ]);
  });

  it('08: UTF-8 across folded lines', () => {
    const [, event] = events('08_outlook_thunderbird_odd_tzid_utf8.ics');
    expect(event!.description).toContain('Désolé pour ces changements de date, j');
    expect(event!.location).toBe('https://visio-agents.education.fr/');
  });

  it('09: a summary ending in an escaped semicolon, a space kept before a fold', () => {
    const [first] = events('09_tripit_heavy_escaping_folding.ics');
    expect(first!.name).toBe('South San Francisco, CA, October 2011;');
    expect(first!.description).toMatch(
      /^John Doe is in South San Francisco, CA from Oct 11 to Oct 13, 2011\n/,
    );
  });

  it('04 and 11: surrounding spaces of SUMMARY are trimmed', () => {
    expect(events('04_exchange_owa_windows_tzid_no_vtimezone.ics')[0]!.name).toBe('TEST Syd');
    expect(events('11_google_chicago_weekly_exdates.ics')[0]!.name).toBe('Event#1');
  });
});
