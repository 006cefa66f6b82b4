/**
 * Onboarding (spec §2 /onboarding) against the real API, for an account that has not been through it: the
 * username (its own PATCH, spec §5; the API's refusal under the field), interests, people to follow, then the
 * profile is marked onboarded.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson, giveUsername, signUpAccount, type TestAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';

interface Profile {
  username: string | null;
  interests: string[];
  onboardedAt: string | null;
}

describe('onboarding', () => {
  let account: TestAccount;

  beforeEach(async () => {
    await resetDevice();
    account = await signUpAccount('Olive Newcomer');
    await storeSession(account);
  });

  it('takes a new account through username, interests and people, then marks it onboarded', async () => {
    const taken = await giveUsername(await signUpAccount('Someone Else'), 'onb');
    const categories = await getJson<{ items: { slug: string; name: string }[] }>('/api/v1/categories');
    const category = categories.body.items[0]!;
    const app = startApp({ initialUrl: '/onboarding' });

    expect(await screen.findByText('Welcome, Olive!')).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Pick a username to continue.')).toBeTruthy();

    fireEvent.changeText(screen.getByLabelText('Username'), taken);
    fireEvent.press(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This username is taken.')).toBeTruthy();

    const wanted = `olive_${Date.now().toString(36)}`;
    fireEvent.changeText(screen.getByLabelText('Username'), wanted);
    fireEvent.press(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    fireEvent.press(await screen.findByRole('checkbox', { name: category.name }));
    fireEvent.press(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(app.getPathname()).toBe('/'));
    const profile = (await getJson<Profile>('/api/v2/users/profile', account.token)).body;
    expect(profile.username).toBe(wanted);
    expect(profile.interests).toEqual([category.slug]);
    expect(profile.onboardedAt).not.toBeNull();
  });
});
