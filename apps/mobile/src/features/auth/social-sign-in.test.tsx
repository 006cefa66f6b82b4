/**
 * Google sign-in in the app against the real API (its tests' API has Google configured): the button opens the
 * phone's browser at the API's app-sign-in start, which sends it on to Google; the browser comes back to the
 * sign-in screen with a one-time code (made here the way the API's return route makes it for a signed-in
 * browser), which signs the app in once; a failed or stale hand-over is said on the screen.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { Linking } from 'react-native';
import { getJson, signUpAccount, testApiUrl } from '../../../test/api-fixtures.ts';
import { readStoredSession, resetDevice, startApp } from '../../../test/app-harness.tsx';
import { SOCIAL_SIGN_IN_EXPIRED } from './session.ts';

/** What the API's return route hands the app for a browser signed in as `token`'s user. */
async function handOverCode(token: string): Promise<string> {
  const response = await fetch(
    `${testApiUrl()}/api/v1/auth/app-sign-in/return?to=${encodeURIComponent('happenings://sign-in')}`,
    { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' },
  );
  const code = new URL(response.headers.get('location') ?? 'happenings://sign-in').searchParams.get('code');
  if (response.status !== 302 || !code) throw new Error(`no code: ${response.status}`);
  return code;
}

describe('Google sign-in in the app', () => {
  beforeEach(async () => {
    await resetDevice();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("opens the browser at the API's start, which sends it on to Google with the app as the way back", async () => {
    const opened = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    startApp({ initialUrl: '/sign-in' });
    fireEvent.press(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));

    const start = new URL(String(opened.mock.calls[0]?.[0]));
    expect(`${start.origin}${start.pathname}`).toBe(`${testApiUrl()}/api/v1/auth/app-sign-in/google`);
    const response = await fetch(start, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '').origin).toBe('https://accounts.google.com');
  });

  it('signs in with the code the browser brings back, and only once', async () => {
    const account = await signUpAccount('Gus Google');
    const code = await handOverCode(account.token);
    const app = startApp({ initialUrl: `/sign-in?code=${code}` });

    expect(await screen.findByText('Signed in')).toBeTruthy();
    await waitFor(() => expect(app.getPathname()).toBe('/'));
    const stored = await readStoredSession();
    expect(stored?.token).toBeTruthy();
    expect(stored?.token).not.toBe(account.token);
    const me = await getJson<{ user?: { email: string } } | null>('/api/auth/get-session', stored!.token);
    expect(me.body?.user?.email).toBe(account.email);

    await resetDevice();
    startApp({ initialUrl: `/sign-in?code=${code}` });
    expect(await screen.findByText(SOCIAL_SIGN_IN_EXPIRED)).toBeTruthy();
    expect(await readStoredSession()).toBeNull();
  });

  it('says so when the sign-in in the browser failed', async () => {
    startApp({ initialUrl: '/sign-in?error=sign-in-failed' });
    expect(await screen.findByText(SOCIAL_SIGN_IN_EXPIRED)).toBeTruthy();
    expect(await readStoredSession()).toBeNull();
  });
});
