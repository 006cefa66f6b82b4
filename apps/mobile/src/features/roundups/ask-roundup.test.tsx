/**
 * Asking the community from the app, against the real API: Discover leads to the question form, an empty question
 * is refused in place, and a question asked opens as its own roundup, which the API keeps with its details and
 * city. Signed out, the form offers sign-in.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson, signUpAccount, userIdOf } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';

interface ListedRoundup {
  title: string;
  slug: string;
  description?: string | null;
  location: string;
}

async function roundupsBy(creatorId: string, token: string): Promise<ListedRoundup[]> {
  const { status, body } = await getJson<{ items: ListedRoundup[] }>(
    `/api/v1/crowd-sourced-roundups?creatorId=${encodeURIComponent(creatorId)}`,
    token,
  );
  if (status !== 200) throw new Error(`listing roundups failed: ${status}`);
  return body.items;
}

describe('asking the community', () => {
  beforeEach(resetDevice);

  it('asks a question from Discover and shows it as a roundup the API keeps', async () => {
    const me = await signUpAccount('Asha Asks');
    const myId = await userIdOf(me);
    await storeSession(me);
    const app = startApp({ initialUrl: '/' });

    fireEvent.press(await screen.findByRole('link', { name: 'Not sure where to go? Ask the community' }));
    await waitFor(() => expect(app.getPathname()).toBe('/roundup/ask'));
    const ask = await screen.findByRole('button', { name: 'Ask the community' });

    // Nothing asked yet: the form says what is missing and nothing reaches the API.
    fireEvent.press(ask);
    expect(await screen.findByText('Ask a question first.')).toBeTruthy();
    expect(await roundupsBy(myId, me.token)).toEqual([]);

    fireEvent.changeText(screen.getByLabelText('Your question'), 'Best cannoli in the North End?');
    expect(screen.getByText(/120 characters left/)).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText('Details (optional)'), 'Open late, ideally.');
    fireEvent.press(screen.getByRole('radio', { name: 'Washington DC' }));
    fireEvent.press(screen.getByRole('button', { name: 'Ask the community' }));

    expect(await screen.findByRole('header', { name: 'Best cannoli in the North End?' })).toBeTruthy();
    expect(screen.getByText('Open late, ideally.')).toBeTruthy();
    const [asked] = await roundupsBy(myId, me.token);
    expect(asked).toMatchObject({
      title: 'Best cannoli in the North End?',
      description: 'Open late, ideally.',
      location: 'washington-dc',
    });
    await waitFor(() => expect(app.getPathname()).toBe(`/roundup/${asked?.slug}`));
  });

  it('offers sign-in to someone signed out', async () => {
    startApp({ initialUrl: '/roundup/ask' });

    expect(await screen.findByText('Sign in to ask locals for their best recommendations.')).toBeTruthy();
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });
});
