import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar-event.schema.ts';
import { buildGoogleCalendarUrl } from './google-calendar-url.ts';

function makeEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    uid: 'jazz-night@happenings',
    title: 'Jazz & Blues, live: 100% fun',
    start: '2025-03-08T20:00:00',
    end: '2025-03-08T23:00:00',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

function paramsOf(url: string): Record<string, string> {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe('https://calendar.google.com/calendar/render');
  return Object.fromEntries(parsed.searchParams);
}

describe('buildGoogleCalendarUrl (spec §2 Add to calendar)', () => {
  it.each<[string, Partial<CalendarEvent>, Record<string, string>]>([
    [
      'a timed event (UTC instants, EST)',
      {
        description: 'Three sets.',
        url: 'https://happenings.example/event/jazz',
        location: 'The Sinclair, Cambridge',
      },
      {
        action: 'TEMPLATE',
        text: 'Jazz & Blues, live: 100% fun',
        dates: '20250309T010000Z/20250309T040000Z',
        details: 'Three sets.\n\nhttps://happenings.example/event/jazz',
        location: 'The Sinclair, Cambridge',
        ctz: 'America/New_York',
      },
    ],
    [
      'a summer event (EDT)',
      { start: '2025-07-04T21:30:00', end: '2025-07-05T00:30:00' },
      {
        action: 'TEMPLATE',
        text: 'Jazz & Blues, live: 100% fun',
        dates: '20250705T013000Z/20250705T043000Z',
        ctz: 'America/New_York',
      },
    ],
    [
      'an all-day event (exclusive end)',
      { start: '2025-03-08', end: '2025-03-09', url: 'https://happenings.example/e' },
      {
        action: 'TEMPLATE',
        text: 'Jazz & Blues, live: 100% fun',
        dates: '20250308/20250310',
        details: 'https://happenings.example/e',
        ctz: 'America/New_York',
      },
    ],
    [
      'a repeating event (UNTIL made UTC)',
      { rrule: 'RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20250329', exdates: ['2025-03-15T20:00:00'] },
      {
        action: 'TEMPLATE',
        text: 'Jazz & Blues, live: 100% fun',
        dates: '20250309T010000Z/20250309T040000Z',
        ctz: 'America/New_York',
        recur: 'RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20250330T035959Z',
      },
    ],
    [
      'an event in Kathmandu (the process zone plays no part)',
      { timeZone: 'Asia/Kathmandu' },
      {
        action: 'TEMPLATE',
        text: 'Jazz & Blues, live: 100% fun',
        dates: '20250308T141500Z/20250308T171500Z',
        ctz: 'Asia/Kathmandu',
      },
    ],
  ])('links %s', (_name, overrides, expected) => {
    expect(paramsOf(buildGoogleCalendarUrl(makeEvent(overrides)))).toEqual(expected);
  });

  it('percent-encodes every value (no raw spaces, &, +, # or newlines)', () => {
    const url = buildGoogleCalendarUrl(makeEvent({ description: 'a+b #1\nnext', location: 'Café 🎷' }));
    const query = url.slice(url.indexOf('?') + 1);
    expect(query).not.toMatch(/[ +#\n]/);
    expect(query.split('&').map((pair) => pair.split('=')[0])).toEqual([
      'action',
      'text',
      'dates',
      'details',
      'location',
      'ctz',
    ]);
    expect(url).toContain('text=Jazz%20%26%20Blues%2C%20live%3A%20100%25%20fun');
    expect(paramsOf(url).location).toBe('Café 🎷');
  });

  it('cuts the description to 300 characters and ... before the link (spec §5)', () => {
    const details = paramsOf(
      buildGoogleCalendarUrl(makeEvent({ description: 'z'.repeat(500), url: 'https://h.example/e' })),
    ).details;
    expect(details).toBe(`${'z'.repeat(300)}...\n\nhttps://h.example/e`);
  });

  it('rejects an event that ends before it starts', () => {
    expect(() => buildGoogleCalendarUrl(makeEvent({ end: '2025-03-08T19:00:00' }))).toThrow(
      'end is before start',
    );
  });
});
