/**
 * Add to calendar on a phone, against the real API: the event the API serves goes into the device's calendar
 * (test/device-modules.ts keeps what the app wrote there) with its times in its own zone, its description cut
 * (spec §5) and its repetition; refused access is said plainly.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { signUpAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp } from '../../../test/app-harness.tsx';
import { deviceCalendar } from '../../../test/device-modules.ts';
import { makeEvent } from './event-fixtures.ts';

// Tuesday 1 December 2026, 7 to 9 PM in New York (UTC-5): midnight to 2 AM UTC on the 2nd.
const WEEKLY = {
  startDate: '2026-12-01',
  startTime: '19:00',
  endDate: '2026-12-01',
  endTime: '21:00',
  repeats: 'WEEKLY',
  timeZone: 'America/New_York',
};

async function addToCalendar(): Promise<Record<string, unknown>> {
  fireEvent.press(await screen.findByRole('button', { name: 'Add to calendar' }));
  await waitFor(() => expect(deviceCalendar.created).toHaveLength(1));
  return deviceCalendar.created[0]!.details;
}

describe('add to calendar', () => {
  beforeEach(async () => {
    await resetDevice();
    deviceCalendar.reset();
  });

  it('adds a weekly event on its days with its interval and last day, in the event’s zone', async () => {
    const owner = await signUpAccount('Calendar Host');
    const description = `${'Swing, bebop and a late jam. '.repeat(12)}The end.`;
    const event = await makeEvent(owner, {
      name: 'Jazz every other Tuesday and Thursday',
      description,
      when: { ...WEEKLY, repeatsUntil: '2027-03-02' },
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH',
    });
    startApp({ initialUrl: `/event/${event.slug}` });

    const details = await addToCalendar();

    expect(details).toMatchObject({
      title: 'Jazz every other Tuesday and Thursday',
      location: 'Royale, 279 Tremont St, Boston, MA',
      timeZone: 'America/New_York',
      allDay: false,
      startDate: '2026-12-02T00:00:00.000Z',
      endDate: '2026-12-02T02:00:00.000Z',
    });
    expect(details.notes).toBe(`${Array.from(description).slice(0, 300).join('')}...`);
    expect(details.url).toMatch(new RegExp(`/event/${event.slug}$`));
    // RRULE FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH, ending with repeatsUntil's day in New York (UNTIL, RFC 5545
    // §3.3.10: 23:59:59 on 2 March 2027 is 04:59:59 UTC on the 3rd).
    expect(details.recurrenceRule).toEqual({
      frequency: 'weekly',
      interval: 2,
      daysOfTheWeek: [{ dayOfTheWeek: 3 }, { dayOfTheWeek: 5 }],
      endDate: '2027-03-03T04:59:59.000Z',
    });
    expect(await screen.findByText('Added to your calendar')).toBeTruthy();
  });

  it('repeats a weekly event without a stored rule every week from its first day, without end', async () => {
    const owner = await signUpAccount('Calendar Host');
    const event = await makeEvent(owner, { when: WEEKLY });
    startApp({ initialUrl: `/event/${event.slug}` });

    const details = await addToCalendar();

    expect(details.startDate).toBe('2026-12-02T00:00:00.000Z');
    expect(details.recurrenceRule).toEqual({ frequency: 'weekly', interval: 1 });
  });

  it('adds a one-time event without repetition', async () => {
    const owner = await signUpAccount('Calendar Host');
    const event = await makeEvent(owner, { when: { ...WEEKLY, repeats: 'ONE_TIME' } });
    startApp({ initialUrl: `/event/${event.slug}` });

    const details = await addToCalendar();

    expect(details.recurrenceRule).toBeNull();
  });

  it('says how to allow access when the calendar is refused, and writes nothing', async () => {
    deviceCalendar.reset('denied');
    const owner = await signUpAccount('Calendar Host');
    const event = await makeEvent(owner, { when: WEEKLY });
    startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.press(await screen.findByRole('button', { name: 'Add to calendar' }));

    expect(await screen.findByText(/Allow calendar access for Happenings in Settings/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Settings' })).toBeTruthy();
    expect(deviceCalendar.created).toHaveLength(0);
  });
});
