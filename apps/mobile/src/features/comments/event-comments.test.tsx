/**
 * Comments on the event screen against the real API: someone signed in posts one and the API keeps it; signed
 * out, the composer gives way to sign-in.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { getJson, signUpAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import type { ThreadComment } from './comments.queries.ts';

interface EventsBody {
  items: { experience: { id: string; slug: string } }[];
}

async function seededEvent() {
  const { body } = await getJson<EventsBody>('/api/v1/events?location=boston-ma&size=5');
  return body.items[0]!.experience;
}

describe('event comments', () => {
  beforeEach(resetDevice);

  it('posts a comment on an event, and the API keeps it', async () => {
    const event = await seededEvent();
    const me = await signUpAccount('Cam Commenter');
    await storeSession(me);
    startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.changeText(await screen.findByLabelText('Your comment'), 'Went last year, the band was great.');
    fireEvent.press(screen.getByRole('button', { name: 'Post' }));

    const thread = screen.getByTestId('thread-experience');
    expect(await within(thread).findByText('Went last year, the band was great.')).toBeTruthy();
    expect(within(thread).getByText('Cam Commenter')).toBeTruthy();
    await waitFor(async () => {
      const { body } = await getJson<{ items: ThreadComment[] }>(`/api/v1/comments/experience/${event.id}`);
      expect(body.items.map((comment) => comment.text)).toContain('Went last year, the band was great.');
    });
  });

  it('offers sign-in instead of the composer to someone signed out', async () => {
    const event = await seededEvent();
    const app = startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.press(await screen.findByRole('button', { name: 'Sign in to comment' }));

    await waitFor(() => expect(app.getPathname()).toBe('/sign-in'));
  });
});
