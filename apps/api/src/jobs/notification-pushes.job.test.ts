/**
 * Push notifications through a local stand-in for Expo's push service: a notification caused through the API is
 * pushed once to every device of a recipient who keeps its type in the app, with the inbox's words and the app
 * path it leads to; a device Expo reports gone is forgotten; nothing is pushed twice, nor to someone who read it,
 * turned the type off, has no device or whose app's session ran out.
 */
import { sessions } from '@happenings/db/auth';
import { listPushDevices } from '@happenings/db/push';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { type ExpoPushCapture, startExpoPushCapture } from '../testing/expo-push-capture.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../testing/sign-up.ts';
import { NOTIFICATION_PUSHES_JOB } from './notification-pushes.job.ts';
import { runJobOnce } from './run-job-once.ts';
import { SEND_PUSH_JOB, sendPush } from './send-push.job.ts';
import { startTestJobEngine, type TestJobEngine } from './start-test-job-engine.ts';

let t: TestApp;
let expo: ExpoPushCapture;
let jobs: TestJobEngine;
beforeAll(async () => {
  expo = await startExpoPushCapture();
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100', EXPO_PUSH_URL: expo.url } });
  await makeLocation(t.database.db);
  jobs = await startTestJobEngine(t.database, Date.now, { config: t.deps.config });
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
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

let counter = 0;
const newToken = (name: string) => {
  counter += 1;
  return `ExponentPushToken[${name}-${Date.now().toString(36)}-${counter}]`;
};

async function withDevice(name: string): Promise<{ user: SignedUpUser; token: string }> {
  const user = await signUp(t, { name });
  const token = newToken(name.toLowerCase());
  await call('PUT', '/api/v1/push-notifications/devices', user, { token, platform: 'ios' });
  return { user, token };
}

async function inboxOf(user: SignedUpUser) {
  const res = await call('GET', '/api/v1/notifications', user);
  return (
    (await res.json()) as { items: Array<{ id: string; type: string; text: string; url: string | null }> }
  ).items;
}

const messagesTo = (token: string) =>
  expo.requests.flatMap((request) => request.messages).filter((message) => message.to === token);

describe('the push notification jobs', () => {
  it('push each new notification once to the devices of those who keep it in the app', async () => {
    const ana = await signUp(t, { name: 'Ana' });
    const bo = await withDevice('Bo');
    // Bo's second phone, since uninstalled: Expo answers DeviceNotRegistered for it.
    const gone = newToken('bo-old-phone');
    await call('PUT', '/api/v1/push-notifications/devices', bo.user, { token: gone, platform: 'android' });
    expo.goneTokens.add(gone);
    const cy = await signUp(t, { name: 'Cy' });
    const dee = await withDevice('Dee');
    const eve = await withDevice('Eve');
    // Hal's app was signed in, but its session has run out since: the app shows him signed out.
    const hal = await withDevice('Hal');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, hal.user.id));

    const event = await makeExperience(t.database.db, {
      name: 'Jazz on the Esplanade',
      occurrences: [{ startsAt: new Date(Date.now() + 86_400_000) }],
    });
    await call('POST', `/api/v1/experiences/${event.id}/shares`, ana, {
      userIds: [bo.user.id, cy.id, dee.user.id, eve.user.id, hal.user.id],
      message: 'Saturday?',
    });
    // Bo is also followed: a notification whose subject (Ana, without a username) has no page.
    await call('POST', `/api/v1/follows/users/${bo.user.id}`, ana);
    // Dee turns the type off in the app before the job runs; Eve reads hers.
    await call('PUT', '/api/v1/notifications/preferences', dee.user, {
      items: [{ type: 'SHARED_EXPERIENCE', inApp: false, email: false }],
    });
    await call('POST', '/api/v1/notifications/read', eve.user);

    expect(await runJobOnce(jobs.engine, NOTIFICATION_PUSHES_JOB)).toBe('completed');
    const inbox = await inboxOf(bo.user);
    const shared = inbox.find((item) => item.type === 'SHARED_EXPERIENCE')!;
    const followed = inbox.find((item) => item.type === 'CONNECTED')!;
    for (const { id } of [shared, followed]) {
      expect(await jobs.engine.waitForJob(SEND_PUSH_JOB, id)).toBe('completed');
    }

    expect(messagesTo(bo.token)).toHaveLength(2);
    expect(messagesTo(bo.token)).toEqual(
      expect.arrayContaining([
        {
          to: bo.token,
          sound: 'default',
          title: 'Ana sent you “Jazz on the Esplanade”',
          body: 'Saturday?',
          data: { url: `/event/${event.slug}`, notificationId: shared.id },
        },
        {
          to: bo.token,
          sound: 'default',
          body: 'Ana started following you',
          data: { url: '/notifications', notificationId: followed.id },
        },
      ]),
    );
    expect(shared.text).toBe('Ana sent you “Jazz on the Esplanade”');
    // The old phone is tried until Expo says it is gone: by the first push, and by the second unless it ran after.
    expect(messagesTo(gone).length).toBeGreaterThanOrEqual(1);
    for (const request of expo.requests) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers.authorization).toBeUndefined();
    }
    for (const nobody of [dee.token, eve.token, hal.token]) expect(messagesTo(nobody)).toEqual([]);

    // The uninstalled phone is forgotten; the other stays.
    expect((await listPushDevices(t.database.db, bo.user.id)).map((device) => device.token)).toEqual([
      bo.token,
    ]);
    // Whichever push heard it first forgot the old phone.
    const outputs = await Promise.all(
      [shared, followed].map(async ({ id }) => (await jobs.engine.findJob(SEND_PUSH_JOB, id))?.output),
    );
    expect(outputs).toEqual([
      expect.objectContaining({ sent: 1, errors: {} }),
      expect.objectContaining({ sent: 1, errors: {} }),
    ]);
    expect(outputs.map((output) => (output as { removed: number }).removed).sort()).toEqual([0, 1]);

    // The next runs look at the same minutes and push nothing again.
    const before = expo.requests.length;
    expect(await runJobOnce(jobs.engine, NOTIFICATION_PUSHES_JOB)).toBe('completed');
    await jobs.engine.waitForIdle(SEND_PUSH_JOB);
    expect(expo.requests.length).toBe(before);
  });

  it('fails the attempt when Expo does not take the request, so the queue tries again, and forgets nothing', async () => {
    const fay = await signUp(t, { name: 'Fay' });
    const gus = await withDevice('Gus');
    await call('POST', `/api/v1/follows/users/${gus.user.id}`, fay);
    const [notification] = await inboxOf(gus.user);
    expo.goneTokens.add(gus.token);
    expo.failWith = 503;
    try {
      const services = { db: t.database.db, config: t.deps.config, clock: Date.now };
      const run = { signal: new AbortController().signal };
      await expect(sendPush(services, { notificationId: notification!.id }, run)).rejects.toThrow(/503/);
      expect(await listPushDevices(t.database.db, gus.user.id)).toHaveLength(1);

      expo.failWith = null;
      expo.goneTokens.delete(gus.token);
      expect(await sendPush(services, { notificationId: notification!.id }, run)).toEqual({
        sent: 1,
        removed: 0,
        errors: {},
      });
      // Once read, a retry pushes nothing.
      await call('POST', '/api/v1/notifications/read', gus.user);
      const before = expo.requests.length;
      expect(await sendPush(services, { notificationId: notification!.id }, run)).toMatchObject({
        sent: 0,
        skipped: 'not-pushable',
      });
      expect(expo.requests.length).toBe(before);
    } finally {
      expo.failWith = null;
    }
  });
});
