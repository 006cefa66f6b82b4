/**
 * Subscribe in your calendar (issue 26) against the real API: the place screen's sheet opens the place's feed as
 * webcal:// in the phone's calendar and in Google Calendar's add-by-URL page, shares its https address, and that
 * address answers the place's events as iCalendar; a community collection and Discover (the city's three feeds)
 * offer theirs.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Linking, Share } from 'react-native';
import { signUpAccount, testApiUrl } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp } from '../../../test/app-harness.tsx';
import { addItem, makeCollection } from '../../../test/collection-fixtures.ts';
import { makeEventAt, makePlace } from '../places/place-fixtures.ts';
import { FRESHNESS_TEXT } from './feed-options.tsx';

describe('subscribe in your calendar', () => {
  beforeEach(resetDevice);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("opens the place's feed in the calendar and in Google Calendar, and its address answers its events", async () => {
    const owner = await signUpAccount('Feed Venue');
    const place = await makePlace(owner, { name: 'Calendar Hall', address: '12 Feed St' });
    await makeEventAt(owner, place, { name: 'Feed night at the hall', daysAhead: 4 });
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    const share = jest.spyOn(Share, 'share').mockResolvedValue({ action: Share.sharedAction });
    startApp({ initialUrl: `/place/${place.id}` });

    fireEvent.press(
      await screen.findByRole('button', { name: 'Subscribe to events at Calendar Hall in your calendar' }),
    );
    const sheet = await screen.findByTestId('subscribe-sheet');
    expect(within(sheet).getByRole('header', { name: 'Subscribe to events at Calendar Hall' })).toBeTruthy();
    expect(within(sheet).getByText(FRESHNESS_TEXT)).toBeTruthy();

    const https = `${testApiUrl()}/api/v1/calendar-feeds/places/${place.id}/events.ics`;
    const webcal = https.replace(/^http:/, 'webcal:');
    expect(webcal.startsWith('webcal://')).toBe(true);
    expect(within(sheet).getByTestId('feed-address')).toHaveTextContent(https);

    fireEvent.press(within(sheet).getByRole('button', { name: 'Open in your calendar' }));
    await waitFor(() => expect(openURL).toHaveBeenLastCalledWith(webcal));

    fireEvent.press(within(sheet).getByRole('button', { name: 'Add to Google Calendar' }));
    await waitFor(() =>
      expect(openURL).toHaveBeenLastCalledWith(
        `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
      ),
    );

    // jest renders the iOS app: the address goes as `url`, which the share sheet also copies.
    fireEvent.press(within(sheet).getByRole('button', { name: 'Share the address' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: https }),
        expect.objectContaining({ dialogTitle: 'Calendar address' }),
      ),
    );

    const feed = await fetch(https);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Feed night at the hall');

    fireEvent.press(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('subscribe-sheet')).toBeNull());
  });

  it("offers a community collection's feed, which holds its events", async () => {
    const owner = await signUpAccount('Feed Curator');
    const place = await makePlace(owner, { name: 'Dock Hall', address: '5 Pier Rd' });
    const event = await makeEventAt(owner, place, { name: 'Dockside folk', daysAhead: 9 });
    const collection = await makeCollection(owner, { name: 'Harbor folk', isCommunity: true });
    await addItem(owner, collection, { type: 'experience', itemId: event.id });
    startApp({ initialUrl: `/collection/${collection.id}` });

    fireEvent.press(await screen.findByRole('button', { name: 'Subscribe to Harbor folk in your calendar' }));

    const sheet = await screen.findByTestId('subscribe-sheet');
    const https = `${testApiUrl()}/api/v1/calendar-feeds/collections/${collection.id}/events.ics`;
    expect(within(sheet).getByTestId('feed-address')).toHaveTextContent(https);
    const feed = await fetch(https);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Dockside folk');
  });

  it("offers the city's weekend, editor picks and whole-city feeds on Discover", async () => {
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    startApp({ initialUrl: '/' });

    const list = await screen.findByTestId('discover-list');
    fireEvent.scroll(list, {
      nativeEvent: {
        contentOffset: { y: 10_000 },
        contentSize: { height: 10_000, width: 400 },
        layoutMeasurement: { height: 800, width: 400 },
      },
    });
    const feeds = await screen.findByTestId('location-feeds');
    const buttons = within(feeds).getAllByRole('button');
    expect(buttons.map((button) => button.props.accessibilityLabel)).toEqual([
      'Subscribe to Boston this weekend in your calendar',
      'Subscribe to Boston editor picks in your calendar',
      'Subscribe to everything in Boston in your calendar',
    ]);

    fireEvent.press(buttons[1] as (typeof buttons)[number]);
    const sheet = await screen.findByTestId('subscribe-sheet');
    fireEvent.press(within(sheet).getByRole('button', { name: 'Open in your calendar' }));
    const https = `${testApiUrl()}/api/v1/calendar-feeds/locations/boston-ma/editor-picks.ics`;
    await waitFor(() => expect(openURL).toHaveBeenLastCalledWith(https.replace(/^http:/, 'webcal:')));
    const feed = await fetch(https);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
  });
});
