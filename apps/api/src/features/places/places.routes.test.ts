import { refreshOccurrences } from '@happenings/db/experiences';
import { places } from '@happenings/db/places';
import { makeExperience } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';

/** A JSON body, asserted field by field. */
// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

const NOW = Date.parse('2026-11-20T15:00:00Z');

let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
let hallId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const { db } = t.database;
  ada = await signUp(t, { username: 'ada_place' });
  bob = await signUp(t, { username: 'bob_place' });
  const [hall] = await db
    .insert(places)
    .values({ name: 'Jazz Hall', address: '1 Main St', city: 'Boston', state: 'MA', lat: 42.35, lng: -71.06 })
    .returning();
  hallId = hall!.id;
  const soon = await makeExperience(db, {
    name: 'Soon',
    slug: 'soon',
    placeId: hallId,
    startDate: '2026-11-25',
    endDate: '2026-11-25',
    startTime: '20:00',
    endTime: '22:00',
  });
  const later = await makeExperience(db, {
    name: 'Later',
    slug: 'later',
    placeId: hallId,
    startDate: '2026-12-10',
    endDate: '2026-12-10',
  });
  const past = await makeExperience(db, {
    name: 'Past',
    slug: 'past',
    placeId: hallId,
    startDate: '2026-10-01',
    endDate: '2026-10-01',
  });
  const draft = await makeExperience(db, {
    name: 'Draft',
    slug: 'draft',
    placeId: hallId,
    publishState: 'NOT_PUBLISHED',
    startDate: '2026-11-26',
    endDate: '2026-11-26',
  });
  await refreshOccurrences(db, { experienceIds: [soon.id, later.id, past.id, draft.id], now: NOW });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/places/{id}', () => {
  it('answers the place with its upcoming published experiences, soonest first', async () => {
    await t.app.request(`/api/v1/interested/place/${hallId}`, { method: 'POST', headers: ada.headers });
    const res = await t.app.request(`/api/v1/places/${hallId}`, { headers: ada.headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({
      id: hallId,
      name: 'Jazz Hall',
      address: '1 Main St',
      interested: 1,
      isInterested: true,
    });
    expect(body.upcomingExperiences.map((e: { slug: string }) => e.slug)).toEqual(['soon', 'later']);
    const anonymous = (await (await t.app.request(`/api/v1/places/${hallId}`)).json()) as Json;
    expect(anonymous.isInterested).toBeUndefined();
  });

  it('answers 404 for an unknown place', async () => {
    expect((await t.app.request('/api/v1/places/nope')).status).toBe(404);
  });
});

describe('PUT /api/v1/places', () => {
  it('creates a venue, then finds it again by name and address, answering id and name', async () => {
    const body = {
      name: 'Club Passim',
      address: '47 Palmer St',
      city: 'Cambridge',
      state: 'MA',
      lat: 42.373,
      lng: -71.119,
    };
    const created = await t.app.request('/api/v1/places', jsonRequest('PUT', body, ada.headers));
    expect(created.status).toBe(201);
    const { id, name } = (await created.json()) as { id: string; name: string };
    expect(name).toBe('Club Passim');
    const again = await t.app.request(
      '/api/v1/places',
      jsonRequest('PUT', { name: 'club passim', address: '47 PALMER ST' }, bob.headers),
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, name: 'Club Passim' });
  });

  it('finds by lookup id, and updates by id for the creator only', async () => {
    const lookup = { name: 'The Sinclair', externalSource: 'venues', externalId: 'v-42' };
    const first = (await (
      await t.app.request('/api/v1/places', jsonRequest('PUT', lookup, ada.headers))
    ).json()) as {
      id: string;
    };
    const second = await t.app.request(
      '/api/v1/places',
      jsonRequest('PUT', { ...lookup, name: 'Sinclair' }, bob.headers),
    );
    expect(((await second.json()) as { id: string }).id).toBe(first.id);

    const renamed = await t.app.request(
      '/api/v1/places',
      jsonRequest('PUT', { id: first.id, name: 'The Sinclair Cambridge' }, ada.headers),
    );
    expect(await renamed.json()).toEqual({ id: first.id, name: 'The Sinclair Cambridge' });
    const other = await t.app.request(
      '/api/v1/places',
      jsonRequest('PUT', { id: first.id, name: 'Mine' }, bob.headers),
    );
    expect(other.status).toBe(403);
    const missing = await t.app.request(
      '/api/v1/places',
      jsonRequest('PUT', { id: 'nope', name: 'X' }, ada.headers),
    );
    expect(missing.status).toBe(404);
  });

  it('answers 400 naming the field and 401 anonymously', async () => {
    const bad = await t.app.request('/api/v1/places', jsonRequest('PUT', { name: '' }, ada.headers));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).error.details[0].field).toBe('body.name');
    expect((await t.app.request('/api/v1/places', jsonRequest('PUT', { name: 'X' }))).status).toBe(401);
  });
});
