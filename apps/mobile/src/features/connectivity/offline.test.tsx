/**
 * Offline (issue 12): the query cache is saved on the device, so the app opened without the API shows the last
 * Discover it saw, under the offline banner once a request fails.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import AsyncStorage from '@react-native-async-storage/async-storage';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { resetDevice, startApp } from '../../../test/app-harness.tsx';
import { OFFLINE_TEXT } from '../../components/screen.tsx';
import { CACHE_VERSION, QUERY_CACHE_KEY } from '../../lib/query-persistence.ts';

/** Nothing listens on port 1 of this machine: every request is refused, as with no network. */
const UNREACHABLE_API = 'http://127.0.0.1:1';

describe('offline', () => {
  beforeEach(resetDevice);

  it('shows the last Discover with the offline banner when the API cannot be reached', async () => {
    const online = startApp();
    const list = await screen.findByTestId('discover-list');
    const firstCard = within(list).getAllByRole('link')[1]!;
    const firstCardLabel = firstCard.props.accessibilityLabel as string;
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    online.unmount();
    await waitFor(async () => expect(await AsyncStorage.getItem(QUERY_CACHE_KEY)).not.toBeNull());

    startApp({ apiUrl: UNREACHABLE_API });

    const cached = await screen.findByTestId('discover-list');
    expect(within(cached).getAllByLabelText(firstCardLabel).length).toBeGreaterThan(0);
    fireEvent(cached, 'refresh');
    expect(await screen.findByText(OFFLINE_TEXT)).toBeTruthy();
    expect(
      within(screen.getByTestId('discover-list')).getAllByLabelText(firstCardLabel).length,
    ).toBeGreaterThan(0);
  });

  it('does not show a saved cache from another version of the app', async () => {
    await AsyncStorage.setItem(
      QUERY_CACHE_KEY,
      JSON.stringify({ version: 'older', savedAt: Date.now(), state: { queries: [], mutations: [] } }),
    );
    startApp({ apiUrl: UNREACHABLE_API });

    expect(await screen.findByText('Discover could not be loaded.')).toBeTruthy();
    // The old save is gone; what is saved now is this version's (and holds no Discover: it never loaded).
    const readSaved = async () =>
      JSON.parse((await AsyncStorage.getItem(QUERY_CACHE_KEY)) ?? '{}') as {
        version?: string;
        state?: { queries: unknown[] };
      };
    await waitFor(async () => expect((await readSaved()).version).toBe(CACHE_VERSION));
    expect((await readSaved()).state?.queries).toEqual([]);
    expect(await screen.findByText(OFFLINE_TEXT)).toBeTruthy();
  });
});
