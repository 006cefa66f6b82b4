/**
 * The app's Google and Apple sign-in handed over from the phone's browser, on a real database: the start sends
 * the browser to the provider with better-auth's state cookie, the return turns the browser's new session into a
 * one-time code for the app's link only, and the code buys the app a bearer session once, for 2 minutes.
 * (The provider's own pages are Google's and Apple's; the browser's session here comes from an e-mail sign-up.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, signUp } from '../../testing/sign-up.ts';

let t: TestApp;
let now = Date.parse('2026-11-20T15:00:00Z');
beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    env: { GOOGLE_CLIENT_ID: 'google-client', GOOGLE_CLIENT_SECRET: 'google-secret', RATE_LIMIT_SCALE: '3' },
  });
});
afterAll(async () => {
  await t?.close();
});

const start = (provider: string, link: string) =>
  t.app.request(`/api/v1/auth/app-sign-in/${provider}?return=${encodeURIComponent(link)}`);

const returnWith = (cookie: string | null, link = 'happenings://sign-in') =>
  t.app.request(`/api/v1/auth/app-sign-in/return?to=${encodeURIComponent(link)}`, {
    headers: cookie ? { cookie } : {},
  });

const exchange = (code: unknown) =>
  t.app.request('/api/v1/auth/app-sign-in/token', jsonRequest('POST', { code }));

async function sessionOf(headers: Record<string, string>) {
  const res = await t.app.request('/api/auth/get-session', { headers });
  return (await res.json()) as { user?: { id: string } } | null;
}

async function codeFor(cookie: string): Promise<string> {
  const res = await returnWith(cookie);
  expect(res.status).toBe(302);
  const code = new URL(res.headers.get('location')!).searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
}

describe('GET /api/v1/auth/app-sign-in/{provider}', () => {
  it("sends the browser to the provider, holding better-auth's state cookie, with the return route as callback", async () => {
    const res = await start('google', 'happenings://sign-in');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe('google-client');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(res.headers.getSetCookie().some((cookie) => /state/.test(cookie))).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts Expo Go links outside production and pages of the website', async () => {
    expect((await start('google', 'exp://192.168.1.20:8081/--/sign-in')).status).toBe(302);
    expect((await start('google', 'http://localhost:3000/sign-in')).status).toBe(302);
  });

  it('refuses any other return address, naming the field', async () => {
    for (const link of ['https://evil.example/sign-in', 'javascript:alert(1)', 'not a link']) {
      const res = await start('google', link);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { details: Array<{ field: string }> } };
      expect(body.error.details[0]?.field).toBe('query.return');
    }
  });

  it('answers 404 for a provider that is not configured and 400 for one that does not exist', async () => {
    expect((await start('apple', 'happenings://sign-in')).status).toBe(404);
    expect((await start('facebook', 'happenings://sign-in')).status).toBe(400);
  });
});

describe('GET /api/v1/auth/app-sign-in/return', () => {
  it("hands the browser's session to the app's link as a code and ends it in the browser", async () => {
    const ana = await signUp(t, { name: 'Ana' });
    const res = await returnWith(ana.cookie);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.protocol}//${location.host}`).toBe('happenings://sign-in');
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionOf({ cookie: ana.cookie })).toBeNull();
  });

  it('sends the browser back with an error when it is not signed in', async () => {
    const res = await returnWith(null);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('happenings://sign-in?error=sign-in-failed');
  });

  it('refuses to send a code anywhere but the app', async () => {
    const ben = await signUp(t, { name: 'Ben' });
    const res = await returnWith(ben.cookie, 'https://evil.example/steal');
    expect(res.status).toBe(400);
    expect(await sessionOf({ cookie: ben.cookie })).not.toBeNull();
  });
});

describe('POST /api/v1/auth/app-sign-in/token', () => {
  it('gives the app a bearer session of the person, once', async () => {
    const cleo = await signUp(t, { name: 'Cleo' });
    const code = await codeFor(cleo.cookie);
    const res = await exchange(code);
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect((await sessionOf({ authorization: `Bearer ${token}` }))?.user?.id).toBe(cleo.id);

    const again = await exchange(code);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('INVALID_CODE');
  });

  it('refuses a code older than 2 minutes, and one never issued', async () => {
    const dan = await signUp(t, { name: 'Dan' });
    const code = await codeFor(dan.cookie);
    now += 2 * 60_000 + 1;
    expect((await exchange(code)).status).toBe(401);
    expect((await exchange('x'.repeat(43))).status).toBe(401);
  });

  it('answers 400 naming the field for a missing or oversized code', async () => {
    for (const code of [undefined, '', 'x'.repeat(129)]) {
      const res = await exchange(code);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { details: Array<{ field: string }> } };
      expect(body.error.details[0]?.field).toBe('body.code');
    }
  });
});
