/**
 * Who may see a thing decides what every shared or kept answer lists, whichever process answers: a community
 * collection made private (then renamed) leaves the community-collections stream, the discover root and search
 * on the very next read, signed out and signed in, in the process that wrote it and in another one reading the same
 * shared cache; a process keeping answers in memory drops its copy once the database's notice reaches it
 * (milliseconds, docs/reliability.md). A collection card lists and counts only the items its reader may see, and
 * stops listing one as soon as it is unpublished.
 *
 * Three apps on one database stand for three API processes: the writer (answers kept in memory, as the server
 * does), a reader with no memory of its own, and a keeper (answers kept in memory). The shared cache is the
 * in-process store (one object for all three), the server database's or Redis when configured (a client each).
 */
import { posts } from '@happenings/db/posts';
import { makeExperience, makeLocation, makeUser } from '@happenings/db/testing';
import { CACHE_POLICIES } from '@happenings/domain/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { startHotAnswers } from '../../cache/hot-answers.ts';
import { createPostgresCache } from '../../cache/postgres-cache.ts';
import { createRedisCache } from '../../cache/redis-cache.ts';
import type { SharedCache } from '../../cache/shared-cache.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { makePost, makeStream } from './discover.fixtures.ts';

// Friday 20 November 2026, 10:00 in Boston. The clock stands still: whatever leaves an answer below does so
// because it was re-checked or dropped, never because a time to live ran out.
const NOW = Date.parse('2026-11-20T15:00:00Z');
const DAY = 86_400_000;
const upcoming = [{ startsAt: new Date(NOW + DAY), endsAt: new Date(NOW + DAY + 3_600_000) }];

/** Notices reach another process after the write's answer: within milliseconds (2 s allowed here). */
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

describe.each(stores)('shared and kept answers follow visibility, shared cache %s', (_store, openStore) => {
  const clock = () => NOW;
  const suffix = Math.random().toString(36).slice(2, 8);
  let t: TestApp;
  let ada: SignedUpUser;
  let bob: SignedUpUser;
  const apps: Record<'writer' | 'reader' | 'keeper', ReturnType<typeof createApp>> = {} as never;
  const opened: SharedCache[] = [];
  const watches: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { RATE_LIMIT_SCALE: '100' } });
    const { db } = t.database;
    await makeLocation(db, 'boston-ma');
    await makeStream(db, { slug: 'community-collections', itemType: 'conversation', position: 1 });
    ada = await signUp(t, { username: `ada_vis_${suffix}` });
    bob = await signUp(t, { username: `bob_vis_${suffix}` });
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
    apps.reader = createApp({ ...deps, cache: open() });
    apps.keeper = createApp({ ...deps, cache: open(), hotAnswers: await kept() });
    // The location's stream configuration is cached for 5 minutes: this database's is the one read.
    await open().namespace('stream-config', CACHE_POLICIES.streamConfig).clear();
  });
  afterAll(async () => {
    for (const watch of watches) await watch.close();
    for (const cache of opened) await cache.close();
    await t?.close();
  });

  async function send(method: string, path: string, who: SignedUpUser, body?: unknown) {
    const res = await apps.writer.request(path, jsonRequest(method, body ?? {}, who.headers));
    expect(res.status).toBeLessThan(300);
    return (await res.json()) as { id: string };
  }

  /** The answer's text as `who` gets it from `app`. */
  async function read(app: keyof typeof apps, path: string, who: SignedUpUser | null = null) {
    const res = await apps[app].request(path, { headers: who?.headers ?? {} });
    expect(res.status).toBe(200);
    return res.text();
  }

  const word = `Lanternfish${suffix}`;
  /**
   * The answers to read, for a week of their own: it keeps each test's shared first pages apart from the others'
   * (a collection made public joins a shared page within its minute) and from any other run's in a shared Redis.
   */
  const answersOfAWeek = () => {
    const week = new Date(Date.UTC(2030, 0, 7) + 7 * DAY * Math.floor(Math.random() * 5_000))
      .toISOString()
      .slice(0, 10);
    return {
      stream: `/api/v1/discover/community-collections?location=boston-ma&weekStartDate=${week}`,
      root: `/api/v1/discover?location=boston-ma&weekStartDate=${week}`,
      search: `/api/v1/search?q=${word}&location=boston-ma&type=collections`,
    };
  };

  it('a community collection made private leaves the stream, the root and search on the very next read', async () => {
    const answers = { ...answersOfAWeek(), everything: `/api/v1/search?q=${word}&location=boston-ma` };
    const { id } = await send('POST', '/api/v1/collections', ada, {
      name: `${word} walks`,
      description: 'Open to everyone',
      isCommunity: true,
      location: 'boston-ma',
    });
    for (const app of ['writer', 'reader', 'keeper'] as const) {
      for (const who of [null, bob]) {
        for (const path of Object.values(answers)) expect(await read(app, path, who)).toContain(id);
      }
    }

    await send('PUT', `/api/v1/collections/${id}`, ada, { isCommunity: false });
    await send('PUT', `/api/v1/collections/${id}`, ada, {
      name: `Secret ${suffix}`,
      description: `Only for us ${suffix}`,
    });
    for (const app of ['writer', 'reader'] as const) {
      for (const who of [null, bob]) {
        for (const path of Object.values(answers)) {
          const text = await read(app, path, who);
          expect(text, `${app} ${path}`).not.toContain(id);
          expect(text).not.toContain(`Secret ${suffix}`);
          expect(text).not.toContain(`Only for us ${suffix}`);
        }
      }
    }
    for (const path of Object.values(answers)) {
      await eventually(async () => !(await read('keeper', path)).includes(id));
      expect(await read('keeper', path, bob)).not.toContain(id);
    }
  });

  it('a community collection renamed shows its new name on the stream and in search at once', async () => {
    const answers = answersOfAWeek();
    const { id } = await send('POST', '/api/v1/collections', ada, {
      name: `${word} before`,
      isCommunity: true,
      location: 'boston-ma',
    });
    for (const app of ['writer', 'reader', 'keeper'] as const) {
      for (const path of Object.values(answers)) expect(await read(app, path)).toContain(`${word} before`);
    }
    await send('PUT', `/api/v1/collections/${id}`, ada, { name: `${word} after` });
    // The stream's shared page holds ids, its cards are read afresh; search is run afresh. The root is kept as
    // sent for its minute (what it shows is checked, not its text).
    for (const path of [answers.stream, answers.search]) {
      for (const who of [null, bob]) {
        for (const app of ['writer', 'reader'] as const) {
          expect(await read(app, path, who)).toContain(`${word} after`);
        }
      }
      await eventually(async () => (await read('keeper', path)).includes(`${word} after`));
    }
  });

  it('a collection card lists and counts only what its reader may see, and drops an item unpublished', async () => {
    const answers = answersOfAWeek();
    const { db } = t.database;
    const published = await makeExperience(db, { name: `Open Harbor ${suffix}`, occurrences: upcoming });
    const draft = await makeExperience(db, {
      name: `Draft Harbor ${suffix}`,
      creatorId: ada.id,
      publishState: 'NOT_PUBLISHED',
      occurrences: upcoming,
    });
    const post = await makePost(db, { userId: (await makeUser(db)).id, body: `Harbor pictures ${suffix}` });
    const { id } = await send('POST', '/api/v1/collections', ada, {
      name: `${word} harbor`,
      isCommunity: true,
      location: 'boston-ma',
    });
    for (const [itemId, type] of [
      [published.id, 'experience'],
      [draft.id, 'experience'],
      [post.id, 'post'],
    ]) {
      await send('POST', `/api/v1/collections/${id}/content`, ada, { itemId, type });
    }

    type Card = { id: string; itemsCount: number; items: { itemId: string }[] };
    const cardIn = (text: string): Card => {
      const found: Card[] = [];
      JSON.parse(text, (_key, value) => {
        if (value && typeof value === 'object' && value.id === id && Array.isArray(value.items))
          found.push(value);
        return value;
      });
      expect(found.length).toBeGreaterThan(0);
      return found[0]!;
    };
    const itemsOf = (card: Card) => card.items.map((item) => item.itemId).sort();
    const information = `/api/v1/collections/${id}/information`;

    const owners = cardIn(await read('writer', information, ada));
    expect(itemsOf(owners)).toEqual([published.id, draft.id, post.id].sort());
    expect(owners.itemsCount).toBe(3);
    for (const who of [null, bob]) {
      const card = cardIn(await read('writer', information, who));
      expect(itemsOf(card)).toEqual([published.id, post.id].sort());
      expect(card.itemsCount).toBe(2);
      const info = JSON.parse(await read('writer', `/api/v1/collections/${id}/content/info`, who));
      expect(info.itemsCount).toBe(card.itemsCount);
    }
    for (const app of ['writer', 'reader', 'keeper'] as const) {
      for (const path of [answers.stream, answers.root, answers.search]) {
        for (const who of [null, bob]) {
          const card = cardIn(await read(app, path, who));
          expect(itemsOf(card), `${app} ${path}`).toEqual([published.id, post.id].sort());
          expect(card.itemsCount).toBe(2);
        }
      }
    }

    // Straight in the database, as a job or an operator would.
    await db.update(posts).set({ publishState: 'NOT_PUBLISHED' }).where(eq(posts.id, post.id));
    for (const path of [answers.stream, answers.root, answers.search]) {
      for (const who of [null, bob]) {
        expect(itemsOf(cardIn(await read('reader', path, who))), path).toEqual([published.id]);
      }
      for (const app of ['writer', 'keeper'] as const) {
        await eventually(async () => itemsOf(cardIn(await read(app, path))).length === 1);
        expect(itemsOf(cardIn(await read(app, path)))).toEqual([published.id]);
      }
    }
    expect(itemsOf(cardIn(await read('writer', information)))).toEqual([published.id]);
  });
});
