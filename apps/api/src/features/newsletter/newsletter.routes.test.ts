import { queryRows } from '@happenings/db/client';
import { makeLocation } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, signUp } from '../../testing/sign-up.ts';
import { SIGN_UP_RATE_LIMIT } from './newsletter.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => Date.parse('2026-11-20T15:00:00Z') });
  await makeLocation(t.database.db, 'boston-ma');
  await makeLocation(t.database.db, 'washington-dc');
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, jsonRequest('POST', body, headers));

async function rows(text: TemplateStringsArray) {
  const { sql } = await import('drizzle-orm');
  return queryRows<Record<string, unknown>>(t.database.db, sql.raw(text.join('')));
}

describe('POST /api/v1/newsletter/subscribe', () => {
  it('subscribes once (201), then answers 200 for the same address in any case', async () => {
    const first = await post('/api/v1/newsletter/subscribe', {
      email: 'Ada@Example.com',
      location: 'boston',
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({
      email: 'ada@example.com',
      location: 'boston-ma',
      subscribed: true,
      created: true,
    });
    const again = await post('/api/v1/newsletter/subscribe', {
      email: 'ada@example.com',
      location: 'boston-ma',
    });
    expect(again.status).toBe(200);
    expect(await rows`SELECT email, location_slug FROM newsletter_subscribers`).toEqual([
      { email: 'ada@example.com', location_slug: 'boston-ma' },
    ]);
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

  it('rate-limits sign-ups per address with Retry-After', async () => {
    for (let i = 0; i < SIGN_UP_RATE_LIMIT.limit; i += 1) {
      expect(
        (await post('/api/v1/newsletter/subscribe', { email: 'flood@example.com' })).status,
      ).toBeLessThan(300);
    }
    const limited = await post('/api/v1/newsletter/subscribe', { email: 'FLOOD@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('/api/v1/newsletter/subscribe', { email: 'other@example.com' })).status).toBe(201);
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

  it('opts the caller in and out', async () => {
    const user = await signUp(t, { email: 'grace@example.com' });
    const optIn = await post(
      '/api/v1/users/email-marketing',
      { subscribed: true, location: 'washington-dc' },
      user.headers,
    );
    expect(optIn.status).toBe(200);
    expect(await optIn.json()).toEqual({ subscribed: true, location: 'washington-dc' });
    expect(
      await rows`SELECT p.accepts_email_marketing, n.location_slug, n.unsubscribed_at IS NULL AS active
                 FROM profiles p JOIN newsletter_subscribers n ON n.user_id = p.user_id`,
    ).toEqual([{ accepts_email_marketing: true, location_slug: 'washington-dc', active: true }]);

    const optOut = await post('/api/v1/users/email-marketing', { subscribed: false }, user.headers);
    expect(await optOut.json()).toEqual({ subscribed: false, location: null });
    expect(
      await rows`SELECT p.accepts_email_marketing, n.unsubscribed_at IS NULL AS active
                 FROM profiles p JOIN newsletter_subscribers n ON n.user_id = p.user_id`,
    ).toEqual([{ accepts_email_marketing: false, active: false }]);
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
