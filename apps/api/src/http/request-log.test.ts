import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { captureLogs, type LogCapture } from '../testing/log-capture.ts';
import { signUp } from '../testing/sign-up.ts';

let t: TestApp;
let logs: LogCapture;
beforeAll(async () => {
  logs = captureLogs();
  t = await createTestApp({ logger: logs.logger });
});
afterAll(async () => {
  await t.close();
});

/** The request lines of one request id. */
function linesOf(requestId: string) {
  return logs.lines().filter((line) => line.requestId === requestId);
}

describe('request log', () => {
  it('writes one line per request with the route template, never the raw path', async () => {
    const res = await t.app.request('/api/v1/experiences/slug/some-secret-slug-123', {
      headers: { 'x-request-id': 'trace-abc.1' },
    });
    expect(res.headers.get('x-request-id')).toBe('trace-abc.1');
    const lines = linesOf('trace-abc.1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', status: res.status, service: 'api', level: 30 });
    expect(lines[0]?.route).toBe('/api/v1/experiences/slug/:slug');
    expect(typeof lines[0]?.durationMs).toBe('number');
    expect(logs.text()).not.toContain('some-secret-slug-123');
  });

  it('generates an id when the caller sends none or one that is not a plain token', async () => {
    const none = await t.app.request('/api/v1/health/live');
    const forged = await t.app.request('/api/v1/health/live', {
      headers: { 'x-request-id': 'x" {"level":60} '.repeat(3) },
    });
    const generated = [none.headers.get('x-request-id'), forged.headers.get('x-request-id')];
    for (const id of generated) {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(linesOf(id ?? '')).toMatchObject([{ route: '/api/v1/health/live', status: 200 }]);
    }
    expect(generated[0]).not.toBe(generated[1]);
  });

  it("reports an error with the request's id and route, then the request as failed", async () => {
    // A database that throws on every query: the session-free route below fails with an unhandled error.
    const failing = createApp({
      ...t.deps,
      logger: logs.logger,
      db: new Proxy(t.deps.db, {
        get: (target, key) =>
          key === 'select'
            ? () => {
                throw new Error('boom');
              }
            : Reflect.get(target, key),
      }),
    });
    const res = await failing.request('/api/v1/categories');
    expect(res.status).toBe(500);
    const lines = linesOf(res.headers.get('x-request-id') ?? '');
    expect(lines).toMatchObject([
      { level: 50, msg: 'unhandled error', route: '/api/v1/categories', err: { message: 'boom' } },
      { level: 50, msg: 'request failed', route: '/api/v1/categories', status: 500 },
    ]);
  });

  it('reports a session that could not be checked without its token', async () => {
    const user = await signUp(t);
    const failing = createApp({
      ...t.deps,
      logger: logs.logger,
      db: new Proxy(t.deps.db, {
        get: (target, key) =>
          key === 'select'
            ? () => {
                throw new Error(`Failed query: select from session\nparams: ${user.token}`);
              }
            : Reflect.get(target, key),
      }),
    });
    const printed: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation((...args) => printed.push(...args)),
    );
    const res = await Promise.resolve(
      failing.request('/api/v2/users/profile', { headers: user.headers }),
    ).finally(() => {
      for (const spy of spies) spy.mockRestore();
    });
    expect(res.status).toBe(503);
    // better-auth's own error line goes to the log too, without the query's parameters; nothing on the console.
    expect(printed).toEqual([]);
    expect(logs.lines()).toContainEqual(expect.objectContaining({ source: 'better-auth', level: 50 }));
    const lines = linesOf(res.headers.get('x-request-id') ?? '');
    expect(lines.map((line) => line.msg)).toContain('request failed');
    expect(JSON.stringify(lines)).not.toContain(user.token);
  });

  it('names no route for a path nothing matched', async () => {
    const res = await t.app.request('/api/v1/no-such-thing/42');
    expect(res.status).toBe(404);
    expect(linesOf(res.headers.get('x-request-id') ?? '')).toMatchObject([{ route: null, status: 404 }]);
  });

  it("carries the signed-in user's id and no e-mail, password, token or cookie anywhere in the log", async () => {
    const password = 'correct horse battery staple 42';
    const user = await signUp(t, { password, email: `log-${Date.now()}@example.com` });
    const signIn = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: user.email, password }),
    });
    expect(signIn.status).toBe(200);
    const me = await t.app.request('/api/v2/users/profile', { headers: user.headers });
    expect(me.status).toBe(200);
    const withCookie = await t.app.request('/api/v2/users/profile', { headers: { cookie: user.cookie } });
    expect(withCookie.status).toBe(200);
    // A wrong password and a phone number sent where none is expected: refusals must not echo them either.
    await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: user.email, password: `${password}-wrong`, phoneNumber: '+16175550123' }),
    });

    expect(linesOf(me.headers.get('x-request-id') ?? '')).toMatchObject([
      { route: '/api/v2/users/profile', status: 200, userId: user.id },
    ]);
    const text = logs.text();
    const cookieValue = user.cookie.split('=').slice(1).join('=');
    for (const secret of [user.email, password, user.token, cookieValue, '+16175550123', '6175550123']) {
      expect(secret.length).toBeGreaterThan(5);
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(user.email.split('@')[0]);
  });
});
