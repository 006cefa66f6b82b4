/**
 * The roundup screen against the real API: a question asked and answered through the API shows with its top
 * recommendation and votes; signed in, someone posts a recommendation and votes an answer up and then down with
 * its one vote control, and the API keeps both.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import {
  getJson,
  giveUsername,
  sendJson,
  signUpAccount,
  type TestAccount,
} from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import type { ThreadComment } from '../comments/comments.queries.ts';

interface Roundup {
  id: string;
  slug: string;
  title: string;
}

async function askRoundup(asker: TestAccount, title: string): Promise<Roundup> {
  const { status, body } = await sendJson<Roundup>('POST', '/api/v1/crowd-sourced-roundups', asker.token, {
    title,
    description: 'Somewhere good for a rainy Sunday.',
    location: 'boston-ma',
  });
  if (status !== 201 && status !== 200) throw new Error(`asking failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

async function recommend(account: TestAccount, roundup: Roundup, text: string): Promise<ThreadComment> {
  const { status, body } = await sendJson<ThreadComment>(
    'POST',
    `/api/v1/comments/crowd-sourced-roundup/${roundup.id}`,
    account.token,
    { text },
  );
  if (status !== 201) throw new Error(`recommending failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

async function threadOf(roundup: Roundup, token?: string): Promise<ThreadComment[]> {
  const { body } = await getJson<{ items: ThreadComment[] }>(
    `/api/v1/comments/crowd-sourced-roundup/${roundup.id}`,
    token,
  );
  return body.items;
}

describe('roundup screen', () => {
  beforeEach(resetDevice);

  it('shows the question and a recommendation posted through the API, with its votes', async () => {
    const asker = await signUpAccount('Quinn Asker');
    const answerer = await signUpAccount('Rae Answers');
    const answererUsername = await giveUsername(answerer, 'rae');
    const roundup = await askRoundup(asker, 'Best dumplings in Chinatown?');
    await recommend(answerer, roundup, 'The soup dumplings on Beach Street.');

    const app = startApp({ initialUrl: `/roundup/${roundup.slug}` });

    expect(await screen.findByRole('header', { name: 'Best dumplings in Chinatown?' })).toBeTruthy();
    expect(screen.getByText('Asked by Quinn Asker · 1 recommendation')).toBeTruthy();
    const top = screen.getByTestId('top-recommendations');
    expect(await within(top).findByText('The soup dumplings on Beach Street.')).toBeTruthy();
    expect(within(top).getByText('0 up · 0 down')).toBeTruthy();
    const thread = screen.getByTestId('thread-crowd-sourced-roundup');
    expect(await within(thread).findByText('The soup dumplings on Beach Street.')).toBeTruthy();
    // Signed out: no voting, and answering starts with signing in.
    expect(screen.queryByRole('button', { name: /^Upvote/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Downvote/ })).toBeNull();

    fireEvent.press(within(top).getByRole('link', { name: "Rae Answers's profile" }));

    await waitFor(() => expect(app.getPathname()).toBe(`/u/${answererUsername}`));
  });

  it('lets someone signed in post a recommendation and vote an answer up, then down', async () => {
    const asker = await signUpAccount('Quinn Asker');
    const answerer = await signUpAccount('Rae Answers');
    const roundup = await askRoundup(asker, 'Where to hear live jazz on a Tuesday?');
    const first = await recommend(answerer, roundup, 'Wally’s Cafe, every night.');
    const me = await signUpAccount('Mo Mobile');
    await storeSession(me);
    startApp({ initialUrl: `/roundup/${roundup.slug}` });
    expect(await screen.findByRole('header', { name: roundup.title })).toBeTruthy();

    fireEvent.changeText(screen.getByLabelText('Your recommendation'), 'Beehive in the South End.');
    fireEvent.press(screen.getByRole('button', { name: 'Post' }));

    const thread = screen.getByTestId('thread-crowd-sourced-roundup');
    expect(await within(thread).findByText('Beehive in the South End.')).toBeTruthy();
    await waitFor(async () =>
      expect(
        (await threadOf(roundup)).map((comment) => [comment.text, comment.user?.displayName]),
      ).toContainEqual(['Beehive in the South End.', 'Mo Mobile']),
    );
    expect(await screen.findByText('Asked by Quinn Asker · 2 recommendations')).toBeTruthy();

    // One vote control per answer: in the thread, the answer's row has one up and one down toggle.
    const row = within(thread).getByTestId(`comment-${first.id}`);
    expect(within(row).getAllByRole('button', { name: /^Upvote/ })).toHaveLength(1);
    expect(within(row).getAllByRole('button', { name: /^Downvote/ })).toHaveLength(1);

    const top = screen.getByTestId('top-recommendations');
    fireEvent.press(within(top).getByRole('button', { name: "Upvote Rae Answers's recommendation, 0 up" }));

    await waitFor(async () => {
      const voted = (await threadOf(roundup, me.token)).find((comment) => comment.id === first.id);
      expect(voted?.votes).toMatchObject({ up: 1, down: 0, mine: 'up' });
    });
    const upvote = await within(screen.getByTestId('top-recommendations')).findByRole('button', {
      name: "Upvote Rae Answers's recommendation, 1 up",
    });
    expect(upvote.props).toMatchObject({ accessibilityState: { selected: true } });

    // The thread's control is the same vote: it shows it, and changing it there moves it to down.
    const rowAgain = within(screen.getByTestId('thread-crowd-sourced-roundup')).getByTestId(
      `comment-${first.id}`,
    );
    fireEvent.press(
      await within(rowAgain).findByRole('button', { name: "Downvote Rae Answers's recommendation, 0 down" }),
    );

    await waitFor(async () => {
      const voted = (await threadOf(roundup, me.token)).find((comment) => comment.id === first.id);
      expect(voted?.votes).toMatchObject({ up: 0, down: 1, mine: 'down' });
    });
    expect(
      await within(screen.getByTestId('top-recommendations')).findByRole('button', {
        name: "Downvote Rae Answers's recommendation, 1 down",
      }),
    ).toBeTruthy();
  });

  it('says so for a question that does not exist', async () => {
    startApp({ initialUrl: '/roundup/no-such-question-here' });

    expect(await screen.findByText('This question is not available.')).toBeTruthy();
  });
});
