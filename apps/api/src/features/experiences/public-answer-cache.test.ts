/**
 * The signed-out answers of one experience and of a page of events, cached as text, with and without each
 * process's memory of them: a change made behind the API's back (straight in the database, write time kept)
 * stays hidden until the time to live ends, which shows the answer came from the cache; every change made through
 * the API (an edit, unpublishing, publishing again, an interest) shows on the next read, and in another process
 * once the database's notice reaches it; drafts are never answered to strangers; signed-in callers are never
 * served the shared answer.
 */

import { brotliDecompressSync } from 'node:zlib';
import { experiences } from '@happenings/db/experiences';
import { makeLocation } from '@happenings/db/testing';
import { users } from '@happenings/db/users';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import { startHotAnswers } from '../../cache/hot-answers.ts';
import { createRedisCache } from '../../cache/redis-cache.ts';
import type { SharedCache } from '../../cache/shared-cache.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { PUBLIC_DETAIL_POLICY, PUBLIC_EVENTS_PAGE_POLICY } from './public-answer-cache.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');

/** Notices reach another process after the write's answer: within milliseconds (2 s allowed here). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// The in-process store always; Redis too when configured (CI sets REDIS_URL for the server-database run).
// Each with and without the answers each process keeps in memory (cache/hot-answers.ts).
type Store = [string, ((clock: () => number) => SharedCache) | null, boolean];
const stores: Store[] = [
  ['in process', null, false],
  ['in process', null, true],
];
if (process.env.REDIS_URL) {
  const redis = (clock: () => number) => createRedisCache(process.env.REDIS_URL!, clock);
  stores.push(['Redis', redis, false], ['Redis', redis, true]);
}

describe.each(stores)(
  'the signed-out answer of one experience, shared cache %s, kept in memory: %s',
  (store, createCache, withHotAnswers) => {
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
      t = await createTestApp({ clock: () => clock, withHotAnswers, ...(cache ? { cache } : {}) });
      await makeLocation(t.database.db, 'boston-ma');
      ada = await signUp(t, { username: `ada_cache_${suffix}` });
      bob = await signUp(t, { username: `bob_cache_${suffix}` });
      // Trusted: their events publish as asked, without the review of a newcomer's first events.
      await t.database.db
        .update(users)
        .set({ emailVerified: true, trustedAt: new Date(clock) })
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

    it.runIf(withHotAnswers)(
      'sends a kept answer from memory, compressed once, without the shared cache',
      async () => {
        const made = await create(`Kept Jazz ${suffix}`);
        const path = `/api/v1/experiences/slug/${made.slug}`;
        const brotli = { headers: { 'accept-encoding': 'br' } };
        const first = await t.app.request(path, brotli);
        expect(first.headers.get('content-encoding')).toBe('br');
        const firstBytes = Buffer.from(await first.arrayBuffer());
        const namespaces = vi.spyOn(t.deps.cache, 'namespace');
        try {
          const second = await t.app.request(path, brotli);
          expect(Buffer.from(await second.arrayBuffer())).toEqual(firstBytes);
          expect(second.headers.get('vary')).toContain('Accept-Encoding');
          expect(JSON.parse(brotliDecompressSync(firstBytes).toString()).name).toBe(`Kept Jazz ${suffix}`);
          expect((await read(path)).body.name).toBe(`Kept Jazz ${suffix}`);
          expect(namespaces).not.toHaveBeenCalled();
        } finally {
          namespaces.mockRestore();
        }
      },
    );

    it.runIf(withHotAnswers)(
      "drops what another process keeps when this one writes, within the notices' delay",
      async () => {
        const otherProcess = await startHotAnswers(t.database);
        const other = createApp({ ...t.deps, hotAnswers: otherProcess.hotAnswers });
        try {
          const made = await create(`Shared Jazz ${suffix}`);
          const path = `/api/v1/experiences/slug/${made.slug}`;
          const readOther = async () =>
            (await (await other.request(path)).json()) as { name: string; interested: number };
          expect((await readOther()).name).toBe(`Shared Jazz ${suffix}`);
          clock += 1_000;
          expect((await put(made.id, event('Edited elsewhere'))).status).toBe(200);
          await eventually(async () => (await readOther()).name === 'Edited elsewhere');
          const marked = await t.app.request(`/api/v1/interested/experience/${made.id}`, {
            method: 'POST',
            headers: bob.headers,
          });
          expect(marked.status).toBeLessThan(300);
          await eventually(async () => (await readOther()).interested === 1);
        } finally {
          await otherProcess.close();
        }
      },
    );

    it('never answers a draft to strangers', async () => {
      const draft = await create(`Draft Jazz ${suffix}`, 'NOT_PUBLISHED');
      expect((await read(`/api/v1/experiences/slug/${draft.slug}`)).status).toBe(404);
      expect((await read(`/api/v1/experiences/slug/${draft.slug}`, ada)).status).toBe(200);
      expect((await read(`/api/v1/experiences/slug/${draft.slug}`)).status).toBe(404);
      expect((await read(`/api/v1/experiences/${draft.id}`, bob)).status).toBe(404);
    });
  },
);
