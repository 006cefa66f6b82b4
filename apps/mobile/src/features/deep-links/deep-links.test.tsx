/**
 * A website address given to the app as its initial URL (a universal link, an app link) opens the matching
 * screen, through src/app/+native-intent.tsx, against the real API.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from 'expo-router/testing-library';
import { getJson } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp } from '../../../test/app-harness.tsx';

interface EventsBody {
  items: { experience: { slug: string; name: string } }[];
}

describe('links to the website', () => {
  beforeEach(resetDevice);

  it('open the event they name', async () => {
    const { body } = await getJson<EventsBody>('/api/v1/events?location=boston-ma&size=1');
    const event = body.items[0]!.experience;
    const app = startApp({ initialUrl: `https://happenings.example/event/${event.slug}` });

    await waitFor(() => expect(app.getPathname()).toBe(`/event/${event.slug}`));
    expect(await screen.findByRole('header', { name: event.name })).toBeTruthy();
  });

  it('open a city’s page on Discover', async () => {
    const app = startApp({ initialUrl: 'https://happenings.example/boston-ma' });

    await waitFor(() => expect(app.getPathname()).toBe('/'));
    expect(await screen.findByTestId('discover-list')).toBeTruthy();
  });
});
