import { refreshOccurrences } from '@happenings/db/experiences';
import { hosts, places } from '@happenings/db/schema';
import { makeExperience } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';

/** A JSON body, asserted field by field. */
// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

const NOW = Date.parse('2026-11-20T15:00:00Z');

let t: TestApp;
let ada: SignedUpUser;
let hallId: string;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const { db } = t.database;
  ada = await signUp(t, { username: 'ada_follows_places' });
  const [hall] = await db.insert(places).values({ name: 'Jazz Hall', city: 'Boston' }).returning();
  const [club] = await db
    .insert(hosts)
    .values({
      name: 'Comedy Club',
      slug: 'comedy-club',
      description: 'Stand-up',
      website: 'https://club.test',
    })
    .returning();
  hallId = hall!.id;
  clubId = club!.id;
  const made = [];
  for (let day = 1; day <= 12; day += 1) {
    const date = `2026-12-${String(day).padStart(2, '0')}`;
    made.push(
      await makeExperience(db, {
        name: `Show ${day}`,
        slug: `show-${day}`,
        hostId: clubId,
        placeId: day <= 2 ? hallId : null,
        startDate: date,
        endDate: date,
      }),
    );
  }
  made.push(
    await makeExperience(db, {
      name: 'Last year',
      slug: 'last-year',
      hostId: clubId,
      startDate: '2025-11-01',
      endDate: '2025-11-01',
    }),
  );
  await refreshOccurrences(db, { experienceIds: made.map((row) => row.id), now: NOW });
});
afterAll(async () => {
  await t.close();
});

const call = (method: string, path: string, user: SignedUpUser | null = ada) =>
  t.app.request(path, { method, headers: user ? user.headers : {} });

describe('following a place', () => {
  it('follows and unfollows (idempotent), and the place answer carries the follow', async () => {
    const followed = await call('POST', `/api/v1/follows/places/${hallId}`);
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual({ id: hallId, isFollowing: true, followersCount: 1 });
    expect(await (await call('POST', `/api/v1/follows/places/${hallId}`)).json()).toMatchObject({
      followersCount: 1,
    });
    const place = (await (await call('GET', `/api/v1/places/${hallId}`)).json()) as Json;
    expect(place).toMatchObject({ isFollowing: true, followersCount: 1 });
    const anonymous = (await (await call('GET', `/api/v1/places/${hallId}`, null)).json()) as Json;
    expect(anonymous.isFollowing).toBeUndefined();
    expect(anonymous.followersCount).toBe(1);

    const unfollowed = await call('DELETE', `/api/v1/follows/places/${hallId}`);
    expect(await unfollowed.json()).toEqual({ id: hallId, isFollowing: false, followersCount: 0 });
    expect(await (await call('GET', `/api/v1/follows/places/${hallId}`)).json()).toMatchObject({
      isFollowing: false,
    });
  });

  it('answers 401 anonymously and 404 for an unknown place', async () => {
    expect((await call('POST', `/api/v1/follows/places/${hallId}`, null)).status).toBe(401);
    expect((await call('POST', '/api/v1/follows/places/nope')).status).toBe(404);
  });
});

describe('hosts', () => {
  it('answers the host page: upcoming events soonest first, past count, follow', async () => {
    await call('POST', `/api/v1/follows/hosts/${clubId}`);
    const res = await call('GET', '/api/v1/hosts/slug/comedy-club');
    expect(res.status).toBe(200);
    const host = (await res.json()) as Json;
    expect(host).toMatchObject({
      id: clubId,
      name: 'Comedy Club',
      description: 'Stand-up',
      website: 'https://club.test',
      photoURL: null,
      isFollowing: true,
      followersCount: 1,
      pastExperiencesCount: 1,
    });
    expect(host.upcomingExperiences.map((e: { slug: string }) => e.slug)).toEqual(
      Array.from({ length: 10 }, (_, i) => `show-${i + 1}`),
    );
    expect(host.upcomingNextCursor).toEqual(expect.any(String));
    const next = (await (
      await call('GET', `/api/v1/hosts/${clubId}/experiences?cursor=${host.upcomingNextCursor}`, null)
    ).json()) as Json;
    expect(next.items.map((e: { slug: string }) => e.slug)).toEqual(['show-11', 'show-12']);
    expect(next.nextCursor).toBeNull();
  });

  it('pages the upcoming events of a place', async () => {
    const page = (await (
      await call('GET', `/api/v1/places/${hallId}/experiences?limit=1`, null)
    ).json()) as Json;
    expect(page.items.map((e: { slug: string }) => e.slug)).toEqual(['show-1']);
    const rest = (await (
      await call('GET', `/api/v1/places/${hallId}/experiences?limit=1&cursor=${page.nextCursor}`, null)
    ).json()) as Json;
    expect(rest).toMatchObject({ nextCursor: null });
    expect(rest.items[0].slug).toBe('show-2');
  });

  it('lists hosts for the sitemap, and answers 404 for unknown hosts', async () => {
    const list = (await (await call('GET', '/api/v1/hosts?limit=5', null)).json()) as Json;
    expect(list.items).toEqual([expect.objectContaining({ id: clubId, slug: 'comedy-club' })]);
    expect((await call('GET', '/api/v1/hosts/slug/nobody', null)).status).toBe(404);
    expect((await call('DELETE', '/api/v1/follows/hosts/nope')).status).toBe(404);
    expect((await call('GET', '/api/v1/hosts/nope/experiences', null)).status).toBe(404);
  });

  it('finds hosts in search, linking by slug', async () => {
    const res = await call('GET', '/api/v1/search?q=comedy&type=hosts', null);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.hosts.items).toEqual([
      { id: clubId, name: 'Comedy Club', slug: 'comedy-club', photoURL: null },
    ]);
  });
});
