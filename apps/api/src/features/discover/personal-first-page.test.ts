import { experiences, occurrences } from '@happenings/db/experiences';
import { makeExperience, makeUser } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisCache } from '../../cache/redis-cache.ts';
import type { SharedCache } from '../../cache/shared-cache.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { makeFollow, makeInterest } from './discover.fixtures.ts';
import { FIRST_PAGE_TTL_MS } from './shared-first-page.ts';

// Friday 20 November 2026, 10:00 in Boston. The clock moves only when a test moves it, so a page that stays the
// same within the minute stayed because it was cached, and one that changes did so because its key or its
// re-check said so.
const NOW = Date.parse('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const upcoming = [{ startsAt: new Date(NOW + DAY), endsAt: new Date(NOW + DAY + HOUR) }];

// The in-process store always; Redis too when configured (CI sets REDIS_URL for the server-database run).
const stores: Array<[string, ((clock: () => number) => SharedCache) | null]> = [['in process', null]];
if (process.env.REDIS_URL) stores.push(['Redis', (clock) => createRedisCache(process.env.REDIS_URL!, clock)]);

describe.each(stores)('personal first pages, shared cache %s', (_store, createCache) => {
  let clock = NOW;
  let t: TestApp;
  let me: SignedUpUser;
  let friend: { id: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const cache = createCache?.(() => clock);
    t = await createTestApp({ clock: () => clock, ...(cache ? { cache } : {}) });
    const { db } = t.database;
    me = await signUp(t, { username: `cache_me_${Math.random().toString(36).slice(2, 8)}` });
    friend = await makeUser(db);
    const make = async (name: string, interestedCount: number, categories: string[]) =>
      (await makeExperience(db, { name, interestedCount, categories, occurrences: upcoming })).id;
    ids.jazz = await make('Jazz Night', 10, ['music']);
    ids.concert = await make('Symphony Concert', 5, ['music']);
    ids.comedy = await make('Comedy Hour', 50, ['comedy']);
    ids.walk = await make('Harbor Walk', 20, ['outdoors']);
    // A draft in my category with the most interests: never listed, however it is ranked or cached.
    await makeExperience(db, {
      name: 'Draft Party',
      publishState: 'NOT_PUBLISHED',
      interestedCount: 1_000,
      categories: ['music'],
      occurrences: upcoming,
    });
  });
  afterAll(async () => {
    await t.deps.cache.close();
    await t.close();
  });

  const names = async (stream: string, user: SignedUpUser = me) => {
    const res = await t.app.request(`/api/v1/discover/${stream}?location=boston-ma`, {
      headers: user.headers,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: { name: string }[] }).items.map((item) => item.name);
  };
  const send = async (method: string, path: string, body?: unknown, user: SignedUpUser = me) => {
    const res = await t.app.request(path, {
      method,
      headers: { ...user.headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.status).toBe(200);
  };
  /** What an owner's write does to an experience: the row and its materialised occurrences. */
  const setExperience = async (
    id: string,
    values: { publishState?: string; status?: string; name?: string },
  ) => {
    const { db } = t.database;
    await db.update(experiences).set(values).where(eq(experiences.id, id));
    const { name: _name, ...occurrenceValues } = values;
    if (Object.keys(occurrenceValues).length > 0) {
      await db.update(occurrences).set(occurrenceValues).where(eq(occurrences.experienceId, id));
    }
  };

  it('shows my own interest mark, follow and category choice at once', async () => {
    // Nothing known about me yet: popularity alone, and my personal streams are empty.
    expect(await names('for-you')).toEqual(['Comedy Hour', 'Harbor Walk', 'Jazz Night', 'Symphony Concert']);
    expect(await names('interested-experiences')).toEqual([]);
    expect(await names('interest-based-experiences')).toEqual([]);

    await send('POST', `/api/v1/interested/experience/${ids.jazz}`);
    expect(await names('interested-experiences')).toEqual(['Jazz Night']);
    expect(await names('interest-based-experiences')).toEqual(['Symphony Concert']);
    expect(await names('for-you')).toEqual(['Symphony Concert', 'Comedy Hour', 'Harbor Walk']);

    await makeInterest(t.database.db, { userId: friend.id, itemId: ids.walk! });
    await send('POST', `/api/v1/follows/users/${friend.id}`);
    expect(await names('following-interested-experiences')).toEqual(['Harbor Walk']);

    await send('PATCH', '/api/v1/users', { interests: ['comedy'] });
    expect(await names('interest-based-experiences')).toEqual(['Comedy Hour', 'Symphony Concert']);

    await send('DELETE', `/api/v1/interested/experience/${ids.jazz}`);
    expect(await names('interested-experiences')).toEqual([]);
    expect(await names('for-you')).toContain('Jazz Night');
  });

  // Redis keeps an entry for its time to live in real time, not by the app's clock: the minute is shown on the
  // in-process store, whose expiry follows the clock (shared-cache.test.ts checks each store's expiry).
  it.skipIf(createCache !== null)(
    'keeps a page for the minute, then shows what others changed: a publish and a followee’s interest',
    async () => {
      const reader = await signUp(t, { username: `cache_reader_${Math.random().toString(36).slice(2, 8)}` });
      await makeFollow(t.database.db, reader.id, friend.id);
      const read = (stream: string) => names(stream, reader);
      const before = await read('for-you');
      expect(before).not.toContain('Big Parade');
      expect(await read('following-interested-experiences')).toEqual(['Harbor Walk']);

      await makeExperience(t.database.db, {
        name: 'Big Parade',
        interestedCount: 5_000,
        occurrences: upcoming,
      });
      await makeInterest(t.database.db, { userId: friend.id, itemId: ids.concert! });
      clock += FIRST_PAGE_TTL_MS / 2;
      expect(await read('for-you')).toEqual(before);
      expect(await read('following-interested-experiences')).toEqual(['Harbor Walk']);

      clock += FIRST_PAGE_TTL_MS / 2 + 1;
      expect(await read('for-you')).toContain('Big Parade');
      expect(await read('following-interested-experiences')).toEqual(['Symphony Concert', 'Harbor Walk']);
    },
  );

  it('shows an edit at once and drops an unpublished or cancelled experience at once', async () => {
    const { db } = t.database;
    const viewer = await signUp(t, { username: `cache_viewer_${Math.random().toString(36).slice(2, 8)}` });
    await send('PATCH', '/api/v1/users', { interests: ['comedy'] }, viewer);
    const fair = await makeExperience(db, {
      name: 'Street Fair',
      interestedCount: 3_000,
      categories: ['comedy'],
      occurrences: upcoming,
    });
    const market = await makeExperience(db, {
      name: 'Night Market',
      interestedCount: 2_000,
      categories: ['comedy'],
      occurrences: upcoming,
    });
    const first = await names('for-you', viewer);
    expect(first).toEqual(expect.arrayContaining(['Street Fair', 'Night Market']));
    expect(await names('interest-based-experiences', viewer)).toEqual(
      expect.arrayContaining(['Street Fair', 'Night Market']),
    );

    await setExperience(fair.id, { name: 'Street Fair and Music' });
    expect(await names('for-you', viewer)).toContain('Street Fair and Music');

    await setExperience(fair.id, { publishState: 'NOT_PUBLISHED' });
    await setExperience(market.id, { status: 'CANCELED' });
    for (const stream of ['for-you', 'interest-based-experiences']) {
      const after = await names(stream, viewer);
      expect(after).not.toContain('Street Fair and Music');
      expect(after).not.toContain('Night Market');
    }
  });

  it('never lists a draft, cached or not', async () => {
    for (const stream of ['for-you', 'interest-based-experiences', 'interested-experiences']) {
      expect(await names(stream)).not.toContain('Draft Party');
    }
    clock += FIRST_PAGE_TTL_MS + 1;
    for (const stream of ['for-you', 'interest-based-experiences', 'interested-experiences']) {
      expect(await names(stream)).not.toContain('Draft Party');
    }
  });

  it('never answers one person with another’s cached page', async () => {
    const other = await signUp(t, { username: `cache_other_${Math.random().toString(36).slice(2, 8)}` });
    await makeInterest(t.database.db, { userId: other.id, itemId: ids.comedy! });
    const res = await t.app.request('/api/v1/discover/interested-experiences?location=boston-ma', {
      headers: other.headers,
    });
    const items = ((await res.json()) as { items: { name: string }[] }).items;
    expect(items.map((item) => item.name)).toEqual(['Comedy Hour']);
    expect(await names('interested-experiences')).toEqual([]);
  });
});
