/**
 * A conversation under an event against the real API, between someone on the website (the API directly) and
 * someone in the app: the app votes, likes and replies, sees the other's reply, edits and deletes its own, and
 * orders the thread by votes.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Linking } from 'react-native';
import { getJson, sendJson, signUpAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { makeEvent } from '../events/event-fixtures.ts';
import type { ThreadComment } from './comments.queries.ts';

const WHEN = { startDate: '2031-06-12', endDate: '2031-06-12', startTime: '19:00', endTime: '21:00' };

describe('a conversation under an event', () => {
  beforeEach(resetDevice);

  it('votes, likes, replies, edits and deletes in the app, and shows the other side’s reply', async () => {
    const host = await signUpAccount('Thread Host');
    const event = await makeEvent(host, { when: WHEN });
    const web = await signUpAccount('Wendy Web');
    const first = await sendJson<ThreadComment>(
      'POST',
      `/api/v1/comments/experience/${event.id}`,
      web.token,
      {
        text: 'Is there parking nearby?',
      },
    );
    expect(first.status).toBe(201);
    const app = await signUpAccount('Andy App');
    await storeSession(app);
    startApp({ initialUrl: `/event/${event.slug}` });

    const row = await screen.findByTestId(`comment-${first.body.id}`);
    fireEvent.press(within(row).getByRole('button', { name: /^Like Wendy Web's comment, 0 likes/ }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId(`comment-${first.body.id}`)).getByRole('button', {
          name: /^Like Wendy Web's comment, 1 like$/,
        }).props.accessibilityState,
      ).toMatchObject({ selected: true }),
    );
    fireEvent.press(
      within(screen.getByTestId(`comment-${first.body.id}`)).getByRole('button', { name: /^Downvote/ }),
    );
    await waitFor(async () => {
      const { body } = await getJson<{ items: ThreadComment[] }>(
        `/api/v1/comments/experience/${event.id}`,
        app.token,
      );
      expect(body.items[0]?.votes).toMatchObject({ down: 1, mine: 'down' });
      expect(body.items[0]?.isLiked).toBe(true);
    });

    // A reply written in place, shown under the comment.
    fireEvent.press(screen.getByRole('button', { name: "Reply to Wendy Web's comment" }));
    fireEvent.changeText(screen.getByLabelText('Your reply to Wendy Web'), 'The garage on Main St.');
    fireEvent.press(screen.getByRole('button', { name: 'Post reply' }));
    const replies = await screen.findByTestId(`replies-${first.body.id}`);
    expect(await within(replies).findByText('The garage on Main St.')).toBeTruthy();

    // The other side answers; the app sees it when the replies are opened again.
    await sendJson('POST', `/api/v1/comments/comment/${first.body.id}`, web.token, { text: 'Thanks!' });
    fireEvent.press(screen.getByRole('button', { name: 'Hide replies' }));
    fireEvent.press(await screen.findByRole('button', { name: /^View \d+ repl/ }));
    expect(await screen.findByText('Thanks!')).toBeTruthy();

    // Its own reply: edited, then deleted after a confirmation.
    fireEvent.press(screen.getByRole('button', { name: 'Edit your reply' }));
    fireEvent.changeText(screen.getByLabelText('Edit your reply'), 'The garage on Main St, $5 after 6.');
    fireEvent.press(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The garage on Main St, $5 after 6.')).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Delete your reply' }));
    fireEvent.press(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(async () => {
      const { body } = await getJson<{ items: ThreadComment[] }>(
        `/api/v1/comments/${first.body.id}/replies`,
        app.token,
      );
      expect(body.items.map((reply) => reply.text)).toEqual(['Thanks!']);
    });
  });

  it('opens the addresses in a comment, and only http(s) ones', async () => {
    const host = await signUpAccount('Link Host');
    const event = await makeEvent(host, { when: WHEN });
    await sendJson('POST', `/api/v1/comments/experience/${event.id}`, host.token, {
      text: 'Menu: https://example.com/menu?day=fri. Not javascript:alert(1)',
    });
    const open = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    startApp({ initialUrl: `/event/${event.slug}` });

    const thread = await screen.findByTestId('thread-experience');
    const links = await within(thread).findAllByRole('link', { name: /example\.com|javascript/ });
    expect(links.map((link) => link.props.children)).toEqual(['https://example.com/menu?day=fri']);
    fireEvent.press(links[0]!);
    expect(open).toHaveBeenCalledWith('https://example.com/menu?day=fri');
    open.mockRestore();
  });

  it('orders the thread by votes on Top', async () => {
    const host = await signUpAccount('Sort Host');
    const event = await makeEvent(host, { when: WHEN });
    const post = async (text: string) =>
      (await sendJson<ThreadComment>('POST', `/api/v1/comments/experience/${event.id}`, host.token, { text }))
        .body;
    const liked = await post('Worth it for the view.');
    await post('Arrive early.');
    const fan = await signUpAccount('Sort Fan');
    await sendJson('POST', `/api/v1/comments/${liked.id}/upvote`, fan.token);
    await storeSession(fan);
    startApp({ initialUrl: `/event/${event.slug}` });

    const thread = await screen.findByTestId('thread-experience');
    await within(thread).findByText('Arrive early.');
    const order = () =>
      within(thread)
        .getAllByTestId(/^comment-[0-9a-f]{8}-/)
        .map((row) => row.props.testID);
    expect(order()[0]).not.toBe(`comment-${liked.id}`);
    fireEvent.press(screen.getByRole('radio', { name: 'Top' }));
    await waitFor(() => expect(order()[0]).toBe(`comment-${liked.id}`));
    expect(screen.getByRole('radio', { name: 'Top' }).props.accessibilityState).toMatchObject({
      checked: true,
    });
  });
});
