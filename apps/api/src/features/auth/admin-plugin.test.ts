/**
 * What the API takes from better-auth's admin plugin (auth.ts), and what it leaves: the staff roles come with the
 * session; a banned account gets no new session, until its ban's end passes; the plugin's own endpoints are never
 * served, an admin's session included (roles change only through the staff calls, with their audit row).
 */
import { users } from '@happenings/db/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signUp } from '../../testing/sign-up.ts';
import { signUpStaff } from '../../testing/sign-up-staff.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signIn = (email: string, password = 'a good long password') =>
  t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email, password }),
  });

describe('bans', () => {
  it('refuse a banned account every new session, in the API’s error shape', async () => {
    const user = await signUp(t);
    await t.database.db.update(users).set({ banned: true, banReason: 'Spam' }).where(eq(users.id, user.id));
    const res = await signIn(user.email);
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('BANNED_USER');
    expect(body.error.message).toContain('suspended');
    expect(res.headers.get('set-auth-token')).toBeNull();
  });

  it('lift themselves once their end has passed', async () => {
    const user = await signUp(t);
    await t.database.db
      .update(users)
      .set({ banned: true, banReason: 'Cool-off', banExpires: new Date(Date.now() - 60_000) })
      .where(eq(users.id, user.id));
    expect((await signIn(user.email)).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ banned: false, banReason: null, banExpires: null });
  });
});

describe('the plugin’s own endpoints', () => {
  it('are not served, whoever asks', async () => {
    const admin = await signUpStaff(t, ['admin']);
    const other = await signUp(t);
    for (const [method, path, body] of [
      ['GET', '/api/auth/admin/list-users', undefined],
      ['POST', '/api/auth/admin/set-role', { userId: other.id, role: 'admin' }],
      ['POST', '/api/auth/admin/ban-user', { userId: other.id }],
      ['POST', '/api/auth/admin/impersonate-user', { userId: other.id }],
    ] as const) {
      const res = await t.app.request(path, {
        method,
        headers: { ...admin.headers, origin: 'http://localhost:3000' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(res.status, path).toBe(404);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row).toMatchObject({ role: 'user', banned: false });
  });

  it('give every new account the ordinary role, which a sign-up cannot choose', async () => {
    const res = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({
        email: 'climber@example.com',
        name: 'C',
        password: 'a good long password',
        role: 'admin',
      }),
    });
    expect(res.status).toBe(400);
    const user = await signUp(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('user');
  });
});
