/**
 * Defects 2 and 10a of the security probe: better-auth's whole surface was reachable under /api/auth (phone-number
 * password reset could be hammered without a limit, for a code that was never sent), and its errors were
 * `{ code, message }` or an empty body instead of the API's one error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signUp } from '../../testing/sign-up.ts';
import { AUTH_ENDPOINTS } from './auth-endpoints.ts';
import { toApiErrorShape } from './auth-response.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...headers },
    body: JSON.stringify(body),
  });

describe('/api/auth', () => {
  it.each([
    ['POST', '/api/auth/phone-number/request-password-reset', { phoneNumber: '+16175550100' }],
    [
      'POST',
      '/api/auth/phone-number/reset-password',
      { phoneNumber: '+16175550100', otp: '123456', newPassword: 'x' },
    ],
    [
      'POST',
      '/api/auth/sign-in/phone-number',
      { phoneNumber: '+16175550100', password: 'a good long password' },
    ],
    ['POST', '/api/auth/sign-in/username', { username: 'ada', password: 'a good long password' }],
    ['POST', '/api/auth/delete-user', {}],
    ['POST', '/api/auth/update-user', { name: 'x' }],
    ['GET', '/api/auth/list-sessions', undefined],
    ['GET', '/api/auth/sign-out', undefined],
    ['GET', '/api/auth/reset-password/some-token', undefined],
  ])(
    'answers 404 in the error shape to %s %s, which the product does not use',
    async (method, path, body) => {
      const res = await t.app.request(path, {
        method,
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `No route for ${method} ${path}.`, details: [] },
      });
    },
  );

  it('limits every POST that guesses a secret or sends a message', () => {
    const guessesOrSends = [
      '/sign-in/email',
      '/sign-up/email',
      '/send-verification-email',
      '/request-password-reset',
      '/reset-password',
      '/change-password',
      '/phone-number/send-otp',
      '/phone-number/verify',
    ];
    for (const path of guessesOrSends) {
      const endpoint = AUTH_ENDPOINTS.find((e) => e.method === 'POST' && e.path === path);
      expect(endpoint?.perAddress, path).toBeDefined();
    }
  });

  it("answers better-auth's errors in the API's error shape", async () => {
    const user = await signUp(t, { password: 'the right password' });
    const wrong = await post('/api/auth/sign-in/email', { email: user.email, password: 'the wrong one' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password', details: [] },
    });

    const badToken = await post('/api/auth/reset-password', {
      token: 'made-up',
      newPassword: 'a new password',
    });
    expect(badToken.status).toBe(400);
    expect(await badToken.json()).toMatchObject({ error: { code: 'INVALID_TOKEN', details: [] } });

    const signedOut = await post('/api/auth/change-password', {
      currentPassword: 'the right password',
      newPassword: 'another password',
    });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({
      error: { code: 'UNAUTHORIZED', message: 'Unauthorized' },
    });
  });

  it('refuses a JSON body that is not an object with a 400, before better-auth fails on it', async () => {
    for (const body of [undefined, '', 'null', '[]', '"text"', '7', '{"email":']) {
      const res = await t.app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body,
      });
      expect(res.status, String(body)).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'BAD_REQUEST', details: [{ field: 'body' }] },
      });
    }
  });

  it('gives an error without a body a code and a message from its status, keeping its headers', async () => {
    const res = await toApiErrorShape(
      new Response(null, { status: 401, headers: { 'www-authenticate': 'Bearer', 'content-length': '0' } }),
    );
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Sign in to do this.', details: [] },
    });
    const teapot = await toApiErrorShape(new Response('', { status: 418 }));
    expect(await teapot.json()).toEqual({
      error: { code: 'HTTP_ERROR', message: 'The request failed.', details: [] },
    });
    const ok = new Response('{"status":true}', { status: 200 });
    expect(await toApiErrorShape(ok)).toBe(ok);
  });
});
