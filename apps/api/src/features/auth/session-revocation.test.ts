/**
 * Defect 4 of the security probe: sessions survived a password reset or change, so whoever had stolen a session
 * kept it after the owner chose a new password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signUp } from '../../testing/sign-up.ts';
import { decodeMailText, type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture.ts';

let smtp: SmtpCapture;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    mailer: createMailer({
      smtpUrl: smtp.url,
      from: 'Happenings <hello@happenings.local>',
      outboxDir: '/nonexistent',
    }),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...headers },
    body: JSON.stringify(body),
  });

/** The e-mail of the session a credential opens, or null when it opens none. */
async function sessionEmail(headers: Record<string, string>): Promise<string | null> {
  const res = await t.app.request('/api/auth/get-session', { headers });
  const body = (await res.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

async function signInAgain(email: string, password: string) {
  const res = await post('/api/auth/sign-in/email', { email, password });
  expect(res.status).toBe(200);
  return {
    bearer: { authorization: `Bearer ${res.headers.get('set-auth-token')}` },
    cookie: {
      cookie: res.headers
        .getSetCookie()
        .find((c) => c.startsWith('__session='))!
        .split(';')[0]!,
    },
  };
}

describe('a new password', () => {
  it('reset by e-mail ends every session of the account, cookie and bearer', async () => {
    const user = await signUp(t, { password: 'old password 1' });
    const laptop = { cookie: user.cookie };
    const phone = await signInAgain(user.email, 'old password 1');
    expect(await sessionEmail(laptop)).toBe(user.email);
    expect(await sessionEmail(phone.bearer)).toBe(user.email);

    expect((await post('/api/auth/request-password-reset', { email: user.email })).status).toBe(200);
    const isResetMail = (m: SmtpCapture['messages'][number]) =>
      m.to.includes(user.email) && decodeMailText(m.raw).includes('mode=resetPassword');
    await expect.poll(() => smtp.messages.some(isResetMail)).toBe(true);
    const text = decodeMailText(smtp.messages.find(isResetMail)!.raw);
    const token = /mode=resetPassword&token=([^\s&"<]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    const reset = await post('/api/auth/reset-password', {
      token: decodeURIComponent(token!),
      newPassword: 'new password 2',
    });
    expect(reset.status).toBe(200);

    expect(await sessionEmail(laptop)).toBeNull();
    expect(await sessionEmail(phone.bearer)).toBeNull();
    expect(await sessionEmail(phone.cookie)).toBeNull();
    expect((await signInAgain(user.email, 'new password 2')).bearer).toBeDefined();
  });

  it('changed while signed in ends the other sessions even when the client asks to keep them', async () => {
    const user = await signUp(t, { password: 'old password 1' });
    const thief = await signInAgain(user.email, 'old password 1');
    const owner = await signInAgain(user.email, 'old password 1');

    const change = await post(
      '/api/auth/change-password',
      { currentPassword: 'old password 1', newPassword: 'new password 2', revokeOtherSessions: false },
      owner.bearer,
    );
    expect(change.status).toBe(200);
    const { token } = (await change.json()) as { token: string | null };
    expect(token).toBeTruthy();

    expect(await sessionEmail(thief.bearer)).toBeNull();
    expect(await sessionEmail(thief.cookie)).toBeNull();
    expect(await sessionEmail({ cookie: user.cookie })).toBeNull();
    // The owner carries on with the session the change answered.
    expect(await sessionEmail({ authorization: `Bearer ${token}` })).toBe(user.email);
  });
});
