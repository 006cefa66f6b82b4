/**
 * Private feed addresses (issue 26 Subscribe) against the real API: on Edit account a member makes the address of
 * what they're interested in (it answers their events), replaces it (the old one answers 404) and turns it off (the
 * new one answers 404 too); a private collection's owner makes its address on the collection's screen.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Linking } from 'react-native';
import { getJson, sendJson, signUpAccount, testApiUrl } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { addItem, makeCollection } from '../../../test/collection-fixtures.ts';
import { makeEventAt, makePlace } from '../places/place-fixtures.ts';

interface Status {
  active: boolean;
  createdAt: string | null;
}

const PRIVATE_ADDRESS = /\/api\/v1\/calendar-feeds\/private\/[^/]+\/events\.ics$/;

/** The address the panel shows, once made. */
async function shownAddress(): Promise<string> {
  const panel = await screen.findByTestId('private-feed');
  const address = await within(panel).findByTestId('feed-address');
  const url = String(address.props.children);
  expect(url.startsWith(`${testApiUrl()}/`)).toBe(true);
  expect(url).toMatch(PRIVATE_ADDRESS);
  return url;
}

describe('private calendar addresses', () => {
  beforeEach(resetDevice);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('makes, replaces and turns off the address of what a member is interested in', async () => {
    const host = await signUpAccount('Private Feed Host');
    const place = await makePlace(host, { name: 'Quiet Attic', address: '7 Loft Ln' });
    const event = await makeEventAt(host, place, { name: 'Attic string quartet', daysAhead: 6 });
    const me = await signUpAccount('Ivy Interested');
    const marked = await sendJson('POST', `/api/v1/interested/experience/${event.id}`, me.token);
    expect(marked.status).toBeLessThan(300);
    await storeSession(me);
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    const app = startApp({ initialUrl: '/profile' });

    fireEvent.press(await screen.findByRole('button', { name: 'Edit account' }));
    await waitFor(() => expect(app.getPathname()).toBe('/account/edit'));
    expect(
      await screen.findByRole('header', { name: "What you're interested in, in your calendar" }),
    ).toBeTruthy();
    fireEvent.press(await screen.findByRole('button', { name: 'Make a private address' }));

    const first = await shownAddress();
    const feed = await fetch(first);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await feed.text()).toContain('SUMMARY:Attic string quartet');
    fireEvent.press(screen.getByRole('button', { name: 'Open in your calendar' }));
    await waitFor(() => expect(openURL).toHaveBeenLastCalledWith(first.replace(/^https?:/, 'webcal:')));
    expect((await getJson<Status>('/api/v1/calendar-feeds/interested/address', me.token)).body.active).toBe(
      true,
    );

    fireEvent.press(screen.getByRole('button', { name: 'Make a new private address' }));
    await waitFor(async () => expect(await shownAddress()).not.toBe(first));
    const second = await shownAddress();
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);

    fireEvent.press(screen.getByRole('button', { name: 'Turn off the private address' }));
    expect(await screen.findByRole('button', { name: 'Make a private address' })).toBeTruthy();
    expect(screen.queryByTestId('feed-address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn off the private address' })).toBeNull();
    expect((await fetch(second)).status).toBe(404);
    expect((await getJson<Status>('/api/v1/calendar-feeds/interested/address', me.token)).body).toEqual({
      active: false,
      createdAt: null,
    });
  });

  it('says an address is on without showing it, when it was made before', async () => {
    const me = await signUpAccount('Earlier Maker');
    const made = await sendJson<{ url: string }>(
      'POST',
      '/api/v1/calendar-feeds/interested/address',
      me.token,
    );
    expect(made.status).toBe(201);
    await storeSession(me);
    startApp({ initialUrl: '/account/edit' });

    const status = await screen.findByTestId('private-feed-status');
    expect(status).toHaveTextContent(/Your private address is on \(made .+\)/);
    expect(screen.queryByTestId('feed-address')).toBeNull();
    expect(screen.getByRole('button', { name: 'Make a new private address' })).toBeTruthy();
  });

  it("gives a private collection's owner its address, and the feed holds its events", async () => {
    const owner = await signUpAccount('Collection Keeper');
    const place = await makePlace(owner, { name: 'Cellar Club', address: '3 Vault Rd' });
    const event = await makeEventAt(owner, place, { name: 'Cellar blues', daysAhead: 8 });
    const collection = await makeCollection(owner, { name: 'My quiet nights', isCommunity: false });
    await addItem(owner, collection, { type: 'experience', itemId: event.id });
    await storeSession(owner);
    startApp({ initialUrl: `/collection/${collection.id}` });

    expect(await screen.findByText('Private collection')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Subscribe to/ })).toBeNull();
    fireEvent.press(await screen.findByRole('button', { name: 'Make a private address' }));

    const url = await shownAddress();
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Cellar blues');
    const status = await getJson<Status>(
      `/api/v1/calendar-feeds/collections/${collection.id}/address`,
      owner.token,
    );
    expect(status.body.active).toBe(true);
  });
});
