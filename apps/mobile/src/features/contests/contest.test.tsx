/**
 * The invite contest in the app, against the real API and its seeded Boston contest: Discover leads to it; it
 * shows its dates, prize and rules; signed in, the person's own standing and the leaderboard the API ranks (after
 * friends joined through contest invites), and the invite through the share sheet with the link that counts for
 * them. The spec §3 flags switch the page to "ended" or off.
 */
import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Share } from 'react-native';
import {
  giveUsername,
  sendJson,
  signUpAccount,
  type TestAccount,
  testApiUrl,
  userIdOf,
} from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { signInStaff } from '../../../test/staff-fixtures.ts';

const SLUG = 'boston-invite-challenge';

/** A new account that joined through `inviter`'s invite for the contest. */
async function friendJoins(inviter: TestAccount, name: string): Promise<void> {
  const friend = await signUpAccount(name);
  const { status, body } = await sendJson('POST', '/api/v1/users/invite-signup', friend.token, {
    inviterId: await userIdOf(inviter),
    contest: SLUG,
  });
  if (status !== 200 && status !== 201)
    throw new Error(`invite sign-up failed: ${status} ${JSON.stringify(body)}`);
}

/** The back office switches the spec §3 flags. */
async function setFlags(flags: { showNoahContestAsCompleted?: boolean; showNoahContestWebPage?: boolean }) {
  const { token } = await signInStaff();
  const response = await fetch(`${testApiUrl()}/api/v1/staff/curation/feature-flags`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(flags),
  });
  if (!response.ok) throw new Error(`setting flags failed: ${response.status} ${await response.text()}`);
}

describe('invite contest', () => {
  beforeEach(resetDevice);
  afterAll(() => setFlags({ showNoahContestAsCompleted: false, showNoahContestWebPage: true }));

  it('shows the contest, its rules and dates, and offers a visitor sign-in for the leaderboard', async () => {
    startApp({ initialUrl: `/contest/${SLUG}` });

    expect(await screen.findByRole('header', { name: 'Boston Invite Challenge' })).toBeTruthy();
    expect(screen.getByText('Contest · Boston')).toBeTruthy();
    expect(screen.getByText('Two tickets to a Boston show of your choice')).toBeTruthy();
    const rules = screen.getByTestId('contest-rules');
    expect(within(rules).getByText(/Every friend who signs up through it/)).toBeTruthy();
    expect(within(rules).getByText(/Ties share a place/)).toBeTruthy();
    expect(screen.getByTestId('contest-dates').props.children).toMatch(
      /^Started \w{3}, \w{3} \d{2}, \d{4} at \d{1,2}:\d{2} [AP]M · Ends .+ \(Eastern Time\)$/,
    );
    expect(screen.getByRole('button', { name: 'Sign in to take part' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in to see the leaderboard' })).toBeTruthy();
  });

  it('leads from Discover to the contest, with the standing, the leaderboard and the invite', async () => {
    const share = jest.spyOn(Share, 'share').mockResolvedValue({ action: Share.sharedAction });
    const leader = await signUpAccount('Lea Leader');
    const leaderUsername = await giveUsername(leader, 'lea');
    const me = await signUpAccount('Mo Mobile');
    const myUsername = await giveUsername(me, 'mo');
    await friendJoins(leader, 'Friend One');
    await friendJoins(leader, 'Friend Two');
    await friendJoins(me, 'Friend Three');
    await storeSession(me);
    const app = startApp({ initialUrl: '/' });

    fireEvent.press(
      await screen.findByRole('link', { name: 'Invite friends, win prizes: Boston Invite Challenge' }),
    );
    await waitFor(() => expect(app.getPathname()).toBe(`/contest/${SLUG}`));

    const standing = await screen.findByTestId('contest-standing');
    expect(within(standing).getByText('You are number 2, with 1 invite.')).toBeTruthy();
    const board = screen.getByTestId('contest-leaderboard');
    expect(within(board).getByRole('link', { name: 'Number 1, Lea Leader, 2 invites' })).toBeTruthy();
    expect(within(board).getByRole('link', { name: 'Number 2, Mo Mobile (you), 1 invite' })).toBeTruthy();

    fireEvent.press(screen.getByRole('button', { name: 'Invite friends' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [content] = share.mock.calls[0] ?? [];
    const link = `${testApiUrl()}/u/${myUsername}?contest=${SLUG}`;
    expect(JSON.stringify(content)).toContain(link);

    fireEvent.press(within(board).getByRole('link', { name: 'Number 1, Lea Leader, 2 invites' }));
    await waitFor(() => expect(app.getPathname()).toBe(`/u/${leaderUsername}`));
    share.mockRestore();
  });

  it('opens the running contest from /contest', async () => {
    const app = startApp({ initialUrl: '/contest' });
    await waitFor(() => expect(app.getPathname()).toBe(`/contest/${SLUG}`));
    expect(await screen.findByRole('header', { name: 'Boston Invite Challenge' })).toBeTruthy();
  });

  it('says a contest that does not exist is not available', async () => {
    startApp({ initialUrl: '/contest/no-such-contest' });
    expect(await screen.findByText('This contest is not available.')).toBeTruthy();
  });

  it('shows the contest as ended, and not at all while its page is switched off', async () => {
    await setFlags({ showNoahContestAsCompleted: true, showNoahContestWebPage: true });
    startApp({ initialUrl: `/contest/${SLUG}` });
    expect(await screen.findByText('This contest has ended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in to take part' })).toBeNull();

    await setFlags({ showNoahContestAsCompleted: false, showNoahContestWebPage: false });
    await resetDevice();
    startApp({ initialUrl: `/contest/${SLUG}` });
    expect(await screen.findByText('This contest is not available.')).toBeTruthy();
  });
});
