/**
 * Notification e-mail through a real SMTP server: a notification caused through the API reaches, once, the
 * recipients who keep its type on e-mail at a verified address, with an unsubscribe link that works.
 */

import { makeExperience, makeLocation } from '@happenings/db/testing';
import { users } from '@happenings/db/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../testing/sign-up.ts';
import { decodeMailText, type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts';
import { NOTIFICATION_EMAILS_JOB } from './notification-emails.job.ts';
import { runJobOnce } from './run-job-once.ts';
import { SEND_EMAIL_JOB } from './send-email.job.ts';
import { startTestJobEngine, type TestJobEngine } from './start-test-job-engine.ts';

let t: TestApp;
let smtp: SmtpCapture;
let jobs: TestJobEngine;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  await makeLocation(t.database.db);
  const mailer = createMailer({ smtpUrl: smtp.url, from: t.deps.config.mailFrom, outboxDir: t.outboxDir });
  jobs = await startTestJobEngine(t.database, Date.now, { mailer, config: t.deps.config });
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
  await smtp?.close();
});

async function call(method: string, path: string, user: SignedUpUser, body?: unknown) {
  const res = await t.app.request(
    path,
    body === undefined ? { method, headers: user.headers } : jsonRequest(method, body, user.headers),
  );
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res;
}

/** A follower of `whom` who keeps CONNECTION_INTEREST on e-mail (it starts off), verified unless told. */
async function emailedFollower(whom: SignedUpUser, name: string, verified = true): Promise<SignedUpUser> {
  const user = await signUp(t, { name });
  await call('POST', `/api/v1/follows/users/${whom.id}`, user);
  await call('PUT', '/api/v1/notifications/preferences', user, {
    items: [{ type: 'CONNECTION_INTEREST', inApp: true, email: true }],
  });
  // The address is proven by the verification e-mail, which has its own tests.
  if (verified) await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

const mailTo = (user: SignedUpUser) => smtp.messages.filter((message) => message.to.includes(user.email));

describe('the notification e-mail job', () => {
  it('mails a new notification once to those who keep it on e-mail, with a working unsubscribe link', async () => {
    const ana = await signUp(t, { name: 'Ana' });
    const bo = await emailedFollower(ana, 'Bo');
    const unverified = await emailedFollower(ana, 'Unverified', false);
    // Follows Ana with the default: CONNECTION_INTEREST stays in the app only.
    const cy = await signUp(t, { name: 'Cy' });
    await call('POST', `/api/v1/follows/users/${ana.id}`, cy);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, cy.id));
    // A follower of someone who takes the interest back before the job runs.
    const fay = await signUp(t, { name: 'Fay' });
    const dan = await emailedFollower(fay, 'Dan');

    const event = await makeExperience(t.database.db, {
      name: 'Jazz on the Esplanade',
      occurrences: [{ startsAt: new Date(Date.now() + 86_400_000) }],
    });
    await call('POST', `/api/v1/interested/experience/${event.id}`, ana);
    await call('POST', `/api/v1/interested/experience/${event.id}`, fay);
    await call('DELETE', `/api/v1/interested/experience/${event.id}`, fay);

    expect(await runJobOnce(jobs.engine, NOTIFICATION_EMAILS_JOB)).toBe('completed');
    expect(await runJobOnce(jobs.engine, NOTIFICATION_EMAILS_JOB)).toBe('completed');
    const mail = await smtp.waitFor(bo.email);
    // The e-mail job carries the notification's id: let it finish, then count.
    const inbox = await (await call('GET', '/api/v1/notifications', bo)).json();
    const notificationId = (inbox as { items: Array<{ id: string }> }).items[0]!.id;
    expect(await jobs.engine.waitForJob(SEND_EMAIL_JOB, notificationId)).toBe('completed');
    expect(mailTo(bo)).toHaveLength(1);
    for (const nobody of [unverified, cy, dan, ana]) expect(mailTo(nobody)).toEqual([]);

    const text = decodeMailText(mail.raw);
    expect(text).toContain('Ana is interested in');
    expect(text).toContain(`http://localhost:3000/event/${event.slug}`);
    const token = /http:\/\/localhost:3000\/notifications\/unsubscribe\?token=([^\s"<&]+)/.exec(text)?.[1];
    expect(token).toBeTruthy();
    const res = await t.app.request(
      '/api/v1/notifications/unsubscribe',
      jsonRequest('POST', { token: decodeURIComponent(token!) }),
    );
    expect(res.status).toBe(200);
    const preferences = await (await call('GET', '/api/v1/notifications/preferences', bo)).json();
    expect(
      (preferences as { items: Array<{ type: string; email: boolean }> }).items.find(
        (item) => item.type === 'CONNECTION_INTEREST',
      )?.email,
    ).toBe(false);
  });
});
