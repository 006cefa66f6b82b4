import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../features/auth/auth.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../testing/sign-up.ts';
import { isAllowedOrigin } from './origin-check.ts';

const SITE = 'http://localhost:3000';
/** Same site (localhost), another origin: SameSite=Lax lets the cookie through, the origin check must not. */
const OTHER_PORT = 'http://localhost:3001';

let t: TestApp;
let ada: SignedUpUser;
let grace: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUSTED_ORIGINS: 'https://app.happenings.example/' } });
  ada = await signUp(t, { name: 'Ada' });
  grace = await signUp(t, { name: 'Grace' });
});
afterAll(async () => {
  await t.close();
});

const follow = (headers: Record<string, string>) =>
  t.app.request(`/api/v1/follows/users/${grace.id}`, { method: 'POST', headers });

async function relationship(): Promise<string> {
  const res = await t.app.request(`/api/v1/follows/users/${grace.id}`, { headers: ada.headers });
  return ((await res.json()) as { relationship: string }).relationship;
}

async function unfollow() {
  await t.app.request(`/api/v1/follows/users/${grace.id}`, { method: 'DELETE', headers: ada.headers });
}

describe('cookie-authenticated writes under /api', () => {
  it.each([
    ['another origin of the same site', { origin: OTHER_PORT }],
    ['an opaque origin', { origin: 'null' }],
    ['no Origin and no fetch metadata', {}],
    ['no Origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
  ])('from %s are refused with 403 FORBIDDEN_ORIGIN and change nothing', async (_, extra) => {
    await unfollow();
    const res = await follow({ cookie: ada.cookie, ...extra });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('FORBIDDEN_ORIGIN');
    expect(body.error.message).toBe('This request must come from the Happenings website.');
    expect(await relationship()).toBe('none');
  });

  it.each([
    ["the website's origin", { origin: SITE }],
    ['a configured trusted origin', { origin: 'https://app.happenings.example' }],
    ['no Origin, Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
  ])('from %s go through', async (_, extra) => {
    await unfollow();
    const res = await follow({ cookie: ada.cookie, ...extra });
    expect(res.status).toBe(200);
    expect(await relationship()).not.toBe('none');
  });

  it('checks PATCH and DELETE too', async () => {
    const patch = await t.app.request('/api/v1/users', {
      method: 'PATCH',
      headers: { cookie: ada.cookie, origin: OTHER_PORT, 'content-type': 'application/json' },
      body: JSON.stringify({ bio: 'written by someone else' }),
    });
    expect(patch.status).toBe(403);
    await follow({ cookie: ada.cookie, origin: SITE });
    const remove = await t.app.request(`/api/v1/follows/users/${grace.id}`, {
      method: 'DELETE',
      headers: { cookie: ada.cookie, origin: OTHER_PORT },
    });
    expect(remove.status).toBe(403);
    expect(await relationship()).not.toBe('none');
  });

  it('covers /api/auth: another origin cannot sign the visitor out', async () => {
    const res = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: ada.cookie, origin: OTHER_PORT, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    const session = await t.app.request('/api/auth/get-session', { headers: { cookie: ada.cookie } });
    expect(((await session.json()) as { user?: { id: string } } | null)?.user?.id).toBe(ada.id);
  });

  it("are trusted by better-auth's own origin check too (the app on the web, served elsewhere)", async () => {
    const context = await createAuth(t.deps).$context;
    expect(context.isTrustedOrigin('https://app.happenings.example/login')).toBe(true);
    expect(context.isTrustedOrigin(`${SITE}/login`)).toBe(true);
    expect(context.isTrustedOrigin(`${OTHER_PORT}/login`)).toBe(false);
  });

  it('does not apply to reads, to bearer calls (the app) or to anonymous calls', async () => {
    const read = await t.app.request(`/api/v1/follows/users/${grace.id}`, {
      headers: { cookie: ada.cookie, origin: OTHER_PORT },
    });
    expect(read.status).toBe(200);
    await unfollow();
    expect((await follow({ ...ada.headers, origin: OTHER_PORT })).status).toBe(200);
    const anonymous = await t.app.request('/api/v1/region-interest', {
      method: 'POST',
      headers: { origin: OTHER_PORT, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com', region: 'chicago' }),
    });
    expect(anonymous.status).toBe(201);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    t.app.request('/api/v1/users', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('grants a trusted origin credentialed requests with the bearer header', async () => {
    const res = await preflight('https://app.happenings.example');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.happenings.example');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const read = await t.app.request(`/api/v1/follows/users/${ada.id}`, {
      headers: { ...grace.headers, origin: 'https://app.happenings.example' },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe('https://app.happenings.example');
  });

  it('grants nothing to any other origin', async () => {
    const res = await preflight(OTHER_PORT);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const read = await t.app.request(`/api/v1/follows/users/${ada.id}`, {
      headers: { ...grace.headers, origin: OTHER_PORT },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('isAllowedOrigin', () => {
  const allowed = new Set([SITE]);
  it.each([
    [{ origin: SITE }, true],
    [{ origin: `${SITE}/` }, false],
    [{ origin: 'http://localhost:3000.evil.example' }, false],
    [{ origin: 'https://localhost:3000' }, false],
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ origin: OTHER_PORT, 'sec-fetch-site': 'same-origin' }, false],
  ])('%j → %s', (headers, expected) => {
    expect(isAllowedOrigin(new Headers(headers), allowed)).toBe(expected);
  });
});
