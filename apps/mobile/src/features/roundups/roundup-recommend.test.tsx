/**
 * Recommending an event in a roundup answer, against the real API: the answer's event is found by search and
 * picked, the API keeps it as what the answer recommends, and the answer shows it as a card that opens the event.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { getJson, sendJson, signUpAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { seededEvent } from '../../../test/collection-fixtures.ts';
import type { ThreadComment } from '../comments/comments.queries.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('recommending in a roundup answer', () => {
  beforeEach(resetDevice);

  it('picks an event by search, and the answer shows it as a card that opens it', async () => {
    const asker = await signUpAccount('Quinn Asker');
    const { body: roundup } = await sendJson<{ id: string; slug: string; title: string }>(
      'POST',
      '/api/v1/crowd-sourced-roundups',
      asker.token,
      { title: 'Something fun this weekend?', location: 'boston-ma' },
    );
    const event = await seededEvent();
    const me = await signUpAccount('Mo Mobile');
    await storeSession(me);
    const app = startApp({ initialUrl: `/roundup/${roundup.slug}` });
    expect(await screen.findByRole('header', { name: roundup.title })).toBeTruthy();

    fireEvent.changeText(screen.getByLabelText('Your recommendation'), 'Go to this one, it is great.');
    fireEvent.changeText(screen.getByLabelText('Search events and places to recommend'), event.name);
    fireEvent.press(
      await screen.findByRole('button', {
        name: new RegExp(`^Recommend ${escapeRegExp(event.name)}, Event`),
      }),
    );
    expect(within(screen.getByTestId('recommend-chosen')).getByText(event.name)).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Post' }));

    const thread = screen.getByTestId('thread-crowd-sourced-roundup');
    const card = await within(thread).findByRole('link', { name: `Recommends the event ${event.name}` });
    const { body } = await getJson<{ items: ThreadComment[] }>(
      `/api/v1/comments/crowd-sourced-roundup/${roundup.id}`,
    );
    expect(body.items[0]).toMatchObject({
      text: 'Go to this one, it is great.',
      recommends: { itemType: 'experience', itemId: event.id, slug: event.slug, name: event.name },
    });
    // Posted, the composer is empty again and offers a new search.
    expect(screen.queryByTestId('recommend-chosen')).toBeNull();

    fireEvent.press(card);

    await waitFor(() => expect(app.getPathname()).toBe(`/event/${event.slug}`));
  });
});
