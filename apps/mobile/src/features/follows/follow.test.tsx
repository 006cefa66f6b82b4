/**
 * Someone's profile against the real API: following and unfollowing them from /u/{username}, with the API
 * keeping each change; signed out, the button leads to sign-in.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson, giveUsername, signUpAccount, userIdOf } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';

interface FollowRelationship {
  relationship: string;
}

describe('following from a profile', () => {
  beforeEach(resetDevice);

  it('follows and unfollows someone, and the API shows each', async () => {
    const other = await signUpAccount('Pia Profile');
    const username = await giveUsername(other, 'pia');
    const otherId = await userIdOf(other);
    const me = await signUpAccount('Mo Mobile');
    await storeSession(me);
    startApp({ initialUrl: `/u/${username}` });

    expect(await screen.findByRole('header', { name: 'Pia Profile' })).toBeTruthy();
    expect(screen.getByText(`@${username}`)).toBeTruthy();
    expect(screen.getByLabelText('0 followers')).toBeTruthy();

    fireEvent.press(screen.getByRole('button', { name: 'Follow' }));

    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeTruthy();
    expect(screen.getByLabelText('1 followers')).toBeTruthy();
    const path = `/api/v1/follows/users/${otherId}`;
    expect((await getJson<FollowRelationship>(path, me.token)).body.relationship).toBe('following');

    fireEvent.press(screen.getByRole('button', { name: 'Unfollow' }));

    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect((await getJson<FollowRelationship>(path, me.token)).body.relationship).toBe('none');
  });

  it('asks someone signed out to sign in before following', async () => {
    const other = await signUpAccount('Pia Profile');
    const username = await giveUsername(other, 'pia');
    const app = startApp({ initialUrl: `/u/${username}` });

    fireEvent.press(await screen.findByRole('button', { name: 'Sign in to follow' }));

    await waitFor(() => expect(app.getPathname()).toBe('/sign-in'));
  });

  it('says so for someone who does not exist', async () => {
    startApp({ initialUrl: '/u/nobody_by_this_name_at_all' });

    expect(await screen.findByText('This profile is not available.')).toBeTruthy();
  });
});
