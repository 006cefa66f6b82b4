/**
 * The headers and the session cookie a browser gets from the API (issue 9: nosniff was only on /media, no
 * frame-ancestors, no Referrer-Policy, `__session` without Secure behind an https PUBLIC_URL).
 */
import { getDefaultAvatarPath } from '@happenings/domain/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signUp } from '../testing/sign-up.ts';
import {
  API_CONTENT_SECURITY_POLICY,
  PERSONAL_CACHE_CONTROL,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.ts';

function expectBrowserHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
}

/** The attributes of the `__session` cookie a response sets, lower-cased, without its value. */
function sessionCookieAttributes(res: Response): string[] {
  const cookie = res.headers.getSetCookie().find((value) => value.startsWith('__session='));
  expect(cookie).toBeDefined();
  return (cookie ?? '')
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase())
    .sort();
}

describe('over http (development, browser tests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('every response carries the headers, errors and the docs page included; no HSTS over http', async () => {
    for (const path of ['/api/v1/health', '/api/v1/no-such-route', '/api/v1/docs', '/api/v1/openapi.json']) {
      const res = await t.app.request(path);
      expectBrowserHeaders(res);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const refused = await t.app.request('/api/v1/users', { method: 'PATCH' });
    expect(refused.status).toBe(401);
    expectBrowserHeaders(refused);
  });

  it('the CSP runs no script and refuses framing', () => {
    expect(API_CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
    expect(API_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(API_CONTENT_SECURITY_POLICY).not.toMatch(/script-src/);
  });

  it('personal responses are not stored by any cache; anonymous ones keep their own caching', async () => {
    const user = await signUp(t);
    const byToken = await t.app.request('/api/v2/users/profile', { headers: user.headers });
    expect(byToken.status).toBe(200);
    expect(byToken.headers.get('cache-control')).toBe(PERSONAL_CACHE_CONTROL);
    const byCookie = await t.app.request('/api/v2/users/profile', { headers: { cookie: user.cookie } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.headers.get('cache-control')).toBe(PERSONAL_CACHE_CONTROL);
    const session = await t.app.request('/api/auth/get-session', { headers: { cookie: user.cookie } });
    expect(session.headers.get('cache-control')).toMatch(/no-store/);

    expect((await t.app.request('/api/v1/health')).headers.get('cache-control')).toBeNull();
    // An image fetched with the cookie (the browser sends it to its own origin) stays cacheable.
    const avatar = await t.app.request(
      `/media/${t.deps.config.media.cloudname}/${getDefaultAvatarPath({ numericUserId: 1, username: 'ada' })}`,
      { headers: { cookie: user.cookie } },
    );
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(avatar.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('signing in sets `__session` HttpOnly, SameSite=Lax, path /, 12 days (spec §6), not Secure, no-store', async () => {
    const user = await signUp(t, { password: 'a good long password' });
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: user.email, password: 'a good long password' }),
    });
    expect(res.status).toBe(200);
    expect(sessionCookieAttributes(res)).toEqual(['httponly', 'max-age=1036800', 'path=/', 'samesite=lax']);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
  });
});

describe('behind an https PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://happenings.example' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends HSTS', async () => {
    const res = await t.app.request('/api/v1/health');
    expect(res.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expectBrowserHeaders(res);
  });

  it('the session cookie is Secure without COOKIE_SECURE being set', async () => {
    const res = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://happenings.example' },
      body: JSON.stringify({ email: 'secure@example.com', name: 'Secure', password: 'a good long password' }),
    });
    expect(res.status).toBe(200);
    expect(sessionCookieAttributes(res)).toEqual([
      'httponly',
      'max-age=1036800',
      'path=/',
      'samesite=lax',
      'secure',
    ]);
  });
});

describe('COOKIE_SECURE', () => {
  it.each([
    ['https://happenings.example', undefined, true],
    ['http://localhost:3000', undefined, false],
    // A TLS-terminating proxy in front of a plain-http deployment that must still work over http.
    ['https://happenings.example', 'false', false],
    ['http://localhost:3000', 'true', true],
  ])('PUBLIC_URL %s with COOKIE_SECURE=%s → Secure %s', (publicUrl, cookieSecure, expected) => {
    const env = { PUBLIC_URL: publicUrl, ...(cookieSecure ? { COOKIE_SECURE: cookieSecure } : {}) };
    expect(loadConfig(env).cookieSecure).toBe(expected);
  });
});
