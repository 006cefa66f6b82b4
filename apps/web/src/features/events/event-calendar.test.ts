import { buildICalendar } from '@happenings/domain/calendar';
import { describe, expect, it } from 'vitest';
import { type CalendarSource, deriveRrule, locationText, toCalendarEvent } from './event-calendar';

const SITE = 'https://happenings.example';

const jazz: CalendarSource = {
  id: 'exp-1',
  name: 'Jazz Night',
  slug: 'jazz-night',
  shortDescription: 'Live jazz by the river',
  timeZone: 'America/New_York',
  when: {
    startDate: '2026-11-24',
    endDate: '2026-11-24',
    startTime: '19:00',
    endTime: '22:00',
    // 19:00 in New York in November is 00:00 UTC the next day.
    start: '2026-11-25T00:00:00.000Z',
    end: '2026-11-25T03:00:00.000Z',
    repeats: 'WEEKLY',
    repeatsUntil: '2027-01-26',
    weekdays: { tuesday: '19:00-22:00', wednesday: 'closed' },
  },
  where: { name: 'Esplanade', address: '1 Embankment Rd', city: 'Boston', state: 'MA' },
  exdates: ['2026-12-01'],
};

describe('toCalendarEvent', () => {
  it('gives wall-clock times in the event zone (not the process zone), rrule, exdates, location and url', () => {
    const event = toCalendarEvent(jazz, SITE)!;
    expect(event).toMatchObject({
      uid: 'exp-1@happenings',
      title: 'Jazz Night',
      start: '2026-11-24T19:00:00',
      end: '2026-11-24T22:00:00',
      timeZone: 'America/New_York',
      rrule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270126',
      exdates: ['2026-12-01'],
      location: 'Esplanade, 1 Embankment Rd, Boston, MA',
      url: 'https://happenings.example/event/jazz-night',
      description: 'Live jazz by the river',
    });
  });

  it('exports an .ics whose EXDATE names the removed occurrence at its start time', () => {
    const text = buildICalendar(toCalendarEvent(jazz, SITE)!, { now: Date.parse('2026-11-20T15:00:00Z') });
    expect(text).toContain('DTSTART;TZID=America/New_York:20261124T190000');
    expect(text).toContain('EXDATE;TZID=America/New_York:20261201T190000');
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270127T\d{6}Z/);
  });

  it('uses dates for all-day events, the end day inclusive', () => {
    const event = toCalendarEvent(
      { ...jazz, when: { startDate: '2026-12-05', endDate: '2026-12-07', repeats: '' }, exdates: [] },
      SITE,
    )!;
    expect(event).toMatchObject({ start: '2026-12-05', end: '2026-12-07', rrule: null, exdates: null });
  });

  it('defaults a missing or inverted end to two hours, and returns null without a start', () => {
    const noEnd = toCalendarEvent({ ...jazz, when: { ...jazz.when, end: null, repeats: '' } }, SITE)!;
    expect(noEnd.end).toBe('2026-11-24T21:00:00');
    expect(toCalendarEvent({ ...jazz, when: { startTime: '19:00' } }, SITE)).toBeNull();
  });

  it('marks a canceled event so calendars show it as such', () => {
    expect(toCalendarEvent({ ...jazz, status: 'CANCELED' }, SITE)!.status).toBe('CANCELED');
  });
});

describe('deriveRrule', () => {
  it('prefers the stored rrule, without its prefix', () => {
    expect(deriveRrule({ rrule: 'RRULE:FREQ=MONTHLY;BYDAY=1FR', when: { repeats: 'WEEKLY' } })).toBe(
      'FREQ=MONTHLY;BYDAY=1FR',
    );
  });

  it('derives one from repeats; ONE_TIME and ONGOING do not repeat', () => {
    expect(deriveRrule({ when: { repeats: 'MONTHLY' } })).toBe('FREQ=MONTHLY');
    expect(
      deriveRrule({ when: { repeats: 'WEEKLY', weekdays: { monday: '', friday: '10:00-12:00' } } }),
    ).toBe('FREQ=WEEKLY;BYDAY=MO,FR');
    expect(deriveRrule({ when: { repeats: 'ONE_TIME' } })).toBeNull();
    expect(deriveRrule({ when: { repeats: 'ONGOING' } })).toBeNull();
  });
});

describe('locationText', () => {
  it('joins the parts that are set, each once', () => {
    expect(locationText({ name: 'Boston', address: '', city: 'Boston', state: 'MA' })).toBe('Boston, MA');
    expect(locationText(null)).toBeNull();
  });
});
