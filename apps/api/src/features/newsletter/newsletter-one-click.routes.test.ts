import { queryRows } from '@happenings/db/client';
import { confirmNewsletterSubscription, subscribeToNewsletter } from '@happenings/db/newsletter';
import { makeLocation } from '@happenings/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signNewsletterToken } from './newsletter-links.ts';
import { ONE_CLICK_PATH } from './newsletter-one-click-link.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeLocation(t.database.db, 'boston-ma');
});
afterAll(() => t.close());

async function confirmedSubscriber(email: string) {
  const row = await subscribeToNewsletter(t.database.db, { email, locationSlug: 'boston-ma' });
  await confirmNewsletterSubscription(t.database.db, { id: row.id, now: new Date() });
  return { id: row.id, token: signNewsletterToken(t.deps.config.authSecret, 'unsubscribe', row.id, null) };
}

const isSubscribed = async (id: string) =>
  (
    await queryRows<{ active: boolean }>(
      t.database.db,
      sql`SELECT unsubscribed_at IS NULL AS active FROM newsletter_subscribers WHERE id = ${id}`,
    )
  )[0]?.active;

const url = (token: string) => `${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`;

describe('RFC 8058 one-click unsubscribe', () => {
  it('a GET (a person or a link scanner opening the URL) unsubscribes nobody: 303 to the confirmation page', async () => {
    const { id, token } = await confirmedSubscriber('scanned@example.com');
    const res = await t.app.request(url(token));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://localhost:3000/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(await isSubscribed(id)).toBe(true);
  });

  it('the POST a mail client makes (List-Unsubscribe=One-Click, no cookie) unsubscribes', async () => {
    const { id, token } = await confirmedSubscriber('oneclick@example.com');
    const res = await t.app.request(url(token), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      email: 'oneclick@example.com',
      location: 'boston-ma',
      status: 'unsubscribed',
    });
    expect(await isSubscribed(id)).toBe(false);
    // multipart/form-data, as some clients send it, works as well (and again is still fine).
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await t.app.request(url(token), { method: 'POST', body: form })).status).toBe(200);
  });

  it('refuses a POST without the One-Click body, and forged tokens', async () => {
    const { id, token } = await confirmedSubscriber('careful@example.com');
    const empty = await t.app.request(url(token), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=Maybe',
    });
    expect(empty.status).toBe(400);
    const forged = signNewsletterToken('not the server secret', 'unsubscribe', id, null);
    const res = await t.app.request(url(forged), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_TOKEN');
    expect(await isSubscribed(id)).toBe(true);
  });
});
