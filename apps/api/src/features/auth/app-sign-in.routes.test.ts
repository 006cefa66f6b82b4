/**
 * The app's Google and Apple sign-in handed over from the phone's browser, on a real database: the start records
 * the app's code challenge, sets the browser's state cookie and sends it to the provider with better-auth's own;
 * the return turns the session the provider's callback made into a one-time code for the app's link only, and
 * only in a browser that started the sign-in; the code buys a bearer session once, for 2 minutes, with the
 * verifier the app kept. (The provider's own pages are Google's and Apple's; the callback's new session here
 * comes from an e-mail sign-up in the same browser after the start.)
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, signUp } from '../../testing/sign-up.ts';

let t: TestApp;
let now = Date.parse('2026-11-20T15:00:00Z');
beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    env: { GOOGLE_CLIENT_ID: 'google-client', GOOGLE_CLIENT_SECRET: 'google-secret', RATE_LIMIT_SCALE: '10' },
  });
});
afterAll(async () => {
  await t?.close();
});

const APP_LINK = 'happenings://sign-in';
const STATE_COOKIE = '__app_sign_in';

/** What the app makes and keeps: a random verifier, and its SHA-256 as the challenge (RFC 7636 S256). */
function makeVerifier() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const start = (provider: string, link: string, challenge: string | null = makeVerifier().challenge) =>
  t.app.request(
    `/api/v1/auth/app-sign-in/${provider}?return=${encodeURIComponent(link)}` +
      (challenge === null ? '' : `&codeChallenge=${encodeURIComponent(challenge)}`),
  );

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);

const returnWith = (cookies: Array<string | undefined>, link = APP_LINK) =>
  t.app.request(`/api/v1/auth/app-sign-in/return?to=${encodeURIComponent(link)}`, {
    headers: { cookie: cookies.filter(Boolean).join('; ') },
  });

const exchange = (code: unknown, codeVerifier: unknown) =>
  t.app.request('/api/v1/auth/app-sign-in/token', jsonRequest('POST', { code, codeVerifier }));

async function sessionOf(headers: Record<string, string>) {
  const res = await t.app.request('/api/auth/get-session', { headers });
  return (await res.json()) as { user?: { id: string } } | null;
}

/** The app starts the sign-in in the browser: the browser's state cookie, and the verifier the app keeps. */
async function startInBrowser(link = APP_LINK) {
  const pkce = makeVerifier();
  const res = await start('google', link, pkce.challenge);
  expect(res.status).toBe(302);
  const state = cookieOf(res, STATE_COOKIE);
  expect(state).toBeTruthy();
  return { ...pkce, state: state! };
}

/** A whole hand-over: started by the app, signed in by the provider's callback (after the start), returned. */
async function handOver(name: string) {
  const flow = await startInBrowser();
  const person = await signUp(t, { name });
  const res = await returnWith([flow.state, person.cookie]);
  expect(res.status).toBe(302);
  const code = new URL(res.headers.get('location')!).searchParams.get('code');
  expect(code).toBeTruthy();
  return { ...flow, person, code: code!, res };
}

interface ErrorJson {
  error: { code: string; details: Array<{ field: string }> };
}

describe('GET /api/v1/auth/app-sign-in/{provider}', () => {
  it("sends the browser to the provider, holding better-auth's state cookie, with the return route as callback", async () => {
    const res = await start('google', APP_LINK);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe('google-client');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(res.headers.getSetCookie().some((cookie) => /better-auth\.state/.test(cookie))).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sets its own short-lived, HttpOnly state cookie for the hand-over routes only', async () => {
    const res = await start('google', APP_LINK);
    const cookie = res.headers.getSetCookie().find((value) => value.startsWith(`${STATE_COOKIE}=`));
    expect(cookie).toBeTruthy();
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/api/v1/auth/app-sign-in');
    expect(attributes).toContain('max-age=600');
  });

  it('accepts Expo Go links outside production and pages of the website', async () => {
    expect((await start('google', 'exp://192.168.1.20:8081/--/sign-in')).status).toBe(302);
    expect((await start('google', 'http://localhost:3000/sign-in')).status).toBe(302);
  });

  it('refuses any other return address, naming the field', async () => {
    for (const link of ['https://evil.example/sign-in', 'javascript:alert(1)', 'not a link']) {
      const res = await start('google', link);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorJson).error.details[0]?.field).toBe('query.return');
    }
  });

  it('refuses a start without a code challenge of the app, or with one that is not a SHA-256, naming it', async () => {
    for (const challenge of [null, '', 'short', `${'a'.repeat(43)}=`, 'a'.repeat(44)]) {
      const res = await start('google', APP_LINK, challenge);
      expect(res.status, String(challenge)).toBe(400);
      expect(((await res.json()) as ErrorJson).error.details[0]?.field).toBe('query.codeChallenge');
      expect(cookieOf(res, STATE_COOKIE)).toBeUndefined();
    }
  });

  it('answers 404 for a provider that is not configured and 400 for one that does not exist', async () => {
    expect((await start('apple', APP_LINK)).status).toBe(404);
    expect((await start('facebook', APP_LINK)).status).toBe(400);
  });
});

describe('GET /api/v1/auth/app-sign-in/return', () => {
  it("hands the session the provider's callback made to the app's link as a code, and ends it in the browser", async () => {
    const { person, res } = await handOver('Ana');
    const location = new URL(res.headers.get('location')!);
    expect(`${location.protocol}//${location.host}`).toBe(APP_LINK);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionOf({ cookie: person.cookie })).toBeNull();
    // The state cookie is spent with it.
    const cleared = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${STATE_COOKIE}=`));
    expect(cleared).toMatch(/max-age=0/i);
  });

  it('ends no session and issues no code when another site sends a signed-in browser there (no state cookie)', async () => {
    const ben = await signUp(t, { name: 'Ben' });
    for (const link of [APP_LINK, 'http://localhost:3000/sign-in']) {
      const res = await returnWith([ben.cookie], link);
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      const body = (await res.json()) as ErrorJson;
      expect(body.error.code).toBe('SIGN_IN_NOT_STARTED');
      expect(body.error.details[0]?.field).toBe(`cookie.${STATE_COOKIE}`);
      expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith('__session='))).toBe(false);
      expect((await sessionOf({ cookie: ben.cookie }))?.user?.id).toBe(ben.id);
    }
  });

  it('refuses a state cookie it never set, or one already used, touching no session', async () => {
    const made = await signUp(t, { name: 'Made Up' });
    const forged = await returnWith([`${STATE_COOKIE}=${'x'.repeat(43)}`, made.cookie]);
    expect(forged.status).toBe(400);
    expect((await sessionOf({ cookie: made.cookie }))?.user?.id).toBe(made.id);

    const { state } = await handOver('Once');
    const later = await signUp(t, { name: 'Later' });
    const again = await returnWith([state, later.cookie]);
    expect(again.status).toBe(400);
    expect((await sessionOf({ cookie: later.cookie }))?.user?.id).toBe(later.id);
  });

  it('neither ends nor hands over a session the browser had before the start', async () => {
    const cara = await signUp(t, { name: 'Cara' });
    const flow = await startInBrowser();
    const res = await returnWith([flow.state, cara.cookie]);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${APP_LINK}?error=sign-in-failed`);
    expect((await sessionOf({ cookie: cara.cookie }))?.user?.id).toBe(cara.id);
  });

  it('sends the browser back with an error when the provider signed nobody in', async () => {
    const flow = await startInBrowser();
    const res = await returnWith([flow.state]);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${APP_LINK}?error=sign-in-failed`);
  });

  it('refuses to send a code anywhere but the app, or to another link than the start named', async () => {
    const dee = await signUp(t, { name: 'Dee' });
    const evil = await returnWith([dee.cookie], 'https://evil.example/steal');
    expect(evil.status).toBe(400);
    expect((await sessionOf({ cookie: dee.cookie }))?.user?.id).toBe(dee.id);

    const flow = await startInBrowser('exp://192.168.1.20:8081/--/sign-in');
    const eli = await signUp(t, { name: 'Eli' });
    const other = await returnWith([flow.state, eli.cookie], APP_LINK);
    expect(other.status).toBe(400);
    expect(((await other.json()) as ErrorJson).error.details[0]?.field).toBe('query.to');
    expect((await sessionOf({ cookie: eli.cookie }))?.user?.id).toBe(eli.id);
  });
});

describe('POST /api/v1/auth/app-sign-in/token', () => {
  it('gives the app that started the sign-in a bearer session of the person, once', async () => {
    const { code, verifier, person } = await handOver('Cleo');
    const res = await exchange(code, verifier);
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect((await sessionOf({ authorization: `Bearer ${token}` }))?.user?.id).toBe(person.id);

    const again = await exchange(code, verifier);
    expect(again.status).toBe(401);
    expect(((await again.json()) as ErrorJson).error.code).toBe('INVALID_CODE');
  });

  it('refuses a code without the verifier of the start, and the code is spent', async () => {
    const { code, verifier } = await handOver('Fay');
    const wrong = await exchange(code, makeVerifier().verifier);
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as ErrorJson).error.code).toBe('INVALID_CODE');
    expect((await exchange(code, verifier)).status).toBe(401);
  });

  it('refuses a code older than 2 minutes, and one never issued', async () => {
    const { code, verifier } = await handOver('Dan');
    now += 2 * 60_000 + 1;
    expect((await exchange(code, verifier)).status).toBe(401);
    expect((await exchange('x'.repeat(43), verifier)).status).toBe(401);
  });

  it('answers 400 naming the field for a missing or oversized code or verifier', async () => {
    const verifier = makeVerifier().verifier;
    for (const code of [undefined, '', 'x'.repeat(129)]) {
      const res = await exchange(code, verifier);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorJson).error.details[0]?.field).toBe('body.code');
    }
    for (const codeVerifier of [undefined, '', 'short', 'x'.repeat(129), `${'x'.repeat(43)} `]) {
      const res = await exchange('x'.repeat(43), codeVerifier);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorJson).error.details[0]?.field).toBe('body.codeVerifier');
    }
  });
});
