/**
 * The signed-out answers of one experience and of a page of events, cached as text: a change made behind the API's back (straight in the
 * database) stays hidden until the time to live ends, which shows the answer came from the cache; every change
 * made through the API (an edit, unpublishing, publishing again, an interest) shows on the next read; drafts are
 * never answered to strangers; signed-in callers are never served the shared answer.
 */
import { experiences } from '@happenings/db/experiences';
import { makeLocation } from '@happenings/db/testing';
import { users } from '@happenings/db/users';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisCache } from '../../cache/redis-cache.ts';
import type { SharedCache } from '../../cache/shared-cache.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { PUBLIC_DETAIL_POLICY, PUBLIC_EVENTS_PAGE_POLICY } from './public-answer-cache.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');

// The in-process store always; Redis too when configured (CI sets REDIS_URL for the server-database run).
const stores: Array<[string, ((clock: () => number) => SharedCache) | null]> = [['in process', null]];
if (process.env.REDIS_URL) stores.push(['Redis', (clock) => createRedisCache(process.env.REDIS_URL!, clock)]);

describe.each(stores)('the signed-out answer of one experience, shared cache %s', (store, createCache) => {
  let clock = NOW;
  let t: TestApp;
  let ada: SignedUpUser;
  let bob: SignedUpUser;
  const suffix = Math.random().toString(36).slice(2, 8);

  const event = (name: string, publishState = 'PUBLISHED') => ({
    name,
    shortDescription: 'Live jazz by the river',
    when: { startDate: '2026-11-24', endDate: '2026-11-24', startTime: '19:00', endTime: '22:00' },
    where: {
      name: 'Esplanade',
      address: '1 Embankment Rd',
      city: 'Boston',
      state: 'MA',
      lat: 42.356,
      lng: -71.073,
    },
    categories: [],
    publishState,
  });

  beforeAll(async () => {
    const cache = createCache?.(() => clock);
    t = await createTestApp({ clock: () => clock, ...(cache ? { cache } : {}) });
    await makeLocation(t.database.db, 'boston-ma');
    ada = await signUp(t, { username: `ada_cache_${suffix}` });
    bob = await signUp(t, { username: `bob_cache_${suffix}` });
    await t.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(inArray(users.id, [ada.id, bob.id]));
  });
  afterAll(async () => {
    await t?.close();
  });

  async function create(name: string, publishState = 'PUBLISHED') {
    const res = await t.app.request(
      '/api/v1/experiences',
      jsonRequest('POST', event(name, publishState), ada.headers),
    );
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; slug: string };
  }

  async function read(path: string, user: SignedUpUser | null = null) {
    const res = await t.app.request(path, { headers: user?.headers ?? {} });
    return {
      status: res.status,
      body: (await res.json()) as { name?: string; interested?: number; canEdit?: boolean },
    };
  }

  const put = (id: string, body: unknown) =>
    t.app.request(`/api/v1/experiences/${id}`, jsonRequest('PUT', body, ada.headers));

  it('answers signed-out callers from the cache, by slug and by id, and signed-in callers afresh', async () => {
    const made = await create(`Cached Jazz ${suffix}`);
    const bySlug = `/api/v1/experiences/slug/${made.slug}`;
    const byId = `/api/v1/experiences/${made.id}`;
    expect((await read(bySlug)).body.name).toBe(`Cached Jazz ${suffix}`);
    expect((await read(byId)).body.name).toBe(`Cached Jazz ${suffix}`);

    // Behind the API's back: the write time stays, so the cache's check does not see it.
    await t.database.db
      .update(experiences)
      .set({ name: 'Renamed quietly' })
      .where(eq(experiences.id, made.id));
    expect((await read(bySlug)).body.name).toBe(`Cached Jazz ${suffix}`);
    expect((await read(byId)).body.name).toBe(`Cached Jazz ${suffix}`);
    expect((await read(bySlug, bob)).body.name).toBe('Renamed quietly');
    expect((await read(bySlug, ada)).body.canEdit).toBe(true);
    expect((await read(bySlug)).body.canEdit).toBe(false);
  });

  it.skipIf(store === 'Redis')(
    // Redis keeps an entry for its time to live in real time, not by the app's clock.
    'forgets what it cannot check once its time to live is over',
    async () => {
      const made = await create(`Quiet Jazz ${suffix}`);
      const path = `/api/v1/experiences/slug/${made.slug}`;
      await read(path);
      await t.database.db
        .update(experiences)
        .set({ name: 'Renamed quietly' })
        .where(eq(experiences.id, made.id));
      clock += PUBLIC_DETAIL_POLICY.ttlMs - 1;
      expect((await read(path)).body.name).toBe(`Quiet Jazz ${suffix}`);
      clock += 2;
      expect((await read(path)).body.name).toBe('Renamed quietly');
    },
  );

  it('shows an edit, an interest, unpublishing and publishing again on the next read', async () => {
    const made = await create(`Edited Jazz ${suffix}`);
    const bySlug = `/api/v1/experiences/slug/${made.slug}`;
    const byId = `/api/v1/experiences/${made.id}`;
    expect((await read(bySlug)).body).toMatchObject({ name: `Edited Jazz ${suffix}`, interested: 0 });
    await read(byId);

    clock += 1_000;
    expect((await put(made.id, event('After the edit'))).status).toBe(200);
    expect((await read(bySlug)).body.name).toBe('After the edit');
    expect((await read(byId)).body.name).toBe('After the edit');

    const marked = await t.app.request(`/api/v1/interested/experience/${made.id}`, {
      method: 'POST',
      headers: bob.headers,
    });
    expect(marked.status).toBeLessThan(300);
    expect((await read(bySlug)).body.interested).toBe(1);
    expect((await read(byId)).body.interested).toBe(1);

    clock += 1_000;
    expect((await put(made.id, event('After the edit', 'NOT_PUBLISHED'))).status).toBe(200);
    expect((await read(bySlug)).status).toBe(404);
    expect((await read(byId)).status).toBe(404);
    expect((await read(bySlug, ada)).status).toBe(200);

    clock += 1_000;
    expect((await put(made.id, event('Back again'))).status).toBe(200);
    expect((await read(bySlug)).body.name).toBe('Back again');
    expect((await read(byId)).body.name).toBe('Back again');
  });

  it('keeps a signed-out page of events for a window, showing every change made through the API at once', async () => {
    const day = `/api/v1/events?location=boston-ma&start=2026-11-24&end=2026-11-25&size=100`;
    const namesIn = async (user: SignedUpUser | null = null) => {
      const res = await t.app.request(day, { headers: user?.headers ?? {} });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: Array<{ experience: { id: string; name: string } }> };
      return new Map(body.items.map((item) => [item.experience.id, item.experience.name]));
    };
    const made = await create(`Listed Jazz ${suffix}`);
    expect((await namesIn()).get(made.id)).toBe(`Listed Jazz ${suffix}`);

    await t.database.db
      .update(experiences)
      .set({ name: 'Renamed quietly' })
      .where(eq(experiences.id, made.id));
    expect((await namesIn()).get(made.id)).toBe(`Listed Jazz ${suffix}`);
    expect((await namesIn(bob)).get(made.id)).toBe('Renamed quietly');

    clock += 1_000;
    expect((await put(made.id, event('Listed and edited'))).status).toBe(200);
    expect((await namesIn()).get(made.id)).toBe('Listed and edited');

    clock += 1_000;
    expect((await put(made.id, event('Listed and edited', 'NOT_PUBLISHED'))).status).toBe(200);
    expect((await namesIn()).has(made.id)).toBe(false);
  });

  it('shares a page relative to now (no start, past events hidden) within its minute', async () => {
    const soon = '/api/v1/events?location=boston-ma&hide=past&size=100';
    const nameIn = async (id: string) => {
      const body = (await (await t.app.request(soon)).json()) as {
        items: Array<{ experience: { id: string; name: string } }>;
      };
      return body.items.find((item) => item.experience.id === id)?.experience.name;
    };
    clock = Math.ceil(clock / 60_000) * 60_000;
    const made = await create(`Soon Jazz ${suffix}`);
    expect(await nameIn(made.id)).toBe(`Soon Jazz ${suffix}`);
    await t.database.db
      .update(experiences)
      .set({ name: 'Renamed quietly' })
      .where(eq(experiences.id, made.id));
    clock += 1_000;
    expect(await nameIn(made.id)).toBe(`Soon Jazz ${suffix}`);
    clock += 60_000;
    expect(await nameIn(made.id)).toBe('Renamed quietly');
  });

  it.skipIf(store === 'Redis')(
    'lists an experience published into a cached page within its time to live',
    async () => {
      const day = `/api/v1/events?location=boston-ma&start=2026-11-24&end=2026-11-25&size=100&page=0`;
      const ids = async () => {
        const body = (await (await t.app.request(day)).json()) as {
          items: Array<{ experience: { id: string } }>;
        };
        return body.items.map((item) => item.experience.id);
      };
      await ids();
      const made = await create(`Late Jazz ${suffix}`);
      expect(await ids()).not.toContain(made.id);
      clock += PUBLIC_EVENTS_PAGE_POLICY.ttlMs + 1;
      expect(await ids()).toContain(made.id);
    },
  );

  it('never answers a draft to strangers', async () => {
    const draft = await create(`Draft Jazz ${suffix}`, 'NOT_PUBLISHED');
    expect((await read(`/api/v1/experiences/slug/${draft.slug}`)).status).toBe(404);
    expect((await read(`/api/v1/experiences/slug/${draft.slug}`, ada)).status).toBe(200);
    expect((await read(`/api/v1/experiences/slug/${draft.slug}`)).status).toBe(404);
    expect((await read(`/api/v1/experiences/${draft.id}`, bob)).status).toBe(404);
  });
});
