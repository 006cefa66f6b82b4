import { createHash } from 'node:crypto';
import { notifyContactsOfJoinedUser } from '@happenings/db/contacts';
import { notifications } from '@happenings/db/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/mailer.ts';
import { readSmsOutbox } from '../../sms/sms-sender.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { solvePhoneChallenge } from './phone-challenge.ts';

let t: TestApp;
let ada: SignedUpUser;
let bo: SignedUpUser;
let cy: SignedUpUser;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sync = (user: SignedUpUser, hashes: string[]) =>
  t.app.request('/api/v1/users/sync-contacts', jsonRequest('POST', { hashes }, user.headers));
const contactJoined = async () =>
  (await t.database.db.select().from(notifications)).filter((n) => n.type === 'CONTACT_JOINED_APP');

beforeAll(async () => {
  t = await createTestApp();
  [ada, bo, cy] = [
    await signUp(t, { username: 'ada_cj' }),
    await signUp(t, { username: 'bo_cj' }),
    await signUp(t, { username: 'cy_cj' }),
  ];
  // Ada and Bo have Zoë's address (Bo in another case), Cy has her neither; Ada also has Yann's number.
  expect((await sync(ada, [sha256('zoe@example.com'), sha256('+16175550188')])).status).toBe(200);
  expect((await sync(bo, [sha256('zoe@example.com')])).status).toBe(200);
  expect((await sync(cy, [sha256('someone-else@example.com')])).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('CONTACT_JOINED_APP', () => {
  it('tells each person who has the newcomer in their contacts once, when the e-mail is verified', async () => {
    const zoe = await signUp(t, { email: 'Zoe@Example.com', username: 'zoe_cj' });
    // Not verified yet: anyone could type someone's address into a sign-up form.
    expect(await contactJoined()).toEqual([]);

    const [mail] = await readOutbox(t.outboxDir, 'Zoe@Example.com');
    const link = /(http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const verified = await t.app.request(`${url.pathname}${url.search}`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(verified.status).toBe(302);

    const sent = await contactJoined();
    expect(sent.map((n) => [n.recipientId, n.actorId, n.subjectType, n.subjectId, n.kind]).sort()).toEqual(
      [
        [ada.id, zoe.id, 'USER', zoe.id, 'COMMUNITY'],
        [bo.id, zoe.id, 'USER', zoe.id, 'COMMUNITY'],
      ].sort(),
    );
    // Running again (a second verification, a retried hook) tells nobody twice, even once read.
    const read = await t.app.request('/api/v1/notifications/read', jsonRequest('POST', {}, ada.headers));
    expect(read.status).toBe(200);
    expect((await contactJoined()).find((n) => n.recipientId === ada.id)?.readAt).not.toBeNull();
    await notifyContactsOfJoinedUser(t.database.db, { userId: zoe.id, joinedSince: new Date(0) });
    expect((await contactJoined()).length).toBe(2);
    expect(
      (await contactJoined()).filter((n) => n.recipientId === zoe.id || n.recipientId === cy.id),
    ).toEqual([]);
  });

  it('tells them when someone signs up with a phone number in their contacts', async () => {
    const challenge = await t.app.request('/api/v1/auth/phone-challenge');
    const { challenge: text, difficulty } = (await challenge.json()) as {
      challenge: string;
      difficulty: number;
    };
    const headers = {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
      'x-phone-challenge': `${text}:${solvePhoneChallenge(text, difficulty)}`,
    };
    const send = await t.app.request('/api/auth/phone-number/send-otp', {
      method: 'POST',
      headers,
      body: JSON.stringify({ phoneNumber: '+16175550188' }),
    });
    expect(send.status).toBe(200);
    const [sms] = await readSmsOutbox(t.outboxDir, '+16175550188');
    const code = /(\d{6})/.exec(sms?.text ?? '')?.[1];
    const verify = await t.app.request('/api/auth/phone-number/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ phoneNumber: '+16175550188', code }),
    });
    expect(verify.status).toBe(200);
    const yann = ((await verify.json()) as { user: { id: string } }).user.id;
    const aboutYann = (await contactJoined()).filter((n) => n.actorId === yann);
    expect(aboutYann.map((n) => n.recipientId)).toEqual([ada.id]);
  });
});
