/**
 * A banned person cannot come back as someone new (issue 23): after their account is gone, its e-mail address
 * (however written) and its phone number still cannot open an account while the ban lasts; once it ends they can.
 */
import { banIdentitiesOf } from '@happenings/db/moderation';
import { users } from '@happenings/db/schema';
import { makeUser } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSmsOutbox } from '../../sms/sms-sender.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { solvePhoneChallenge } from '../auth/phone-challenge.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...headers },
    body: JSON.stringify(body),
  });

/** A banned account, deleted since: only its hashed identities remain. */
async function bannedAndGone(email: string, phoneNumber: string, until: Date | null) {
  const { db } = t.database;
  const user = await makeUser(db, { email, phoneNumber });
  await banIdentitiesOf(db, { userId: user.id, until, at: new Date() });
  await db.delete(users).where(eq(users.id, user.id));
}

async function signInByPhone(phoneNumber: string) {
  const challenge = (await (await t.app.request('/api/v1/auth/phone-challenge')).json()) as Json;
  const proof = `${challenge.challenge}:${solvePhoneChallenge(challenge.challenge, challenge.difficulty)}`;
  expect(
    (await post('/api/auth/phone-number/send-otp', { phoneNumber }, { 'x-phone-challenge': proof })).status,
  ).toBe(200);
  const [message] = await readSmsOutbox(t.outboxDir, phoneNumber);
  const code = /(\d{6})/.exec(message!.text)?.[1];
  return post('/api/auth/phone-number/verify', { phoneNumber, code });
}

describe('signing up with a banned identity', () => {
  it('is refused by e-mail (403 IDENTITY_BANNED) and by a phone number’s first use', async () => {
    await bannedAndGone('troll@example.com', '+16175550177', null);
    const byEmail = await post('/api/auth/sign-up/email', {
      email: 'Troll+2@Example.com',
      name: 'Not a troll',
      password: 'a good long password',
    });
    expect(byEmail.status).toBe(403);
    expect(((await byEmail.json()) as Json).error.code).toBe('IDENTITY_BANNED');

    const byPhone = await signInByPhone('+16175550177');
    expect(byPhone.status).toBe(403);
    expect(((await byPhone.json()) as Json).error.code).toBe('IDENTITY_BANNED');
  });

  it('is allowed once the suspension has ended', async () => {
    await bannedAndGone('cooled@example.com', '+16175550178', new Date(Date.now() - 1000));
    const res = await post('/api/auth/sign-up/email', {
      email: 'cooled@example.com',
      name: 'Back, calmer',
      password: 'a good long password',
    });
    expect(res.status).toBe(200);
  });
});
