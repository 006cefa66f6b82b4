/**
 * Edit account (spec §2 /account/edit) against the real API: reached from the Profile tab, the profile fields
 * saved together and the username on its own (spec §5), with the API's verdicts shown under the field.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson, giveUsername, signUpAccount, type TestAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';

interface Profile {
  displayName: string | null;
  bio: string | null;
  location: string | null;
  username: string | null;
}

const ownProfile = async (account: TestAccount) =>
  (await getJson<Profile>('/api/v2/users/profile', account.token)).body;

describe('edit account', () => {
  let account: TestAccount;

  beforeEach(async () => {
    await resetDevice();
    account = await signUpAccount('Nora Edit');
    await storeSession(account);
  });

  it('opens from the Profile tab and saves the display name, bio and home city', async () => {
    const app = startApp({ initialUrl: '/profile' });
    fireEvent.press(await screen.findByRole('button', { name: 'Edit account' }));
    await waitFor(() => expect(app.getPathname()).toBe('/account/edit'));

    const name = await screen.findByLabelText('Display name');
    expect(name.props.value).toBe('Nora Edit');
    fireEvent.changeText(name, '   ');
    fireEvent.press(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter the name people see on your profile.')).toBeTruthy();

    fireEvent.changeText(screen.getByLabelText('Display name'), 'Nora Edited');
    fireEvent.changeText(screen.getByLabelText('Bio (optional)'), 'Jazz on weeknights.');
    fireEvent.press(screen.getByRole('radio', { name: 'Washington DC' }));
    fireEvent.press(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(await ownProfile(account)).toMatchObject({
      displayName: 'Nora Edited',
      bio: 'Jazz on weeknights.',
      location: 'washington-dc',
    });
  });

  it('saves the username on its own and shows what the API refuses next to the field', async () => {
    const other = await signUpAccount('Taken Name');
    const taken = await giveUsername(other, 'taken');
    startApp({ initialUrl: '/account/edit' });
    const field = await screen.findByLabelText('Username');

    fireEvent.changeText(field, 'admin');
    fireEvent.press(screen.getByRole('button', { name: 'Save username' }));
    expect(await screen.findByText('This username is reserved')).toBeTruthy();

    fireEvent.changeText(screen.getByLabelText('Username'), 'no');
    fireEvent.press(screen.getByRole('button', { name: 'Save username' }));
    expect(await screen.findByText('Expected 3-30 letters, digits, . or _')).toBeTruthy();

    fireEvent.changeText(screen.getByLabelText('Username'), taken.toUpperCase());
    fireEvent.press(screen.getByRole('button', { name: 'Save username' }));
    expect(await screen.findByText('This username is taken.')).toBeTruthy();
    expect((await ownProfile(account)).username).toBeNull();

    const wanted = `nora_${Date.now().toString(36)}`;
    fireEvent.changeText(screen.getByLabelText('Username'), wanted);
    fireEvent.press(screen.getByRole('button', { name: 'Save username' }));
    expect(await screen.findByText('Username saved')).toBeTruthy();
    expect((await ownProfile(account)).username).toBe(wanted);
  });

  it('subscribes to the weekly picks from the e-mail switch', async () => {
    startApp({ initialUrl: '/account/edit' });
    expect(await screen.findByText(`Signed in as ${account.email} (not verified yet).`)).toBeTruthy();
    const picks = screen.getByRole('switch', {
      name: 'Send me the weekly picks of things to do and news from Happenings.',
    });

    fireEvent(picks, 'valueChange', true);

    // Not verified yet: the newsletter waits for the confirmation link (double opt-in).
    expect(await screen.findByText('Check your inbox to confirm')).toBeTruthy();
    expect(
      (await getJson<{ acceptsEmailMarketing: boolean }>('/api/v2/users/profile', account.token)).body,
    ).toMatchObject({ acceptsEmailMarketing: true });
  });

  it('links the Profile tab to creating an event', async () => {
    const app = startApp({ initialUrl: '/profile' });
    fireEvent.press(await screen.findByRole('button', { name: 'Create an event' }));
    await waitFor(() => expect(app.getPathname()).toBe('/event/create'));
  });
});
