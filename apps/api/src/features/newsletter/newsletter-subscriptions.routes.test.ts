import { subscribeToNewsletter } from '@happenings/db/newsletter';
import { makeLocation } from '@happenings/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, signUp } from '../../testing/sign-up.ts';
import { decodeMailText, type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture.ts';
import { signNewsletterToken } from './newsletter-links.ts';

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
  await makeLocation(t.database.db, 'boston-ma');
  await makeLocation(t.database.db, 'washington-dc');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const state = (boston: string, dc: string) => [
  { location: 'boston-ma', status: boston },
  { location: 'washington-dc', status: dc },
];

const manageToken = (id: string) => signNewsletterToken(t.deps.config.authSecret, 'manage', id, null);

describe('a signed-in member’s newsletter cities', () => {
  it('needs a signed-in caller', async () => {
    expect((await t.app.request('/api/v1/newsletter/subscriptions')).status).toBe(401);
    const put = await t.app.request(
      '/api/v1/newsletter/subscriptions',
      jsonRequest('PUT', { locations: [] }),
    );
    expect(put.status).toBe(401);
  });

  it('a verified member subscribes to DC and leaves Boston without a confirmation mail', async () => {
    const user = await signUp(t, { email: 'ada@example.com' });
    await t.database.db.execute(sql`UPDATE users SET email_verified = true WHERE id = ${user.id}`);
    await subscribeToNewsletter(t.database.db, {
      email: 'ada@example.com',
      locationSlug: 'boston-ma',
      confirmedAt: new Date(),
    });
    const before = await t.app.request('/api/v1/newsletter/subscriptions', { headers: user.headers });
    expect(await before.json()).toEqual({ email: 'ada@example.com', locations: state('subscribed', 'none') });

    const put = await t.app.request(
      '/api/v1/newsletter/subscriptions',
      jsonRequest('PUT', { locations: ['washington-dc'] }, user.headers),
    );
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ email: 'ada@example.com', locations: state('none', 'subscribed') });
    const mails = smtp.messages
      .filter((m) => m.to.includes('ada@example.com'))
      .map((m) => decodeMailText(m.raw));
    expect(mails.filter((mail) => mail.includes('/newsletter/confirm'))).toEqual([]);
  });

  it('an unverified member’s new city waits for the double opt-in mail', async () => {
    const user = await signUp(t, { email: 'bea@example.com' });
    const put = await t.app.request(
      '/api/v1/newsletter/subscriptions',
      jsonRequest('PUT', { locations: ['boston-ma'] }, user.headers),
    );
    expect(await put.json()).toEqual({ email: 'bea@example.com', locations: state('pending', 'none') });
    const mails = smtp.messages
      .filter((m) => m.to.includes('bea@example.com'))
      .map((m) => decodeMailText(m.raw));
    expect(mails.some((mail) => mail.includes('/newsletter/confirm?token='))).toBe(true);
  });

  it('names the field of an unknown or repeated location', async () => {
    const user = await signUp(t);
    for (const locations of [['paris'], ['boston-ma', 'boston-ma']]) {
      const res = await t.app.request(
        '/api/v1/newsletter/subscriptions',
        jsonRequest('PUT', { locations }, user.headers),
      );
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('locations');
    }
  });
});

describe('the manage link of an issue’s footer (no sign-in)', () => {
  it('shows the address’s cities and changes them; [] leaves them all', async () => {
    const row = await subscribeToNewsletter(t.database.db, {
      email: 'cy@example.com',
      locationSlug: 'boston-ma',
      confirmedAt: new Date(),
    });
    const token = manageToken(row.id);
    const get = await t.app.request(`/api/v1/newsletter/manage?token=${encodeURIComponent(token)}`);
    expect(await get.json()).toEqual({ email: 'cy@example.com', locations: state('subscribed', 'none') });

    const add = await t.app.request(
      '/api/v1/newsletter/manage',
      jsonRequest('POST', { token, locations: ['boston-ma', 'washington-dc'] }),
    );
    expect(await add.json()).toEqual({
      email: 'cy@example.com',
      locations: state('subscribed', 'subscribed'),
    });
    const none = await t.app.request(
      '/api/v1/newsletter/manage',
      jsonRequest('POST', { token, locations: [] }),
    );
    expect(await none.json()).toEqual({ email: 'cy@example.com', locations: state('none', 'none') });
  });

  it('refuses a forged token, and an unsubscribe token (another purpose)', async () => {
    const row = await subscribeToNewsletter(t.database.db, {
      email: 'dee@example.com',
      locationSlug: 'boston-ma',
      confirmedAt: new Date(),
    });
    const forged = signNewsletterToken(
      'not-the-secret-not-the-secret-not-the-secret',
      'manage',
      row.id,
      null,
    );
    const other = signNewsletterToken(t.deps.config.authSecret, 'unsubscribe', row.id, null);
    for (const token of [forged, other]) {
      const res = await t.app.request(
        '/api/v1/newsletter/manage',
        jsonRequest('POST', { token, locations: [] }),
      );
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('body.token');
      const get = await t.app.request(`/api/v1/newsletter/manage?token=${encodeURIComponent(token)}`);
      expect(get.status).toBe(400);
    }
    const still = await t.app.request(
      `/api/v1/newsletter/manage?token=${encodeURIComponent(manageToken(row.id))}`,
    );
    expect(await still.json()).toEqual({ email: 'dee@example.com', locations: state('subscribed', 'none') });
  });
});
