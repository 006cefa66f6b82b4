/**
 * Signing in and out of the app against the real API: e-mail + password, the session kept in the secure store,
 * signing out on the server, and a session ended elsewhere signing the app out with a toast.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { endSession, getJson, signUpAccount, type TestAccount } from '../../../test/api-fixtures.ts';
import { readStoredSession, resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { SESSION_ENDED_TOAST } from './session-events.tsx';

async function fillSignIn(email: string, password: string) {
  fireEvent.changeText(await screen.findByLabelText('E-mail'), email);
  fireEvent.changeText(screen.getByLabelText('Password'), password);
  fireEvent.press(screen.getByTestId('sign-in-submit'));
}

/** Who the API says a token belongs to (null: no session). */
async function sessionUserOf(token: string): Promise<string | null> {
  const { body } = await getJson<{ user?: { email: string } } | null>('/api/auth/get-session', token);
  return body?.user?.email ?? null;
}

describe('sign-in', () => {
  let account: TestAccount;

  beforeEach(async () => {
    await resetDevice();
    account = await signUpAccount('Rita Mobile');
  });

  it('signs in with e-mail and password from the profile tab', async () => {
    const app = startApp({ initialUrl: '/profile' });
    fireEvent.press(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.getPathname()).toBe('/sign-in'));

    await fillSignIn(account.email, account.password);

    expect(await screen.findByText('Rita Mobile')).toBeTruthy();
    expect(screen.getByText(account.email)).toBeTruthy();
    expect(screen.getByText('Signed in')).toBeTruthy();
    const stored = await readStoredSession();
    expect(stored).not.toBeNull();
    expect(await sessionUserOf(stored!.token)).toBe(account.email);
  });

  it('says so when the e-mail and password do not match', async () => {
    startApp({ initialUrl: '/sign-in' });

    await fillSignIn(account.email, 'not-the-password');

    expect(await screen.findByText('That e-mail and password do not match.')).toBeTruthy();
    expect(await readStoredSession()).toBeNull();
  });

  it('checks the form before sending it', async () => {
    startApp({ initialUrl: '/sign-in' });

    await fillSignIn('  ', '');

    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText('E-mail'), 'rita@');
    fireEvent.press(screen.getByTestId('sign-in-submit'));
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
  });

  it('signs out: the server ends the session and the device forgets it', async () => {
    await storeSession(account);
    startApp({ initialUrl: '/profile' });
    expect(await screen.findByText('Rita Mobile')).toBeTruthy();

    fireEvent.press(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Your profile')).toBeTruthy();
    expect(await readStoredSession()).toBeNull();
    expect(await sessionUserOf(account.token)).toBeNull();
    expect(screen.queryByText(SESSION_ENDED_TOAST.title)).toBeNull();
  });

  it('signs out with a toast when a call is answered 401', async () => {
    await storeSession(account);
    const { services } = startApp({ initialUrl: '/profile' });
    expect(await screen.findByText('Rita Mobile')).toBeTruthy();
    await services.session.refresh();

    // Signed out elsewhere (or the session revoked): the next call the app makes is answered 401.
    await endSession(account.token);
    fireEvent.press(screen.getByRole('button', { name: 'Collections' }));

    expect(await screen.findByText(SESSION_ENDED_TOAST.title)).toBeTruthy();
    expect(await screen.findByText('Your collections')).toBeTruthy();
    expect(await readStoredSession()).toBeNull();
  });
});
