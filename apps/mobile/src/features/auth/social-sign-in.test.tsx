/**
 * Google sign-in in the app against the real API (its tests' API has Google configured): the button keeps a code
 * verifier and opens the phone's browser at the API's app-sign-in start with its challenge, which sends the
 * browser on to Google; the browser comes back to the sign-in screen with a one-time code (made here the way the
 * API's return route makes it, for a browser that started the sign-in and was then signed in by the provider),
 * which signs the app in once, with the verifier it kept; a code of a sign-in this app did not start, or a
 * failed or stale hand-over, is said on the screen.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { Linking } from 'react-native';
import { getJson, signUpAccount, type TestAccount, testApiUrl } from '../../../test/api-fixtures.ts';
import { readStoredSession, resetDevice, startApp } from '../../../test/app-harness.tsx';
import { SOCIAL_SIGN_IN_EXPIRED } from './session.ts';
import { makeCodeVerifier } from './social-sign-in-verifier.ts';

/** Presses "Continue with Google" and answers the address the app opened in the browser. */
async function pressGoogle(): Promise<URL> {
  const opened = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
  // React Native's Linking keeps the same spy from one test to the next: only this press counts.
  opened.mockClear();
  const app = startApp({ initialUrl: '/sign-in' });
  fireEvent.press(await screen.findByRole('button', { name: 'Continue with Google' }));
  await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  app.unmount();
  return new URL(String(opened.mock.calls[0]?.[0]));
}

/**
 * The browser's part: it opens the start (keeping the state cookie it sets), the provider's callback signs it in
 * as a new person (after the start, as the callback does), and the return hands that sign-in over as a code.
 */
async function browserSignIn(start: URL, name: string): Promise<{ code: string; account: TestAccount }> {
  const started = await fetch(start, { redirect: 'manual' });
  expect(started.status).toBe(302);
  const state = started.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith('__app_sign_in='));
  expect(state).toBeTruthy();
  const account = await signUpAccount(name);
  const link = start.searchParams.get('return')!;
  const returned = await fetch(
    `${testApiUrl()}/api/v1/auth/app-sign-in/return?to=${encodeURIComponent(link)}`,
    { headers: { cookie: state!, authorization: `Bearer ${account.token}` }, redirect: 'manual' },
  );
  const code = new URL(returned.headers.get('location') ?? link).searchParams.get('code');
  if (returned.status !== 302 || !code) throw new Error(`no code: ${returned.status}`);
  return { code, account };
}

describe('Google sign-in in the app', () => {
  beforeEach(async () => {
    await resetDevice();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("opens the browser at the API's start with a code challenge, which sends it on to Google", async () => {
    const start = await pressGoogle();
    expect(`${start.origin}${start.pathname}`).toBe(`${testApiUrl()}/api/v1/auth/app-sign-in/google`);
    expect(start.searchParams.get('codeChallenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await fetch(start, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '').origin).toBe('https://accounts.google.com');
  });

  it('signs in with the code the browser brings back, and only once', async () => {
    const start = await pressGoogle();
    const { code, account } = await browserSignIn(start, 'Gus Google');
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

  it('does not sign in with the code of a sign-in this app did not start', async () => {
    // Someone else started a sign-in with their own verifier and brought the code here.
    await pressGoogle();
    const theirs = randomBytes(32).toString('hex');
    const start = new URL(`${testApiUrl()}/api/v1/auth/app-sign-in/google`);
    start.searchParams.set('return', 'happenings://sign-in');
    start.searchParams.set('codeChallenge', createHash('sha256').update(theirs).digest('base64url'));
    const { code } = await browserSignIn(start, 'Not Started Here');

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

describe('the code verifier', () => {
  it("comes from Expo's native UUIDs where the engine has no Web Crypto, and never from Math.random", () => {
    let made = 0;
    const uuidv4 = () => {
      made += 1;
      return `${String(made).repeat(8)}-AAAA-4BBB-8CCC-DDDDDDDDDDDD`.slice(0, 36);
    };
    const verifier = makeCodeVerifier({ uuidv4 });
    expect(made).toBe(3);
    expect(verifier).toMatch(/^[0-9a-f]{96}$/);
    expect(makeCodeVerifier({})).toBeNull();
    expect(makeCodeVerifier()).toMatch(/^[0-9a-f]{64}$/);
  });
});
