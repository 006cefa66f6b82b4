import { makeExperience, makeLocation, makeUser } from '@happenings/db/testing';
import { users } from '@happenings/db/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { ACCOUNT_BUDGETS } from './creation-limits.ts';

/** A JSON body, asserted field by field. */
// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

const NOW = Date.parse('2026-11-20T15:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  await makeLocation(t.database.db, 'boston-ma');
});
afterAll(async () => {
  await t.close();
});

const verify = (user: SignedUpUser) =>
  t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));

const experienceBody = (name: string) => ({
  name,
  when: { startDate: '2026-11-24', endDate: '2026-11-24', startTime: '19:00', endTime: '22:00' },
  where: { name: 'Esplanade', city: 'Boston', state: 'MA', lat: 42.356, lng: -71.073 },
});

const createExperience = (user: SignedUpUser, name: string) =>
  t.app.request('/api/v1/experiences', jsonRequest('POST', experienceBody(name), user.headers));

describe('budgets of what an account creates', () => {
  it('refuses an unverified account its 4th experience of the hour with a 429 naming the way out', async () => {
    const fresh = await signUp(t, { username: 'fresh_cl' });
    const perHour = ACCOUNT_BUDGETS.experience.unverified.perHour;
    for (let i = 0; i < perHour; i += 1) {
      expect((await createExperience(fresh, `Fresh ${i}`)).status).toBe(201);
    }
    const refused = await createExperience(fresh, 'One too many');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = (await refused.json()) as Json;
    expect(body.error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: retryAfter, budget: 'experience', limit: perHour, verified: false },
    });
    expect(body.error.message).toContain('verify your e-mail address or phone number');
    // An invalid request costs nothing and still answers 400, not 429.
    const invalid = await t.app.request(
      '/api/v1/experiences',
      jsonRequest('POST', { name: '' }, fresh.headers),
    );
    expect(invalid.status).toBe(400);
  });

  it('gives a verified account (e-mail, or phone number) the larger budget', async () => {
    const checked = await signUp(t, { username: 'checked_cl' });
    await verify(checked);
    const beyondUnverified = ACCOUNT_BUDGETS.experience.unverified.perHour + 2;
    for (let i = 0; i < beyondUnverified; i += 1) {
      expect((await createExperience(checked, `Checked ${i}`)).status).toBe(201);
    }
  });

  it('counts each person of a bulk follow, so a bulk call cannot go around the budget', async () => {
    const follower = await signUp(t, { username: 'bulk_cl' });
    const { db } = t.database;
    const { perHour } = ACCOUNT_BUDGETS.follow.unverified;
    const people = await Promise.all(Array.from({ length: perHour }, () => makeUser(db)));
    const bulk = await t.app.request(
      '/api/v1/follows/users',
      jsonRequest('POST', { userIds: people.map((p) => p.id) }, follower.headers),
    );
    expect(bulk.status).toBe(200);
    const one = await makeUser(db);
    const refused = await t.app.request(`/api/v1/follows/users/${one.id}`, {
      method: 'POST',
      headers: follower.headers,
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as Json).error.details.budget).toBe('follow');
  });
});

describe('RATE_LIMIT_SCALE', () => {
  let scaled: TestApp;
  beforeAll(async () => {
    scaled = await createTestApp({ clock: () => NOW, env: { RATE_LIMIT_SCALE: '0.05' } });
  });
  afterAll(async () => {
    await scaled.close();
  });

  it('multiplies every budget: interest marks and new places', async () => {
    const { db } = scaled.database;
    const user = await signUp(scaled, { username: 'scaled_cl' });
    const marks = Math.ceil(ACCOUNT_BUDGETS.interested.unverified.perHour * 0.05);
    const targets = await Promise.all(Array.from({ length: marks + 1 }, () => makeExperience(db)));
    const statuses: number[] = [];
    for (const target of targets) {
      const res = await scaled.app.request(`/api/v1/interested/experience/${target.id}`, {
        method: 'POST',
        headers: user.headers,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(marks).fill(200), 429]);
    // Unmarking is never limited.
    const unmark = await scaled.app.request(`/api/v1/interested/experience/${targets[0]!.id}`, {
      method: 'DELETE',
      headers: user.headers,
    });
    expect(unmark.status).toBe(200);

    const places = Math.ceil(ACCOUNT_BUDGETS.place.unverified.perHour * 0.05);
    const put = (name: string) =>
      scaled.app.request('/api/v1/places', jsonRequest('PUT', { name }, user.headers));
    for (let i = 0; i < places; i += 1) expect((await put(`Venue ${i}`)).status).toBe(201);
    expect((await put('Venue beyond')).status).toBe(429);
    // Finding an existing place creates nothing and draws nothing.
    expect((await put('Venue 0')).status).toBe(200);
  });
});
