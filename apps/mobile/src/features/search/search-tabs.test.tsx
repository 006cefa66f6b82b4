/**
 * The result tabs against the real API: each finds a person, place, host, collection or roundup made (or seeded)
 * for the test by its name, as the website's search does, and its row opens its screen.
 */

import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { StyleSheet } from 'react-native';
import {
  getJson,
  giveUsername,
  sendJson,
  signUpAccount,
  type TestAccount,
} from '../../../test/api-fixtures.ts';
import { resetDevice, startApp } from '../../../test/app-harness.tsx';
import { makeCollection } from '../../../test/collection-fixtures.ts';
import { makePlace } from '../places/place-fixtures.ts';

/** Opens search, types the words, submits them and picks the tab. */
async function search(words: string, tab: string): Promise<ReturnType<typeof startApp>> {
  const app = startApp({ initialUrl: '/search' });
  const input = await screen.findByLabelText('Search Boston');
  fireEvent.changeText(input, words);
  fireEvent(input, 'submitEditing');
  const tabs = screen.getByTestId('search-tabs');
  fireEvent.press(within(tabs).getByRole('tab', { name: tab }));
  expect(within(tabs).getByRole('tab', { name: tab }).props.accessibilityState).toMatchObject({
    selected: true,
  });
  return app;
}

/** Presses the row (a link read once as "name, line") and waits for its screen's address. */
async function openRow(testID: string, label: string, app: ReturnType<typeof startApp>, path: string) {
  const row = await screen.findByTestId(testID);
  expect(row.props.accessibilityRole).toBe('link');
  expect(row.props.accessibilityLabel).toBe(label);
  fireEvent.press(row);
  await waitFor(() => expect(app.getPathname()).toBe(path));
}

async function askRoundup(asker: TestAccount, title: string): Promise<{ id: string; slug: string }> {
  const { status, body } = await sendJson<{ id: string; slug: string }>(
    'POST',
    '/api/v1/crowd-sourced-roundups',
    asker.token,
    { title, description: 'For a visiting friend.', location: 'boston-ma' },
  );
  if (status !== 201 && status !== 200) throw new Error(`asking failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

describe('Search tabs', () => {
  beforeEach(resetDevice);

  it('finds a person by their username and opens their profile', async () => {
    const person = await signUpAccount('Quillon Marchetti');
    const username = await giveUsername(person, 'quillon');
    const app = await search(username, 'People');

    await openRow(`person-${username}`, `Quillon Marchetti, @${username}`, app, `/u/${username}`);
    expect(await screen.findByRole('header', { name: 'Quillon Marchetti' })).toBeTruthy();
  });

  it('finds a place by its name and opens it', async () => {
    const owner = await signUpAccount('Place Maker');
    const place = await makePlace(owner, { name: 'Marigold Listening Room', address: '12 Harrison Ave' });
    const app = await search('Marigold', 'Places');

    expect(await screen.findByText('1 place')).toBeTruthy();
    await openRow(
      `place-${place.id}`,
      'Marigold Listening Room, 12 Harrison Ave, Boston',
      app,
      `/place/${place.id}`,
    );
    expect(await screen.findByRole('header', { name: 'Marigold Listening Room' })).toBeTruthy();
  });

  it('finds a host by its name and opens it', async () => {
    const { body } = await getJson<{ items: { slug: string; name: string }[] }>('/api/v1/hosts?limit=1');
    const host = body.items[0];
    if (!host) throw new Error('the demo data has no host');
    const app = await search(host.name, 'Hosts');

    await openRow(`host-${host.slug}`, `${host.name}, Host`, app, `/host/${host.slug}`);
    expect(await screen.findByRole('header', { name: host.name })).toBeTruthy();
  });

  it('finds a community collection by its name and opens it', async () => {
    const owner = await signUpAccount('Collection Keeper');
    const username = await giveUsername(owner, 'keeper');
    const collection = await makeCollection(owner, { name: 'Rainy afternoon museums', isCommunity: true });
    const app = await search('rainy afternoon museums', 'Collections');

    await openRow(
      `collection-${collection.id}`,
      `Rainy afternoon museums, 0 items · by @${username}`,
      app,
      `/collection/${collection.id}`,
    );
  });

  it('finds a roundup by its question and opens it', async () => {
    const asker = await signUpAccount('Cannoli Asker');
    const roundup = await askRoundup(asker, 'Where is the flakiest cannoli in the North End?');
    const app = await search('flakiest cannoli', 'Roundups');

    await openRow(
      `roundup-${roundup.slug}`,
      'Where is the flakiest cannoli in the North End?, No answers yet · asked by Cannoli Asker',
      app,
      `/roundup/${roundup.slug}`,
    );
    expect(
      await screen.findByRole('header', { name: 'Where is the flakiest cannoli in the North End?' }),
    ).toBeTruthy();
  });

  it('says when nothing matches, and asks for words before searching', async () => {
    startApp({ initialUrl: '/search' });
    fireEvent.press(within(await screen.findByTestId('search-tabs')).getByRole('tab', { name: 'Places' }));
    expect(screen.getByText('Type a name or a word to find places.')).toBeTruthy();
    // Dates and categories are for events only.
    expect(screen.queryByTestId('search-dates')).toBeNull();

    const input = screen.getByLabelText('Search Boston');
    fireEvent.changeText(input, 'qwxzvbnq');
    fireEvent(input, 'submitEditing');
    expect(await screen.findByText('No places match “qwxzvbnq”.')).toBeTruthy();
  });

  // The test renderer lays nothing out, so what keeps the rows apart on a 390-point phone is read from their
  // styles: each row scrolls sideways and keeps its own height (a ScrollView shrinks by default, and the rows
  // squeezed by the list below spilled their chips over one another), and no chip has a fixed height that a
  // large font would overflow.
  it('keeps the tabs and each filter row at their own height, scrolling sideways', async () => {
    startApp({ initialUrl: '/search' });
    await screen.findByTestId('search-categories');
    for (const testID of ['search-tabs', 'search-dates', 'search-categories', 'search-view']) {
      const row = screen.getByTestId(testID);
      expect(row.props.horizontal).toBe(true);
      const style = StyleSheet.flatten(row.props.style);
      expect(style).toMatchObject({ flexShrink: 0 });
      expect(style.height).toBeUndefined();
      for (const chip of [
        ...within(row).queryAllByRole('radio'),
        ...within(row).queryAllByRole('checkbox'),
        ...within(row).queryAllByRole('tab'),
      ]) {
        expect(StyleSheet.flatten(chip.props.style).height).toBeUndefined();
      }
    }
  });
});
