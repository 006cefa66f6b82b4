/**
 * A curation write shows at once in every API process (issue 23): two apps on one database stand for two server
 * processes, each keeping signed-out answers in memory (fed by the database's change notices) in front of one
 * shared cache (the in-process store; the server database's or Redis when configured, a client each). The keeper
 * reads, and so keeps, the Boston editor picks, the discover root, the search suggestions and the stream of a week;
 * the writer saves a new order, a new suggestion, and approves an event waiting for review; the keeper's next reads
 * show each change (its memory within the notice's milliseconds, 2 s allowed; its shared pages at once).
 */
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { CACHE_POLICIES } from '@happenings/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app.ts';
import { startHotAnswers } from '../../../cache/hot-answers.ts';
import { createPostgresCache } from '../../../cache/postgres-cache.ts';
import { createRedisCache } from '../../../cache/redis-cache.ts';
import type { SharedCache } from '../../../cache/shared-cache.ts';
import { createTestApp, type TestApp } from '../../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../../testing/sign-up.ts';
import { signUpStaff } from '../../../testing/sign-up-staff.ts';
import { makeStream } from '../../discover/discover.fixtures.ts';
import { DAY, HOUR, type Json, NOW } from './curation.fixtures.ts';

async function eventually(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

type OpenStore = (t: TestApp, clock: () => number) => SharedCache;
const stores: Array<[string, OpenStore]> = [['in process', (t) => t.deps.cache]];
if (process.env.DATABASE_URL) {
  stores.push(['PostgreSQL', (t, clock) => createPostgresCache(t.database.db, clock)]);
}
if (process.env.REDIS_URL)
  stores.push(['Redis', (_t, clock) => createRedisCache(process.env.REDIS_URL!, clock)]);

describe.each(stores)(
  'a curation write in one process shows in another, shared cache %s',
  (_store, openStore) => {
    const clock = () => NOW;
    let t: TestApp;
    let editor: SignedUpUser;
    const apps: Record<'writer' | 'keeper', ReturnType<typeof createApp>> = {} as never;
    const opened: SharedCache[] = [];
    const watches: Array<{ close(): Promise<void> }> = [];
    const upcoming = () => [{ startsAt: new Date(NOW + DAY), endsAt: new Date(NOW + DAY + 2 * HOUR) }];
    // A week of its own keeps this run's pages apart from any other run's in a shared store.
    const week = new Date(Date.UTC(2031, 0, 6) + 7 * DAY * Math.floor(Math.random() * 5_000))
      .toISOString()
      .slice(0, 10);

    beforeAll(async () => {
      t = await createTestApp({ clock, env: { RATE_LIMIT_SCALE: '100' } });
      const { db } = t.database;
      await makeLocation(db, 'boston-ma');
      await makeStream(db, { slug: 'editor-picks', position: 1 });
      editor = await signUpStaff(t, ['editor']);
      const { hotAnswers: _none, ...deps } = t.deps;
      const open = () => {
        const cache = openStore(t, clock);
        if (cache !== t.deps.cache) opened.push(cache);
        return cache;
      };
      const kept = async () => {
        const watch = await startHotAnswers(t.database);
        watches.push(watch);
        return watch.hotAnswers;
      };
      apps.writer = createApp({ ...deps, cache: open(), hotAnswers: await kept() });
      apps.keeper = createApp({ ...deps, cache: open(), hotAnswers: await kept() });
      await open().namespace('stream-config', CACHE_POLICIES.streamConfig).clear();
    });

    afterAll(async () => {
      for (const watch of watches) await watch.close();
      for (const cache of opened) await cache.close();
      await t?.close();
    });

    async function write(method: string, path: string, body?: unknown) {
      const res = await apps.writer.request(path, jsonRequest(method, body ?? {}, editor.headers));
      expect(res.status).toBeLessThan(300);
      return (await res.json()) as Json;
    }
    async function keeperReads(path: string): Promise<Json> {
      const res = await apps.keeper.request(path);
      expect(res.status).toBe(200);
      return res.json();
    }
    const picksPath = `/api/v1/discover/editor-picks?location=boston-ma&weekStartDate=${week}`;
    const rootPath = `/api/v1/discover?location=boston-ma&include=items&weekStartDate=${week}`;
    const picks = async () => (await keeperReads(picksPath)).items.map((item: Json) => item.id);
    const rootPicks = async () =>
      (await keeperReads(rootPath)).streams
        .find((stream: Json) => stream.endpoint === '/api/v1/discover/editor-picks')
        .items.map((item: Json) => item.id);

    it('a new order of the editor picks: the stream and the root of the other process', async () => {
      const [a, b] = [
        await makeExperience(t.database.db, { occurrences: upcoming() }),
        await makeExperience(t.database.db, { occurrences: upcoming() }),
      ];
      await write('PUT', '/api/v1/staff/curation/locations/boston-ma/picks/editor-picks', {
        items: [{ experienceId: a.id }, { experienceId: b.id }],
      });
      await eventually(async () => (await picks()).join() === [a.id, b.id].join());
      expect(await rootPicks()).toEqual([a.id, b.id]);
      expect(await picks()).toEqual([a.id, b.id]);

      await write('PUT', '/api/v1/staff/curation/locations/boston-ma/picks/editor-picks', {
        items: [{ experienceId: b.id }, { experienceId: a.id }],
      });
      await eventually(async () => (await picks()).join() === [b.id, a.id].join());
      expect(await rootPicks()).toEqual([b.id, a.id]);
    });

    it('a new search suggestion, and an approved event in the stream of its week', async () => {
      const suggestions = async () =>
        (await keeperReads('/api/v1/search/recommendations?location=boston-ma')).items.map(
          (item: Json) => item.label,
        );
      const before = await suggestions();
      const label = `Skating ${week}`;
      await write('POST', '/api/v1/staff/curation/locations/boston-ma/search-recommendations', {
        label,
        query: 'skating',
      });
      await eventually(async () => (await suggestions()).includes(label));
      expect((await suggestions()).length).toBe(before.length + 1);

      // Soonest first: the new event is the only one that week (week-experiences shares its first page for a minute).
      const weekStream = `/api/v1/discover/week-experiences?location=boston-ma&weekStartDate=2026-11-23`;
      // Submitted by a host as the website does (an approval expands its schedule into occurrences).
      const host = await signUp(t);
      const submitted = await apps.writer.request(
        '/api/v1/experiences',
        jsonRequest(
          'POST',
          {
            name: `Lantern Walk ${week}`,
            shortDescription: 'An evening walk with paper lanterns',
            when: { startDate: '2026-11-24', endDate: '2026-11-24', startTime: '18:30', endTime: '20:00' },
            where: { name: 'Esplanade', city: 'Boston', state: 'MA', lat: 42.3559, lng: -71.0752 },
            publishState: 'PENDING_REVIEW',
          },
          host.headers,
        ),
      );
      const waiting = (await submitted.json()) as Json;
      expect(waiting.publishState).toBe('PENDING_REVIEW');
      expect((await keeperReads(weekStream)).items.map((item: Json) => item.id)).not.toContain(waiting.id);
      await write('POST', `/api/v1/staff/review/${waiting.id}/approve`);
      await eventually(async () =>
        (await keeperReads(weekStream)).items.some((item: Json) => item.id === waiting.id),
      );
    });
  },
);
