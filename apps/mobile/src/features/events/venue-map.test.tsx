/**
 * The small map of an event's venue against the real API: with tiles configured (EXPO_PUBLIC_MAP_TILE_URL) the
 * street around the venue is drawn with its pin and the tiles' credit, and pressing it asks the maps app for
 * directions; without tiles there is no map, and the address with its Directions button stays.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from 'expo-router/testing-library';
import { Image, Linking } from 'react-native';
import { signUpAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp } from '../../../test/app-harness.tsx';
import { PLACE_MAP_ZOOM } from '../map/place-map.tsx';
import { TILE_SIZE, toWorldPixel } from '../map/projection.ts';
import { directionsUrl } from './directions.ts';
import { makeEvent } from './event-fixtures.ts';

const TILES = 'https://tiles.example.test/{z}/{x}/{y}.png';
const WHEN = {
  startDate: '2030-06-01',
  startTime: '19:00',
  endDate: '2030-06-01',
  endTime: '21:00',
  timeZone: 'America/New_York',
};

describe('the venue on the event screen', () => {
  beforeEach(resetDevice);
  afterEach(() => {
    delete process.env.EXPO_PUBLIC_MAP_TILE_URL;
    jest.restoreAllMocks();
  });

  it('shows the venue on a small map that opens directions', async () => {
    process.env.EXPO_PUBLIC_MAP_TILE_URL = TILES;
    const openUrl = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    const host = await signUpAccount('Vera Venue');
    const event = await makeEvent(host, { when: WHEN });
    startApp({ initialUrl: `/event/${event.slug}` });

    const map = await screen.findByRole('button', { name: 'Map of Royale' });
    fireEvent(map, 'layout', { nativeEvent: { layout: { x: 0, y: 0, width: 320, height: 160 } } });

    // The tile under the venue, at street level, is among those drawn.
    const venue = toWorldPixel({ lat: event.where.lat!, lng: event.where.lng! }, PLACE_MAP_ZOOM);
    const tile = `https://tiles.example.test/${PLACE_MAP_ZOOM}/${Math.floor(venue.x / TILE_SIZE)}/${Math.floor(venue.y / TILE_SIZE)}.png`;
    const drawn = screen
      .UNSAFE_getAllByType(Image)
      .map((image) => (image.props.source as { uri: string }).uri);
    expect(drawn).toContain(tile);
    expect(screen.getByTestId('place-map-pin')).toBeTruthy();
    expect(screen.getByText('Map tiles: tiles.example.test')).toBeTruthy();

    fireEvent.press(map);

    expect(openUrl).toHaveBeenCalledWith(directionsUrl(event.where, 'ios'));
  });

  it('keeps the address and Directions without a map when no tiles are configured', async () => {
    const host = await signUpAccount('Vera Venue');
    const event = await makeEvent(host, { when: WHEN });
    startApp({ initialUrl: `/event/${event.slug}` });

    expect(await screen.findByText('279 Tremont St, Boston, MA')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Directions' })).toBeTruthy();
    expect(screen.queryByTestId('place-map')).toBeNull();
  });
});
