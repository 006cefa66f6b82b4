import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeLocation } from '../testing/factories.ts';
import {
  confirmNewsletterSubscription,
  listNewsletterRecipients,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribeNewsletterSubscription,
} from './newsletter.queries.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await makeLocation(database.db, 'boston-ma');
});
afterAll(async () => {
  await database?.close();
});

const now = new Date('2026-11-20T15:00:00Z');
const recipients = async () =>
  (await listNewsletterRecipients(database.db, { locationSlug: 'boston-ma' })).map((row) => row.email);

describe('newsletter double opt-in', () => {
  it('a sign-up is pending, and only confirmed addresses are recipients', async () => {
    const pending = await subscribeToNewsletter(database.db, {
      email: 'ada@example.com',
      locationSlug: 'boston-ma',
    });
    expect(pending).toMatchObject({ email: 'ada@example.com', locationSlug: 'boston-ma', status: 'pending' });
    expect(await recipients()).not.toContain('ada@example.com');

    const confirmed = await confirmNewsletterSubscription(database.db, { id: pending.id, now });
    expect(confirmed).toMatchObject({ id: pending.id, status: 'confirmed' });
    expect(await recipients()).toContain('ada@example.com');
  });

  it('asking again keeps a confirmed address confirmed and a pending one pending (same row)', async () => {
    const first = await subscribeToNewsletter(database.db, {
      email: 'bo@example.com',
      locationSlug: 'boston-ma',
    });
    const again = await subscribeToNewsletter(database.db, {
      email: 'BO@example.com',
      locationSlug: 'boston-ma',
    });
    expect(again).toMatchObject({ id: first.id, status: 'pending' });
    await confirmNewsletterSubscription(database.db, { id: first.id, now });
    const third = await subscribeToNewsletter(database.db, {
      email: 'bo@example.com',
      locationSlug: 'boston-ma',
    });
    expect(third).toMatchObject({ id: first.id, status: 'confirmed' });
  });

  it('after an unsubscribe, a new sign-up needs a new confirmation and old consent does not come back', async () => {
    const row = await subscribeToNewsletter(database.db, {
      email: 'cy@example.com',
      locationSlug: 'boston-ma',
    });
    await confirmNewsletterSubscription(database.db, { id: row.id, now });
    expect(await unsubscribeNewsletterSubscription(database.db, { id: row.id, now })).toEqual({
      email: 'cy@example.com',
      locationSlug: 'boston-ma',
    });
    expect(await recipients()).not.toContain('cy@example.com');
    // Unsubscribed rows cannot be confirmed by an old link.
    expect(await confirmNewsletterSubscription(database.db, { id: row.id, now })).toBeNull();

    const again = await subscribeToNewsletter(database.db, {
      email: 'cy@example.com',
      locationSlug: 'boston-ma',
    });
    expect(again).toMatchObject({ id: row.id, status: 'pending' });
    expect(await recipients()).not.toContain('cy@example.com');
  });

  it('a proven address (verified account e-mail) is confirmed at once; opting out by address removes it', async () => {
    const row = await subscribeToNewsletter(database.db, {
      email: 'dee@example.com',
      locationSlug: 'boston-ma',
      confirmedAt: now,
    });
    expect(row.status).toBe('confirmed');
    expect(await recipients()).toContain('dee@example.com');
    await unsubscribeFromNewsletter(database.db, { email: 'DEE@example.com', now });
    expect(await recipients()).not.toContain('dee@example.com');
  });

  it('unknown ids confirm and unsubscribe nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(await confirmNewsletterSubscription(database.db, { id, now })).toBeNull();
    expect(await unsubscribeNewsletterSubscription(database.db, { id, now })).toBeNull();
  });

  it('a location outside the table is a site-wide subscription', async () => {
    const row = await subscribeToNewsletter(database.db, {
      email: 'eve@example.com',
      locationSlug: 'atlantis',
    });
    expect(row.locationSlug).toBeNull();
    await confirmNewsletterSubscription(database.db, { id: row.id, now });
    expect(await listNewsletterRecipients(database.db, { locationSlug: null })).toEqual([
      { id: row.id, email: 'eve@example.com' },
    ]);
  });
});
