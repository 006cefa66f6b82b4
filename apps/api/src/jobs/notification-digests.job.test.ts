/**
 * Issue 27 "mail people want", through the job engine, a real SMTP server and a stand-in for Expo: the hourly
 * UPCOMING_INTEREST job, then the e-mail and push jobs, with the clock moved a day at a time. Each person gets one
 * e-mail and one push per type and day, a digest when several things happened; running the jobs again sends
 * nothing; an exhibition open every day for 60 days is announced once; the daily cap holds.
 */
import { createNotifications, notifications } from '@happenings/db/notifications';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { users } from '@happenings/db/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { type ExpoPushCapture, startExpoPushCapture } from '../testing/expo-push-capture.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../testing/sign-up.ts';
import { decodeMailText, type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts';
import { NOTIFICATION_EMAILS_JOB } from './notification-emails.job.ts';
import { NOTIFICATION_PUSHES_JOB } from './notification-pushes.job.ts';
import { runJobOnce } from './run-job-once.ts';
import { SEND_EMAIL_JOB } from './send-email.job.ts';
import { SEND_PUSH_JOB } from './send-push.job.ts';
import { startTestJobEngine, type TestJobEngine } from './start-test-job-engine.ts';
import { UPCOMING_INTEREST_JOB } from './upcoming-interest.job.ts';

/** Friday 20 November 2026, 10:00 in New York: tomorrow is Saturday the 21st. */
const FRIDAY = Date.parse('2026-11-20T15:00:00Z');
const DAY_MS = 86_400_000;
/** 10:00 in New York on the given day of November (EST, UTC-5, all month), or of later months by overflow. */
const tenAm = (dayOfNovember: number) => new Date(Date.UTC(2026, 10, dayOfNovember, 15));

let now = FRIDAY;
let t: TestApp;
let smtp: SmtpCapture;
let expo: ExpoPushCapture;
let jobs: TestJobEngine;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  expo = await startExpoPushCapture();
  t = await createTestApp({
    env: { RATE_LIMIT_SCALE: '100', EXPO_PUSH_URL: expo.url, NOTIFICATION_EMAILS_PER_DAY: '2' },
  });
  await makeLocation(t.database.db);
  const mailer = createMailer({ smtpUrl: smtp.url, from: t.deps.config.mailFrom, outboxDir: t.outboxDir });
  jobs = await startTestJobEngine(t.database, () => now, { mailer, config: t.deps.config });
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
  await smtp?.close();
  await expo?.close();
});

async function call(method: string, path: string, user: SignedUpUser, body?: unknown) {
  const res = await t.app.request(
    path,
    body === undefined ? { method, headers: user.headers } : jsonRequest(method, body, user.headers),
  );
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res;
}

/** Someone with a verified address and the app on a phone. */
async function person(name: string): Promise<{ user: SignedUpUser; token: string }> {
  const user = await signUp(t, { name });
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const token = `ExponentPushToken[${name.toLowerCase()}-${Date.now().toString(36)}]`;
  await call('PUT', '/api/v1/push-notifications/devices', user, { token, platform: 'ios' });
  return { user, token };
}

const mailTo = (user: SignedUpUser) =>
  smtp.messages.filter((message) => message.to.includes(user.email)).map((m) => decodeMailText(m.raw));
const pushesTo = (token: string) =>
  expo.requests.flatMap((request) => request.messages).filter((message) => message.to === token);

/** What the scheduler does in an hour: reminders, then the e-mail and push jobs, then their deliveries. */
async function runTheNotificationJobs(): Promise<void> {
  for (const job of [UPCOMING_INTEREST_JOB, NOTIFICATION_EMAILS_JOB, NOTIFICATION_PUSHES_JOB] as const) {
    expect(await runJobOnce(jobs.engine, job)).toBe('completed');
  }
  await jobs.engine.waitForIdle(SEND_EMAIL_JOB);
  await jobs.engine.waitForIdle(SEND_PUSH_JOB);
}

describe('grouped notification e-mail and push', () => {
  let ana: { user: SignedUpUser; token: string };
  let exhibitionId: string;

  it('sends one digest e-mail and one summary push for many events tomorrow, and nothing on a second run', async () => {
    const { db } = t.database;
    ana = await person('Ana');
    const bo = await person('Bo');
    const shows = [];
    for (const name of ['Harbor Lights', 'Open Studios', 'Night Market']) {
      shows.push(await makeExperience(db, { name, occurrences: [{ startsAt: tenAm(21) }] }));
    }
    // Open every day from tomorrow for 60 days.
    const exhibition = await makeExperience(db, {
      name: 'Winter Light Exhibition',
      occurrences: Array.from({ length: 60 }, (_, day) => ({ startsAt: tenAm(21 + day) })),
    });
    exhibitionId = exhibition.id;
    for (const event of [...shows, exhibition])
      await call('POST', `/api/v1/interested/experience/${event.id}`, ana.user);
    await call('POST', `/api/v1/interested/experience/${shows[0]!.id}`, bo.user);

    await runTheNotificationJobs();
    const [digest, ...more] = mailTo(ana.user);
    expect(more).toEqual([]);
    expect(digest).toContain('4 events you');
    for (const name of ['Harbor Lights', 'Open Studios', 'Night Market', 'Winter Light Exhibition']) {
      expect(digest).toContain(name);
    }
    for (const event of [...shows, exhibition])
      expect(digest).toContain(`http://localhost:3000/event/${event.slug}`);
    expect(digest).toMatch(/http:\/\/localhost:3000\/notifications\/unsubscribe\?token=/);
    // Alone, Bo's reminder is the notification's own e-mail.
    const [single, ...boMore] = mailTo(bo.user);
    expect(boMore).toEqual([]);
    expect(single).toContain('Harbor Lights');
    expect(single).toContain('is tomorrow');

    const [push, ...pushMore] = pushesTo(ana.token);
    expect(pushMore).toEqual([]);
    expect(push).toMatchObject({
      title: '4 events you’re interested in are tomorrow',
      data: { url: '/notifications' },
    });
    expect(push!.body).toMatch(/^“.+”, “.+”, “.+” and 1 more$/);
    expect(pushesTo(bo.token)).toHaveLength(1);

    // A retry, the next hour's run: no notification, e-mail or push again.
    await runTheNotificationJobs();
    now += 60 * 60 * 1000;
    await runTheNotificationJobs();
    expect(mailTo(ana.user)).toHaveLength(1);
    expect(mailTo(bo.user)).toHaveLength(1);
    expect(pushesTo(ana.token)).toHaveLength(1);
    const reminders = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, ana.user.id), eq(notifications.type, 'UPCOMING_INTEREST')));
    expect(reminders).toHaveLength(4);
  });

  it('does not announce an exhibition open every day again on the following days', async () => {
    const { db } = t.database;
    // Something new on Monday the 23rd: Sunday's run mails it alone, without the exhibition.
    const talk = await makeExperience(db, { name: 'Artist Talk', occurrences: [{ startsAt: tenAm(23) }] });
    await call('POST', `/api/v1/interested/experience/${talk.id}`, ana.user);
    for (let day = 1; day <= 6; day += 1) {
      now = FRIDAY + day * DAY_MS;
      await runTheNotificationJobs();
    }
    const mails = mailTo(ana.user);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('Artist Talk');
    expect(mails[1]).not.toContain('Winter Light Exhibition');
    const exhibitionReminders = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, ana.user.id), eq(notifications.subjectId, exhibitionId)));
    expect(exhibitionReminders).toHaveLength(1);
    expect(pushesTo(ana.token)).toHaveLength(2);
  });

  it('mails nobody more than NOTIFICATION_EMAILS_PER_DAY times a day, whatever the types', async () => {
    const { db } = t.database;
    const cy = await person('Cy');
    const dee = await signUp(t, { name: 'Dee' });
    const event = await makeExperience(db, {
      name: 'Jazz on the Esplanade',
      occurrences: [{ startsAt: tenAm(30) }],
    });
    const types = ['SHARED_EXPERIENCE', 'INVITED_TO_EXPERIENCE', 'EXPERIENCE_APPROVED'] as const;
    await createNotifications(
      db,
      types.map((type) => ({
        recipientId: cy.user.id,
        actorId: dee.id,
        type,
        subjectType: 'EXPERIENCE' as const,
        subjectId: event.id,
        data: {},
      })),
    );
    await runTheNotificationJobs();
    await runTheNotificationJobs();
    expect(mailTo(cy.user)).toHaveLength(2);
    // Push has its own, higher cap (8 by default): one per type.
    expect(pushesTo(cy.token)).toHaveLength(3);
  });
});
