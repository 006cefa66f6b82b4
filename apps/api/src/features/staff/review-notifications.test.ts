/**
 * An editor's decision reaches the host the way every notification does (issue 23): in the app's inbox, by e-mail
 * through the notification e-mail job (with the rejection's reason in full) and by push through the push job.
 */
import { makeLocation } from '@happenings/db/testing';
import { users } from '@happenings/db/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EMAILS_JOB } from '../../jobs/notification-emails.job.ts';
import { NOTIFICATION_PUSHES_JOB } from '../../jobs/notification-pushes.job.ts';
import { runJobOnce } from '../../jobs/run-job-once.ts';
import { SEND_EMAIL_JOB } from '../../jobs/send-email.job.ts';
import { SEND_PUSH_JOB } from '../../jobs/send-push.job.ts';
import { startTestJobEngine, type TestJobEngine } from '../../jobs/start-test-job-engine.ts';
import { createMailer } from '../../mail/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type ExpoPushCapture, startExpoPushCapture } from '../../testing/expo-push-capture.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { signUpStaff } from '../../testing/sign-up-staff.ts';
import { decodeMailText, type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let t: TestApp;
let smtp: SmtpCapture;
let expo: ExpoPushCapture;
let jobs: TestJobEngine;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  expo = await startExpoPushCapture();
  t = await createTestApp({ env: { EXPO_PUSH_URL: expo.url } });
  await makeLocation(t.database.db);
  const mailer = createMailer({ smtpUrl: smtp.url, from: t.deps.config.mailFrom, outboxDir: t.outboxDir });
  jobs = await startTestJobEngine(t.database, Date.now, { mailer, config: t.deps.config });
});

afterAll(async () => {
  await jobs?.stop();
  await t?.close();
  await expo?.close();
  await smtp?.close();
});

async function call(method: string, path: string, user: SignedUpUser, body?: unknown) {
  const res = await t.app.request(
    path,
    body === undefined ? { method, headers: user.headers } : jsonRequest(method, body, user.headers),
  );
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.status === 204 ? null : ((await res.json()) as Json);
}

describe('the host of a reviewed event', () => {
  it('is told of a rejection, with its reason, in the app, by e-mail and by push; then of the approval', async () => {
    const editor = await signUpStaff(t, ['editor']);
    const host = await signUp(t, { name: 'Hana' });
    // A verified address (e-mail goes only there) and the app signed in on a phone.
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, host.id));
    const token = `ExponentPushToken[hana-${Date.now().toString(36)}]`;
    await call('PUT', '/api/v1/push-notifications/devices', host, { token, platform: 'ios' });

    const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const event = await call('POST', '/api/v1/experiences', host, {
      name: 'Lantern Walk',
      when: { startDate: start, endDate: start, startTime: '18:30', endTime: '20:00' },
      location: 'boston-ma',
      publishState: 'PENDING_REVIEW',
    });
    const reason = 'Say where people meet, and whether lanterns are provided.';
    await call('POST', `/api/v1/staff/review/${event.id}/reject`, editor, { reason });

    const [rejected] = (await call('GET', '/api/v1/notifications', host)).items;
    expect(rejected).toMatchObject({ type: 'EXPERIENCE_REJECTED', subject: { snippet: reason } });

    expect(await runJobOnce(jobs.engine, NOTIFICATION_EMAILS_JOB)).toBe('completed');
    expect(await jobs.engine.waitForJob(SEND_EMAIL_JOB, rejected.id)).toBe('completed');
    // decodeMailText reads the bytes one by one: compare the ASCII parts of the sentence.
    const mail = decodeMailText((await smtp.waitFor(host.email)).raw);
    expect(mail).toContain('Lantern Walk');
    expect(mail).toContain('was not approved: see the editors');
    expect(mail).toContain(reason);
    expect(mail).toContain(`http://localhost:3000/event/${event.slug}`);

    expect(await runJobOnce(jobs.engine, NOTIFICATION_PUSHES_JOB)).toBe('completed');
    expect(await jobs.engine.waitForJob(SEND_PUSH_JOB, rejected.id)).toBe('completed');
    const pushed = () =>
      expo.requests.flatMap((request) => request.messages).filter((message) => message.to === token);
    expect(pushed()).toEqual([
      expect.objectContaining({
        title: '“Lantern Walk” was not approved: see the editors’ note, edit it and submit it again',
        body: reason,
        data: { url: `/event/${event.slug}`, notificationId: rejected.id },
      }),
    ]);

    await call('PUT', `/api/v1/experiences/${event.id}`, host, {
      name: 'Lantern Walk',
      description: 'Meet at the Hatch Shell; lanterns provided.',
      when: { startDate: start, endDate: start, startTime: '18:30', endTime: '20:00' },
      location: 'boston-ma',
      publishState: 'PENDING_REVIEW',
    });
    await call('POST', `/api/v1/staff/review/${event.id}/approve`, editor);
    const approved = (await call('GET', '/api/v1/notifications', host)).items.find(
      (item: Json) => item.type === 'EXPERIENCE_APPROVED',
    );
    expect(await runJobOnce(jobs.engine, NOTIFICATION_PUSHES_JOB)).toBe('completed');
    expect(await jobs.engine.waitForJob(SEND_PUSH_JOB, approved.id)).toBe('completed');
    expect(pushed().at(-1)).toMatchObject({ body: '“Lantern Walk” was approved and is published' });
  }, 60_000);
});
