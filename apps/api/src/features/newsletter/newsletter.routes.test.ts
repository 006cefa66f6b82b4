import { queryRows } from '@happenings/db/client';
import { listNewsletterRecipients } from '@happenings/db/newsletter';
import { makeLocation } from '@happenings/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import { createMemoryRateLimiter } from '../../rate-limit/rate-limiter.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, signUp } from '../../testing/sign-up.ts';
import { decodeMailText, type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture.ts';
import { issuePhoneChallenge, solvePhoneChallenge } from '../auth/phone-challenge.ts';
import {
  CONFIRMATION_MAIL_RATE_LIMIT,
  SIGN_UP_PER_CLIENT_RATE_LIMIT,
  SIGN_UP_RATE_LIMIT,
} from './newsletter.routes.ts';
import { signNewsletterToken } from './newsletter-links.ts';

const START = Date.parse('2026-11-20T15:00:00Z');
const DAY = 24 * 60 * 60_000;
let now = START;
let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    clock: () => now,
    rateLimiter: createMemoryRateLimiter(() => now),
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
beforeEach(() => {
  now = START;
});

/** A solved sign-in challenge (issued here at a low difficulty: the tests check the API asks, not the work). */
function solvedChallenge(): string {
  const { challenge, difficulty } = issuePhoneChallenge(t.deps.config.authSecret, now, 4);
  return `${challenge}:${solvePhoneChallenge(challenge, difficulty)}`;
}

/** A sign-up carries a solved challenge, as the website's form sends it. */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(
    path,
    jsonRequest(
      'POST',
      body,
      path === '/api/v1/newsletter/subscribe'
        ? { 'x-phone-challenge': solvedChallenge(), ...headers }
        : headers,
    ),
  );

async function rows(text: TemplateStringsArray) {
  const { sql } = await import('drizzle-orm');
  return queryRows<Record<string, unknown>>(t.database.db, sql.raw(text.join('')));
}

/** Mails the SMTP server received for an address (mailer.send resolves once the server accepted it). */
const mailsTo = (address: string) =>
  smtp.messages
    .filter((message) => message.to.includes(address))
    .map((message) => decodeMailText(message.raw));

function linkToken(mail: string | undefined, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`http://localhost:3000/newsletter/${page}\\?token=([^\\s"<&]+)`).exec(mail ?? '');
  expect(match, `a /newsletter/${page} link in the mail`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

const recipients = async (locationSlug: string | null = 'boston-ma') =>
  (await listNewsletterRecipients(t.database.db, { locationSlug })).map((row) => row.email);

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('POST /api/v1/newsletter/subscribe (double opt-in)', () => {
  it('stores a pending subscription and mails a link that confirms it; only then is the address a recipient', async () => {
    const res = await post('/api/v1/newsletter/subscribe', { email: 'Ada@Example.com', location: 'boston' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ email: 'ada@example.com', location: 'boston-ma', status: 'pending' });
    expect(await rows`SELECT email, location_slug, confirmed_at FROM newsletter_subscribers`).toEqual([
      { email: 'ada@example.com', location_slug: 'boston-ma', confirmed_at: null },
    ]);
    expect(await recipients()).toEqual([]);

    const mails = mailsTo('ada@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Confirm your subscription to the Happenings Boston newsletter');
    const confirmed = await post('/api/v1/newsletter/confirm', { token: linkToken(mails[0], 'confirm') });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      email: 'ada@example.com',
      location: 'boston-ma',
      status: 'confirmed',
    });
    expect(await recipients()).toEqual(['ada@example.com']);

    // The same link again (a second click) is still fine.
    expect((await post('/api/v1/newsletter/confirm', { token: linkToken(mails[0], 'confirm') })).status).toBe(
      200,
    );
  });

  it('answers a confirmed address exactly as a new one, and mails it nothing', async () => {
    await post('/api/v1/newsletter/subscribe', { email: 'bo@example.com', location: 'washington-dc' });
    await post('/api/v1/newsletter/confirm', { token: linkToken(mailsTo('bo@example.com')[0], 'confirm') });
    const again = await post('/api/v1/newsletter/subscribe', {
      email: 'BO@example.com',
      location: 'washington-dc',
    });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({
      email: 'bo@example.com',
      location: 'washington-dc',
      status: 'pending',
    });
    expect(mailsTo('bo@example.com')).toHaveLength(1);
    expect(await recipients('washington-dc')).toEqual(['bo@example.com']);
  });

  it(`asking again for a pending address mails it at most ${CONFIRMATION_MAIL_RATE_LIMIT.limit} times a day`, async () => {
    for (let hour = 0; hour < 3; hour += 1) {
      now = START + hour * 60 * 60_000;
      for (let i = 0; i < SIGN_UP_RATE_LIMIT.limit; i += 1) {
        expect((await post('/api/v1/newsletter/subscribe', { email: 'stranger@example.com' })).status).toBe(
          202,
        );
      }
    }
    expect(mailsTo('stranger@example.com')).toHaveLength(CONFIRMATION_MAIL_RATE_LIMIT.limit);
    expect(await recipients(null)).not.toContain('stranger@example.com');

    now = START + DAY + 1;
    expect((await post('/api/v1/newsletter/subscribe', { email: 'stranger@example.com' })).status).toBe(202);
    expect(mailsTo('stranger@example.com')).toHaveLength(CONFIRMATION_MAIL_RATE_LIMIT.limit + 1);
    // Every link sent still works: the first one confirms.
    now = START + DAY + 2;
    const first = linkToken(mailsTo('stranger@example.com')[0], 'confirm');
    expect((await post('/api/v1/newsletter/confirm', { token: first })).status).toBe(200);
  });

  it('the unsubscribe link works without signing in; afterwards old confirm links do not subscribe again', async () => {
    await post('/api/v1/newsletter/subscribe', { email: 'cy@example.com', location: 'boston-ma' });
    const [mail] = mailsTo('cy@example.com');
    await post('/api/v1/newsletter/confirm', { token: linkToken(mail, 'confirm') });
    expect(await recipients()).toContain('cy@example.com');

    const left = await post('/api/v1/newsletter/unsubscribe', { token: linkToken(mail, 'unsubscribe') });
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({
      email: 'cy@example.com',
      location: 'boston-ma',
      status: 'unsubscribed',
    });
    expect(await recipients()).not.toContain('cy@example.com');
    expect(
      (await post('/api/v1/newsletter/unsubscribe', { token: linkToken(mail, 'unsubscribe') })).status,
    ).toBe(200);

    const stale = await post('/api/v1/newsletter/confirm', { token: linkToken(mail, 'confirm') });
    expect(stale.status).toBe(404);
    expect(await recipients()).not.toContain('cy@example.com');
  });

  it('refuses forged, swapped and expired tokens with 400 INVALID_TOKEN', async () => {
    await post('/api/v1/newsletter/subscribe', { email: 'dee@example.com', location: 'boston-ma' });
    const [mail] = mailsTo('dee@example.com');
    const confirm = linkToken(mail, 'confirm');
    const unsubscribe = linkToken(mail, 'unsubscribe');
    const [id] = confirm.split('.');
    const forged = signNewsletterToken('not the server secret at all', 'confirm', id!, null);
    for (const [path, token] of [
      ['/api/v1/newsletter/confirm', forged],
      ['/api/v1/newsletter/confirm', unsubscribe],
      ['/api/v1/newsletter/unsubscribe', confirm],
      ['/api/v1/newsletter/confirm', `${confirm}x`],
      ['/api/v1/newsletter/confirm', 'garbage'],
    ] as const) {
      const res = await post(path, { token });
      expect(res.status, `${path} ${token}`).toBe(400);
      expect(await errorCode(res)).toBe('INVALID_TOKEN');
    }
    now = START + 8 * DAY;
    const expired = await post('/api/v1/newsletter/confirm', { token: confirm });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toMatch(/expired/);
    expect(await recipients()).not.toContain('dee@example.com');
  });

  it.each([
    [{ email: 'not-an-address', location: 'boston-ma' }, 'body.email'],
    [{ location: 'boston-ma' }, 'body.email'],
    [{ email: 'a@example.com', location: 'paris' }, 'body.location'],
  ])('%j is a 400 naming %s', async (body, field) => {
    const res = await post('/api/v1/newsletter/subscribe', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { details: { field: string }[] } }).error.details[0]?.field).toBe(
      field,
    );
  });

  it('needs a solved challenge, each usable once, and answers a refused one without storing or mailing anything', async () => {
    const bare = await t.app.request(
      '/api/v1/newsletter/subscribe',
      jsonRequest('POST', { email: 'bot@example.com', location: 'boston-ma' }),
    );
    expect(bare.status).toBe(403);
    expect(await errorCode(bare)).toBe('CHALLENGE_REQUIRED');
    const proof = solvedChallenge();
    const first = await post(
      '/api/v1/newsletter/subscribe',
      { email: 'bot@example.com' },
      { 'x-phone-challenge': proof },
    );
    expect(first.status).toBe(202);
    const replayed = await post(
      '/api/v1/newsletter/subscribe',
      { email: 'bot2@example.com' },
      { 'x-phone-challenge': proof },
    );
    expect(replayed.status).toBe(403);
    expect(mailsTo('bot2@example.com')).toHaveLength(0);
    expect(await rows`SELECT email FROM newsletter_subscribers WHERE email = 'bot2@example.com'`).toEqual([]);
  });

  it('rate-limits sign-ups per address with Retry-After', async () => {
    for (let i = 0; i < SIGN_UP_RATE_LIMIT.limit; i += 1) {
      expect((await post('/api/v1/newsletter/subscribe', { email: 'flood@example.com' })).status).toBe(202);
    }
    const limited = await post('/api/v1/newsletter/subscribe', { email: 'FLOOD@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('/api/v1/newsletter/subscribe', { email: 'other@example.com' })).status).toBe(202);
  });

  it(`limits one client to ${SIGN_UP_PER_CLIENT_RATE_LIMIT.limit} sign-ups an hour, whatever addresses it names`, async () => {
    // Last of the sign-up tests, a month on: the client's hour starts afresh and holds nothing earlier.
    now = START + 30 * DAY;
    for (let i = 0; i < SIGN_UP_PER_CLIENT_RATE_LIMIT.limit; i += 1) {
      expect((await post('/api/v1/newsletter/subscribe', { email: `victim${i}@example.com` })).status).toBe(
        202,
      );
    }
    const limited = await post('/api/v1/newsletter/subscribe', { email: 'victim-next@example.com' });
    expect(limited.status).toBe(429);
    expect(mailsTo('victim-next@example.com')).toHaveLength(0);
  });
});

describe('POST /api/v1/region-interest', () => {
  it('records a region once per address', async () => {
    const first = await post('/api/v1/region-interest', { email: 'dc@example.com', region: 'Washington-DC' });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ email: 'dc@example.com', region: 'washington-dc', created: true });
    expect(
      (await post('/api/v1/region-interest', { email: 'DC@example.com', region: 'washington-dc' })).status,
    ).toBe(200);
    expect(
      (await post('/api/v1/region-interest', { email: 'dc@example.com', region: 'chicago' })).status,
    ).toBe(201);
  });

  it('names a bad field', async () => {
    const res = await post('/api/v1/region-interest', { email: 'dc@example.com', region: '' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { details: { field: string }[] } }).error.details[0]?.field).toBe(
      'body.region',
    );
  });
});

describe('POST /api/v1/users/email-marketing', () => {
  it('needs a signed-in caller', async () => {
    expect((await post('/api/v1/users/email-marketing', { subscribed: true })).status).toBe(401);
  });

  it('an unverified account address is pending until it confirms; opting out stops it', async () => {
    const user = await signUp(t, { email: 'grace@example.com' });
    const optIn = await post(
      '/api/v1/users/email-marketing',
      { subscribed: true, location: 'washington-dc' },
      user.headers,
    );
    expect(optIn.status).toBe(200);
    expect(await optIn.json()).toEqual({
      subscribed: true,
      location: 'washington-dc',
      newsletter: 'pending',
    });
    expect(
      await rows`SELECT p.accepts_email_marketing, n.location_slug, n.unsubscribed_at IS NULL AS active,
                        n.confirmed_at IS NOT NULL AS confirmed
                 FROM profiles p JOIN newsletter_subscribers n ON n.user_id = p.user_id`,
    ).toEqual([
      { accepts_email_marketing: true, location_slug: 'washington-dc', active: true, confirmed: false },
    ]);
    const confirmation = mailsTo('grace@example.com').find((mail) => mail.includes('/newsletter/confirm'));
    expect(await recipients('washington-dc')).not.toContain('grace@example.com');
    await post('/api/v1/newsletter/confirm', { token: linkToken(confirmation, 'confirm') });
    expect(await recipients('washington-dc')).toContain('grace@example.com');

    const optOut = await post('/api/v1/users/email-marketing', { subscribed: false }, user.headers);
    expect(await optOut.json()).toEqual({ subscribed: false, location: null, newsletter: null });
    expect(
      await rows`SELECT p.accepts_email_marketing, n.unsubscribed_at IS NULL AS active
                 FROM profiles p JOIN newsletter_subscribers n ON n.user_id = p.user_id`,
    ).toEqual([{ accepts_email_marketing: false, active: false }]);
    expect(await recipients('washington-dc')).not.toContain('grace@example.com');
  });

  it('a verified account address is confirmed at once, with no confirmation mail', async () => {
    const user = await signUp(t, { email: 'hedy@example.com' });
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(sql`UPDATE users SET email_verified = true WHERE id = ${user.id}`);
    const optIn = await post(
      '/api/v1/users/email-marketing',
      { subscribed: true, location: 'boston-ma' },
      user.headers,
    );
    expect(await optIn.json()).toEqual({ subscribed: true, location: 'boston-ma', newsletter: 'confirmed' });
    expect(await recipients()).toContain('hedy@example.com');
    expect(mailsTo('hedy@example.com').filter((mail) => mail.includes('/newsletter/confirm'))).toEqual([]);
  });

  it('names a missing field', async () => {
    const user = await signUp(t);
    const res = await post('/api/v1/users/email-marketing', {}, user.headers);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { details: { field: string }[] } }).error.details[0]?.field).toBe(
      'body.subscribed',
    );
  });
});
