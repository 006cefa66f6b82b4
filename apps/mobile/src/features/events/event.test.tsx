/**
 * The event screen against the real API: opened from Discover, its schedule line (the device's schedule engine
 * agrees with the API's), next dates, place with Directions, and marking it interested.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Linking } from 'react-native';
import { getJson, signUpAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import type { ExperienceDetail } from '../experiences/experience.types.ts';

interface EventsBody {
  items: { experience: { slug: string; where: { name: string; lat?: number } } }[];
}

/** A seeded Boston event going ahead as planned, with a named place at known coordinates and dates to come. */
async function findUpcomingEvent(): Promise<ExperienceDetail> {
  const { body } = await getJson<EventsBody>(
    '/api/v1/events?location=boston-ma&size=40&hide=past,canceled,postponed,rescheduled',
  );
  for (const { experience } of body.items) {
    if (!experience.where.name || typeof experience.where.lat !== 'number') continue;
    const detail = await getJson<ExperienceDetail>(`/api/v1/experiences/slug/${experience.slug}`);
    if (detail.body.nextOccurrences.length > 0 && detail.body.host) return detail.body;
  }
  throw new Error('no upcoming seeded event with a place and a host');
}

describe('event screen', () => {
  beforeEach(resetDevice);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('opens from Discover with its schedule, next dates, place and host', async () => {
    const app = startApp();
    const list = await screen.findByTestId('discover-list');
    const card = within(list).getAllByTestId(/^experience-/)[0]!;
    const slug = card.props.testID.replace(/^experience-/, '') as string;

    fireEvent.press(card);

    await waitFor(() => expect(app.getPathname()).toBe(`/event/${slug}`));
    const { body: event } = await getJson<ExperienceDetail>(`/api/v1/experiences/slug/${slug}`);
    expect(await screen.findByRole('header', { name: event.name })).toBeTruthy();
    const schedule = screen.getByTestId('schedule-text');
    expect(schedule.props.children).toBe(event.schedule.text);
    expect(schedule.props.children).not.toBe('--');
    expect(screen.getByTestId('interested-count').props.children).toBe(`${event.interested} interested`);
  });

  it('shows next dates in the event’s time zone, the place with Directions, and the host', async () => {
    const event = await findUpcomingEvent();
    const openUrl = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    startApp({ initialUrl: `/event/${event.slug}` });

    expect(await screen.findByText('Next dates')).toBeTruthy();
    // TZ is Asia/Kathmandu: the hours shown are the event's own (America/New_York), not the device's.
    const first = event.nextOccurrences.find((occurrence) => Date.parse(occurrence.endsAt) > Date.now())!;
    if (!first.isAllDay) {
      const hour = new Intl.DateTimeFormat('en-US', {
        timeZone: event.timeZone,
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(first.startsAt));
      expect(screen.getAllByText(new RegExp(hour.replace(/\s/g, '\\s'))).length).toBeGreaterThan(0);
    }
    // A venue that hosts its own events shows its name twice: as the place and as the host.
    expect(screen.getAllByText(event.where.name).length).toBeGreaterThan(0);
    expect(screen.getAllByText(event.host!.name).length).toBeGreaterThan(0);

    fireEvent.press(screen.getByRole('button', { name: 'Directions' }));

    // jest renders the iOS app: Apple Maps, to the place's coordinates.
    await waitFor(() =>
      expect(openUrl).toHaveBeenCalledWith(
        expect.stringContaining(`https://maps.apple.com/?daddr=${event.where.lat}%2C${event.where.lng}`),
      ),
    );
  });

  it('marks the event interested and back, and the API keeps each change', async () => {
    const event = await findUpcomingEvent();
    const account = await signUpAccount();
    await storeSession(account);
    startApp({ initialUrl: `/event/${event.slug}` });
    const button = await screen.findByTestId('interested-button');
    const before = event.interested;
    expect(button.props.accessibilityState).toMatchObject({ selected: false });

    fireEvent.press(button);

    await waitFor(() =>
      expect(screen.getByTestId('interested-count').props.children).toBe(`${before + 1} interested`),
    );
    expect(screen.getByTestId('interested-button').props.accessibilityState).toMatchObject({
      selected: true,
    });
    const path = `/api/v1/interested/experience/${event.id}`;
    await waitFor(async () =>
      expect((await getJson<{ isInterested: boolean }>(path, account.token)).body.isInterested).toBe(true),
    );

    fireEvent.press(screen.getByTestId('interested-button'));

    await waitFor(() =>
      expect(screen.getByTestId('interested-count').props.children).toBe(`${before} interested`),
    );
    await waitFor(async () =>
      expect((await getJson<{ isInterested: boolean }>(path, account.token)).body.isInterested).toBe(false),
    );
  });

  it('opens sign-in when someone signed out presses Interested', async () => {
    const event = await findUpcomingEvent();
    const app = startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.press(await screen.findByTestId('interested-button'));

    await waitFor(() => expect(app.getPathname()).toBe('/sign-in'));
  });

  it('says so for an event that does not exist', async () => {
    startApp({ initialUrl: '/event/no-such-event-anywhere' });

    expect(await screen.findByText('This event is not available.')).toBeTruthy();
  });
});
