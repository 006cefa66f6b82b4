/**
 * The search map against the real API: the pins are the events the API has in the box the map asked for (the
 * week ahead), a pin opens its event, and moving the map asks for the new box.
 */

import type { components } from '@happenings/client';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp } from '../../../test/app-harness.tsx';

type EventPage = components['schemas']['EventPage'];

/** A phone's map area: taller than Boston's box is wide, so the box's longitudes fill the view exactly. */
const MAP_SIZE = { width: 390, height: 500 };

let fetchSpy: jest.SpiedFunction<typeof fetch>;

/** The queries of the app's calls of GET /api/v1/events so far. */
function eventsQueries(): URLSearchParams[] {
  return fetchSpy.mock.calls.flatMap(([input]: Parameters<typeof fetch>) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.pathname === '/api/v1/events' ? [url.searchParams] : [];
  });
}

async function openMap(): Promise<ReturnType<typeof startApp>> {
  const app = startApp({ initialUrl: '/search' });
  fireEvent.press(await screen.findByRole('radio', { name: 'Map' }));
  // The test renderer lays nothing out: the map learns its size as a device would tell it.
  fireEvent(await screen.findByTestId('search-map'), 'layout', { nativeEvent: { layout: MAP_SIZE } });
  return app;
}

describe('Search map', () => {
  beforeEach(async () => {
    await resetDevice();
    fetchSpy = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchSpy.mockRestore());

  it("shows a pin for each of the box's events, and a pin opens its event", async () => {
    const { getPathname } = await openMap();

    await waitFor(() => expect(eventsQueries()).toHaveLength(1));
    const [query] = eventsQueries();
    // Boston's box (spec §3), its longitudes filling the view's width.
    expect(Number(query!.get('xmin'))).toBeCloseTo(-71.2, 4);
    expect(Number(query!.get('xmax'))).toBeCloseTo(-70.95, 4);
    expect(Number(query!.get('ymin'))).toBeLessThanOrEqual(42.22);
    expect(Number(query!.get('ymax'))).toBeGreaterThanOrEqual(42.43);
    const start = Date.parse(query!.get('start') ?? '');
    expect(Date.parse(query!.get('end') ?? '') - start).toBe(7 * 24 * 60 * 60 * 1000);

    const { body } = await getJson<EventPage>(`/api/v1/events?${query!.toString()}`);
    const expected = new Map(
      body.items.flatMap(({ experience }) =>
        experience ? [[experience.slug, experience.name] as const] : [],
      ),
    );
    expect(expected.size).toBeGreaterThan(0);

    await waitFor(() => expect(screen.getAllByTestId(/^map-pin-/)).toHaveLength(expected.size));
    for (const [slug, name] of expected) {
      const pin = screen.getByTestId(`map-pin-${slug}`);
      expect(pin.props.accessibilityLabel).toBe(name);
      expect(pin.props.accessibilityRole).toBe('link');
    }
    expect(screen.getByTestId('map-status').props.children).toMatch(`${expected.size} event`);

    const [slug] = expected.keys();
    fireEvent.press(screen.getByTestId(`map-pin-${slug}`));
    await waitFor(() => expect(getPathname()).toBe(`/event/${slug}`));
  });

  it('asks for the new box when the map moves', async () => {
    await openMap();
    await waitFor(() => expect(eventsQueries()).toHaveLength(1));
    const first = eventsQueries()[0]!;
    const width = Number(first.get('xmax')) - Number(first.get('xmin'));

    fireEvent.press(screen.getByRole('button', { name: 'Move the map east' }));

    await waitFor(() => expect(eventsQueries()).toHaveLength(2));
    const moved = eventsQueries()[1]!;
    // A third of the view east; the latitudes stay.
    expect(Number(moved.get('xmin')) - Number(first.get('xmin'))).toBeCloseTo(width / 3, 3);
    expect(moved.get('ymin')).toBe(first.get('ymin'));
    expect(moved.get('ymax')).toBe(first.get('ymax'));

    fireEvent.press(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(eventsQueries()).toHaveLength(3));
    const zoomed = eventsQueries()[2]!;
    expect(Number(zoomed.get('xmax')) - Number(zoomed.get('xmin'))).toBeCloseTo(width / 2, 3);
  });

  it('waits for "Search this area" when it does not follow the map', async () => {
    await openMap();
    await waitFor(() => expect(eventsQueries()).toHaveLength(1));

    fireEvent(screen.getByLabelText('Update as the map moves'), 'valueChange', false);
    fireEvent.press(screen.getByRole('button', { name: 'Move the map south' }));
    const searchArea = await screen.findByRole('button', { name: 'Search this area' });
    expect(eventsQueries()).toHaveLength(1);

    fireEvent.press(searchArea);
    await waitFor(() => expect(eventsQueries()).toHaveLength(2));
    expect(Number(eventsQueries()[1]!.get('ymax'))).toBeLessThan(Number(eventsQueries()[0]!.get('ymax')));
  });
});
