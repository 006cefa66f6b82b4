import { describe, expect, it } from 'vitest';
import { describeOccurrence } from './event-dates';

/** Friday 20 November 2026, 10:00 in New York (the process runs in Asia/Kathmandu). */
const NOW = Date.parse('2026-11-20T15:00:00Z');
const NY = 'America/New_York';

describe('describeOccurrence', () => {
  it('reads the day and hours in the event zone', () => {
    expect(
      describeOccurrence(
        {
          startsAt: '2026-11-21T00:00:00Z',
          endsAt: '2026-11-21T03:00:00Z',
          localDate: '2026-11-20',
          isAllDay: false,
        },
        NY,
        NOW,
      ),
    ).toEqual({ dateTime: '2026-11-21T00:00:00Z', day: 'Today', hours: '7:00 PM – 10:00 PM' });
    expect(
      describeOccurrence(
        {
          startsAt: '2026-11-28T17:00:00Z',
          endsAt: '2026-11-28T17:00:00Z',
          localDate: '2026-11-28',
          isAllDay: false,
        },
        NY,
        NOW,
      ),
    ).toMatchObject({ day: 'Sat, Nov 28', hours: '12:00 PM' });
  });

  it("says 'All day' for all-day occurrences", () => {
    expect(
      describeOccurrence(
        {
          startsAt: '2026-11-21T05:00:00Z',
          endsAt: '2026-11-22T05:00:00Z',
          localDate: '2026-11-21',
          isAllDay: true,
        },
        NY,
        NOW,
      ),
    ).toEqual({ dateTime: '2026-11-21', day: 'Tomorrow', hours: 'All day' });
  });
});
