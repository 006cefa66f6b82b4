import { queryRows } from '@happenings/db/client';
import { hashAddress } from '@happenings/db/mail-delivery';
import { confirmNewsletterSubscription, subscribeToNewsletter } from '@happenings/db/newsletter';
import { makeLocation } from '@happenings/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signNewsletterToken } from '../newsletter/newsletter-links.ts';

const SECRET = 'feedback-secret-of-the-mail-provider';
let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_FEEDBACK_SECRET: SECRET } });
  bare = await createTestApp();
  await makeLocation(t.database.db, 'boston-ma');
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

const report = (body: string, type: string, secret = SECRET) =>
  t.app.request('/api/v1/mail/feedback', {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': type },
    body,
  });

const suppression = async (email: string) =>
  (
    await queryRows<{ reason: string; detail: string | null }>(
      t.database.db,
      sql`SELECT reason, detail FROM mail_suppressions WHERE address_hash = ${hashAddress(email)}`,
    )
  )[0] ?? null;

const DSN = [
  'From: MAILER-DAEMON@mx.example.net',
  'To: bounces@happenings.local',
  'Subject: Undelivered Mail Returned to Sender',
  'MIME-Version: 1.0',
  'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
  '',
  '--b1',
  'Content-Type: text/plain',
  '',
  'I am sorry to have to inform you that your message could not be delivered.',
  '',
  '--b1',
  'Content-Type: message/delivery-status',
  '',
  'Reporting-MTA: dns; mx.example.net',
  'Arrival-Date: Thu, 26 Nov 2026 13:00:00 +0000',
  '',
  'Final-Recipient: rfc822; Gone.Away@example.org',
  'Original-Recipient: rfc822;gone.away@example.org',
  'Action: failed',
  'Status: 5.1.1',
  'Diagnostic-Code: smtp; 550 5.1.1 <gone.away@example.org>: Recipient address',
  '    rejected: User unknown',
  '',
  'Final-Recipient: rfc822; full@example.org',
  'Action: delayed',
  'Status: 4.2.2',
  '',
  '--b1',
  'Content-Type: text/rfc822-headers',
  '',
  'From: Happenings <hello@happenings.local>',
  'To: gone.away@example.org',
  'Subject: This week in Boston',
  '',
  '--b1--',
].join('\r\n');

const ARF = [
  'From: feedback@fbl.example.com',
  'Subject: FW: This week in Boston',
  'Content-Type: multipart/report; report-type=feedback-report; boundary="part"',
  '',
  '--part',
  'Content-Type: text/plain',
  '',
  'This is an abuse report.',
  '',
  '--part',
  'Content-Type: message/feedback-report',
  '',
  'Feedback-Type: abuse',
  'User-Agent: SomeFBL/1.0',
  'Version: 1',
  '',
  '--part',
  'Content-Type: message/rfc822',
  '',
  'From: Happenings <hello@happenings.local>',
  'To: annoyed@example.com',
  'Subject: This week in Boston',
  '',
  'body',
  '--part--',
].join('\r\n');

describe('POST /api/v1/mail/feedback', () => {
  it('a DSN suppresses the permanently failed recipient, not the delayed one', async () => {
    const res = await report(DSN, 'multipart/report');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ suppressed: 1, unsubscribed: 0, ignored: 0 });
    expect(await suppression('gone.away@example.org')).toEqual({
      reason: 'bounce',
      detail: expect.stringMatching(/^DSN 5\.1\.1 smtp; 550 5\.1\.1/),
    });
    expect(await suppression('full@example.org')).toBeNull();
    // Reported again: nothing new.
    expect(await (await report(DSN, 'text/plain')).json()).toEqual({
      suppressed: 0,
      unsubscribed: 0,
      ignored: 1,
    });
  });

  it('an ARF abuse report suppresses the complaining recipient', async () => {
    const res = await report(ARF, 'message/rfc822');
    expect(await res.json()).toEqual({ suppressed: 1, unsubscribed: 0, ignored: 0 });
    expect(await suppression('annoyed@example.com')).toMatchObject({ reason: 'complaint' });
  });

  it('JSON events: permanent bounces and complaints suppress, transient bounces do not', async () => {
    const res = await report(
      JSON.stringify({
        events: [
          { type: 'bounce', email: 'Hard@Example.com', detail: '550 mailbox unavailable' },
          { type: 'bounce', email: 'soft@example.com', bounceType: 'transient' },
          { type: 'complaint', email: 'spam-button@example.com' },
        ],
      }),
      'application/json',
    );
    expect(await res.json()).toEqual({ suppressed: 2, unsubscribed: 0, ignored: 1 });
    expect(await suppression('hard@example.com')).toEqual({
      reason: 'bounce',
      detail: '550 mailbox unavailable',
    });
    expect(await suppression('soft@example.com')).toBeNull();
    expect(await suppression('spam-button@example.com')).toMatchObject({ reason: 'complaint' });
  });

  it('mail to the List-Unsubscribe mailto ends the subscription its token names', async () => {
    const row = await subscribeToNewsletter(t.database.db, {
      email: 'mailto@example.com',
      locationSlug: 'boston-ma',
    });
    await confirmNewsletterSubscription(t.database.db, { id: row.id, now: new Date() });
    const token = signNewsletterToken(t.deps.config.authSecret, 'unsubscribe', row.id, null);
    const mail = [
      'From: mailto@example.com',
      'To: unsubscribe@happenings.local',
      `Subject: unsubscribe ${token}`,
      '',
      '',
    ].join('\r\n');
    expect(await (await report(mail, 'message/rfc822')).json()).toEqual({
      suppressed: 0,
      unsubscribed: 1,
      ignored: 0,
    });
    const [left] = await queryRows<{ gone: boolean }>(
      t.database.db,
      sql`SELECT unsubscribed_at IS NOT NULL AS gone FROM newsletter_subscribers WHERE id = ${row.id}`,
    );
    expect(left?.gone).toBe(true);
    // A forged token changes nothing.
    const forged = signNewsletterToken('another secret entirely', 'unsubscribe', row.id, null);
    const other = mail.replace(token, forged);
    expect(await (await report(other, 'message/rfc822')).json()).toEqual({
      suppressed: 0,
      unsubscribed: 0,
      ignored: 1,
    });
  });

  it('refuses a wrong secret (401), an unknown body type (415), and is absent without a secret (404)', async () => {
    expect((await report(DSN, 'text/plain', 'not-the-secret-at-all-000')).status).toBe(401);
    expect((await report(DSN, 'image/png')).status).toBe(415);
    const invalid = await report(
      JSON.stringify({ events: [{ type: 'bounce', email: 'nope' }] }),
      'application/json',
    );
    expect(invalid.status).toBe(400);
    const absent = await bare.app.request('/api/v1/mail/feedback', {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'text/plain' },
      body: DSN,
    });
    expect(absent.status).toBe(404);
    expect(await suppression('nope')).toBeNull();
  });
});
