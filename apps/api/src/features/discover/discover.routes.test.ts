import { refreshExperienceScores } from '@happenings/db/discover';
import { experiences } from '@happenings/db/schema';
import { makeExperience, makeLocation, makeUser } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import {
  makeCollection,
  makeFeatureTag,
  makeFollow,
  makeInterest,
  makePost,
  makeRoundup,
  makeStream,
} from './discover.fixtures.ts';

// Friday 20 November 2026, 10:00 in Boston (EST, UTC-5).
const NOW = Date.parse('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso);

let now = NOW;
let t: TestApp;
let me: SignedUpUser;
const ids: Record<string, string> = {};

interface Page {
  items: {
    id: string;
    name?: string;
    isInterested?: boolean;
    interestedConnections?: { count: number; users: { uid: string }[] };
  }[];
  nextCursor: string | null;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers });
  return { status: res.status, body: (await res.json()) as Page & Record<string, unknown> };
}

const namesOf = (page: Page) => page.items.map((item) => item.name);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const db = t.database.db;
  await makeLocation(db, 'boston-ma');
  await makeLocation(db, 'washington-dc');
  const fan1 = await makeUser(db);
  const fan2 = await makeUser(db);
  const fan3 = await makeUser(db);
  const fan4 = await makeUser(db);
  const friend = await makeUser(db, { username: 'friend' });
  me = await signUp(t, { username: 'me_myself' });
  ids.friend = friend.id;

  const jazz = await makeExperience(db, {
    name: 'Jazz Night',
    interestedCount: 10,
    categories: ['music'],
    // Tonight 20:00-23:00 EST.
    occurrences: [{ startsAt: at('2026-11-21T01:00:00Z'), endsAt: at('2026-11-21T04:00:00Z') }],
  });
  const past = await makeExperience(db, {
    name: 'Past Fair',
    interestedCount: 500,
    occurrences: [{ startsAt: at('2026-11-18T15:00:00Z'), endsAt: at('2026-11-18T18:00:00Z') }],
  });
  const museum = await makeExperience(db, {
    name: 'Museum Show',
    interestedCount: 5,
    categories: ['arts'],
    occurrences: [{ startsAt: at('2026-11-01T14:00:00Z'), endsAt: at('2027-01-01T04:59:00Z') }],
  });
  const nextWeek = await makeExperience(db, {
    name: 'Next Week Talk',
    interestedCount: 50,
    occurrences: [{ startsAt: at('2026-11-26T00:00:00Z'), endsAt: at('2026-11-26T02:00:00Z') }],
  });
  const comedy = await makeExperience(db, {
    name: 'Comedy Hour',
    interestedCount: 1,
    categories: ['comedy'],
    // Saturday 21:00 EST.
    occurrences: [{ startsAt: at('2026-11-22T02:00:00Z'), endsAt: at('2026-11-22T04:00:00Z') }],
  });
  const recurring = await makeExperience(db, {
    name: 'Weekly Trivia',
    interestedCount: 7,
    scheduleType: 'WEEKLY',
    repeats: 'WEEKLY',
    occurrences: [
      { startsAt: at('2026-11-25T00:00:00Z'), endsAt: at('2026-11-25T02:00:00Z') },
      { startsAt: at('2026-12-02T00:00:00Z'), endsAt: at('2026-12-02T02:00:00Z') },
    ],
  });
  const concert = await makeExperience(db, {
    name: 'Symphony Concert',
    interestedCount: 3,
    categories: ['music'],
    occurrences: [{ startsAt: at('2026-12-05T00:00:00Z'), endsAt: at('2026-12-05T02:00:00Z') }],
  });
  await makeExperience(db, {
    name: 'Draft Party',
    publishState: 'NOT_PUBLISHED',
    occurrences: [{ startsAt: at('2026-11-20T23:00:00Z') }],
  });
  await makeExperience(db, {
    name: 'Cancelled Gig',
    status: 'CANCELED',
    occurrences: [{ startsAt: at('2026-11-20T23:00:00Z') }],
  });
  const dc = await makeExperience(db, {
    name: 'DC Brunch',
    locationSlug: 'washington-dc',
    occurrences: [{ startsAt: at('2026-11-20T16:00:00Z'), endsAt: at('2026-11-20T18:00:00Z') }],
  });
  Object.assign(ids, { jazz: jazz.id, museum: museum.id, comedy: comedy.id, concert: concert.id, dc: dc.id });

  // Trending: jazz has 2 interests from a day ago (and mine, 2 h), the talk 4 from 6 days ago, the comedy hour
  // one (3 h); the past fair is never listed.
  for (const fan of [fan1, fan2]) {
    await makeInterest(db, { userId: fan.id, itemId: jazz.id, createdAt: new Date(NOW - DAY) });
  }
  for (const fan of [fan1, fan2, fan3, fan4]) {
    await makeInterest(db, { userId: fan.id, itemId: nextWeek.id, createdAt: new Date(NOW - 6 * DAY) });
    await makeInterest(db, { userId: fan.id, itemId: past.id, createdAt: new Date(NOW - HOUR) });
  }
  await makeInterest(db, { userId: fan1.id, itemId: recurring.id, createdAt: new Date(NOW - 40 * DAY) });

  // Personal: I like jazz (music), I follow a friend who likes the comedy hour.
  await makeInterest(db, { userId: me.id, itemId: jazz.id, createdAt: new Date(NOW - 2 * HOUR) });
  await makeFollow(db, me.id, friend.id);
  await makeInterest(db, { userId: friend.id, itemId: comedy.id, createdAt: new Date(NOW - 3 * HOUR) });

  await makeFeatureTag(db, { slug: 'top-picks' }, [
    { itemId: past.id, position: 0 },
    { itemId: museum.id, position: 1 },
    { itemId: jazz.id, position: 2 },
  ]);
  await makeFeatureTag(db, { slug: 'editor-picks-boston-ma', locationSlug: 'boston-ma' }, [
    { itemId: comedy.id, position: 0 },
  ]);

  await makePost(db, {
    userId: friend.id,
    experienceId: jazz.id,
    body: 'Loved it',
    createdAt: new Date(NOW - HOUR),
  });
  await makePost(db, { userId: friend.id, experienceId: jazz.id, body: 'No pictures', media: [] });
  await makePost(db, {
    userId: friend.id,
    experienceId: dc.id,
    body: 'In DC',
    createdAt: new Date(NOW - 2 * HOUR),
  });

  const big = await makeCollection(db, {
    ownerId: friend.id,
    name: 'Best of Boston',
    viewerIds: [fan1.id, fan2.id],
    items: [{ itemId: jazz.id }, { itemId: museum.id }],
  });
  await makeCollection(db, { ownerId: fan3.id, name: 'Small list', items: [{ itemId: comedy.id }] });
  await makeCollection(db, { ownerId: fan3.id, name: 'Private list', isCommunity: false });
  ids.bigCollection = big.documentId;

  await makeRoundup(db, { creatorId: friend.id, title: 'Best brunch?', commentsCount: 4 });
  await makeRoundup(db, { creatorId: friend.id, title: 'Old question', endsAt: new Date(NOW - DAY) });

  await makeStream(db, { slug: 'trending-experiences', title: 'Trending', position: 1, limit: 2 });
  await makeStream(db, { slug: 'for-you', title: 'For you', position: 2 });
  await makeStream(db, { slug: 'user-posts', title: 'Posts', itemType: 'post', position: 3 });
  await makeStream(db, { slug: 'hidden', title: 'Hidden', position: 4, isEnabled: false });
  await makeStream(db, {
    slug: 'boosted',
    title: 'Boosted',
    endpoint: '/api/v1/events/boosted',
    position: 5,
  });
  // The trending and top streams read the scores the periodic job computes.
  await refreshExperienceScores(db, new Date(NOW));
});
afterAll(async () => {
  await t.close();
});

describe('public experience streams', () => {
  it.each([
    ['week-experiences', ['Museum Show', 'Jazz Night', 'Comedy Hour']],
    ['happening-today', ['Museum Show', 'Jazz Night']],
    ['happening-weekend', ['Museum Show', 'Jazz Night', 'Comedy Hour']],
    ['trending-experiences', ['Jazz Night', 'Comedy Hour', 'Next Week Talk']],
    ['top-experiences', ['Next Week Talk', 'Jazz Night', 'Comedy Hour']],
    [
      'popular-experiences',
      ['Next Week Talk', 'Jazz Night', 'Weekly Trivia', 'Museum Show', 'Symphony Concert', 'Comedy Hour'],
    ],
    ['top-recurring', ['Weekly Trivia']],
    ['top-picks', ['Museum Show', 'Jazz Night']],
    ['editor-picks', ['Comedy Hour']],
    ['c-and-d-experiences', ['Comedy Hour']],
  ])('%s lists %j', async (stream, expected) => {
    const { status, body } = await get(`/api/v1/discover/${stream}?location=boston-ma&limit=50`);
    expect(status).toBe(200);
    expect(namesOf(body)).toEqual(expected);
    expect(body.nextCursor).toBeNull();
  });

  it('never lists past, draft, cancelled or other-location experiences', async () => {
    const { body } = await get('/api/v1/discover/happening-today');
    expect(namesOf(body)).not.toContain('Past Fair');
    expect(namesOf(body)).not.toContain('Draft Party');
    expect(namesOf(body)).not.toContain('Cancelled Gig');
    expect(namesOf(body)).not.toContain('DC Brunch');
  });

  it('accepts the city spelling and answers per location', async () => {
    const { body } = await get('/api/v1/discover/happening-today?location=washington-dc');
    expect(namesOf(body)).toEqual(['DC Brunch']);
    const boston = await get('/api/v1/discover/happening-today?location=boston');
    expect(namesOf(boston.body)).toEqual(['Museum Show', 'Jazz Night']);
  });

  it('shows the week given by weekStartDate', async () => {
    const { body } = await get(
      '/api/v1/discover/week-experiences?location=boston-ma&weekStartDate=2026-11-23',
    );
    expect(namesOf(body)).toEqual(['Museum Show', 'Weekly Trivia', 'Next Week Talk']);
  });

  it('pages with a stable cursor', async () => {
    const first = await get('/api/v1/discover/week-experiences?limit=2');
    expect(namesOf(first.body)).toEqual(['Museum Show', 'Jazz Night']);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await get(`/api/v1/discover/week-experiences?limit=2&cursor=${first.body.nextCursor}`);
    expect(namesOf(second.body)).toEqual(['Comedy Hour']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('marks the caller’s interests when signed in', async () => {
    const { body } = await get('/api/v1/discover/happening-today', { authorization: `Bearer ${me.token}` });
    expect(body.items.map((item) => [item.name, item.isInterested])).toEqual([
      ['Museum Show', false],
      ['Jazz Night', true],
    ]);
  });
});

describe('validation', () => {
  it.each([
    ['limit=0', 'query.limit'],
    ['limit=51', 'query.limit'],
    ['location=paris', 'query.location'],
    ['weekStartDate=2026-02-30', 'query.weekStartDate'],
    ['weekStartDate=9999-12-27', 'query.weekStartDate'],
    ['weekStartDate=0001-01-01', 'query.weekStartDate'],
    ['cursor=not-a-cursor', 'query.cursor'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const { status, body } = await get(`/api/v1/discover/week-experiences?${query}`);
    expect(status).toBe(400);
    expect((body as unknown as { error: { details: { field: string }[] } }).error.details[0]?.field).toBe(
      field,
    );
  });

  it('rejects a cursor of another stream', async () => {
    const first = await get('/api/v1/discover/week-experiences?limit=1');
    const { status } = await get(`/api/v1/discover/popular-experiences?cursor=${first.body.nextCursor}`);
    expect(status).toBe(400);
  });
});

describe('personal streams', () => {
  it.each([
    'interested-experiences',
    'interest-based-experiences',
    'for-you',
    'following-interested-experiences',
  ])('%s needs a signed-in caller', async (stream) => {
    const { status } = await get(`/api/v1/discover/${stream}`);
    expect(status).toBe(401);
  });

  it('interested-experiences lists my upcoming interests', async () => {
    const { body } = await get('/api/v1/discover/interested-experiences', {
      authorization: `Bearer ${me.token}`,
    });
    expect(namesOf(body)).toEqual(['Jazz Night']);
  });

  it('interest-based-experiences finds the categories of my interests, minus what I marked', async () => {
    const { body } = await get('/api/v1/discover/interest-based-experiences', {
      authorization: `Bearer ${me.token}`,
    });
    expect(namesOf(body)).toEqual(['Symphony Concert']);
  });

  it('for-you ranks my and my followees’ categories first, then popularity, without marked ones', async () => {
    const { body } = await get('/api/v1/discover/for-you?limit=3', { authorization: `Bearer ${me.token}` });
    expect(namesOf(body)).toEqual(['Symphony Concert', 'Comedy Hour', 'Next Week Talk']);
    expect(namesOf(body)).not.toContain('Jazz Night');
  });

  it('following-interested-experiences says who', async () => {
    const { body } = await get('/api/v1/discover/following-interested-experiences', {
      authorization: `Bearer ${me.token}`,
    });
    expect(namesOf(body)).toEqual(['Comedy Hour']);
    expect(body.items[0]?.interestedConnections?.count).toBe(1);
    expect(body.items[0]?.interestedConnections?.users[0]?.uid).toBe(ids.friend);
  });
});

describe('posts, collections and roundups', () => {
  it('user-posts lists recent posts with media of the location', async () => {
    const { body } = await get('/api/v1/discover/user-posts');
    const items = body.items as unknown as { caption: string; user: { username: string } }[];
    expect(items.map((post) => post.caption)).toEqual(['Loved it']);
    expect(items[0]?.user.username).toBe('friend');
  });

  it('community-collections puts the biggest public collection first', async () => {
    const { body } = await get('/api/v1/discover/community-collections');
    const items = body.items as unknown as { id: string; name: string; collectionParticipants: unknown[] }[];
    expect(items.map((collection) => collection.name)).toEqual(['Best of Boston', 'Small list']);
    expect(items[0]?.id).toBe(ids.bigCollection);
    expect(items[0]?.collectionParticipants).toHaveLength(3);
  });

  it('roundups lists open roundups', async () => {
    const { body } = await get('/api/v1/discover/roundups');
    const items = body.items as unknown as { title: string; parentCommentsCount: number }[];
    expect(items.map((roundup) => [roundup.title, roundup.parentCommentsCount])).toEqual([
      ['Best brunch?', 4],
    ]);
  });
});

describe('GET /api/v1/discover', () => {
  interface Root {
    weekStartDate: string;
    streams: {
      slug: string;
      requiresAuth: boolean;
      items?: { name?: string }[];
      nextCursor?: string | null;
    }[];
  }

  it('answers the enabled streams in order with their first pages', async () => {
    const res = await t.app.request('/api/v1/discover?location=boston-ma');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Root;
    expect(body.weekStartDate).toBe('2026-11-16');
    expect(body.streams.map((stream) => stream.slug)).toEqual([
      'trending-experiences',
      'for-you',
      'user-posts',
      'boosted',
    ]);
    const [trending, forYou, postsStream, boosted] = body.streams;
    expect(trending?.items?.map((item) => item.name)).toEqual(['Jazz Night', 'Comedy Hour']);
    expect(trending?.nextCursor).toEqual(expect.any(String));
    expect(forYou).toMatchObject({ requiresAuth: true, items: [], nextCursor: null });
    expect(postsStream?.items).toHaveLength(1);
    expect(boosted?.items).toBeUndefined();
  });

  it('fills personal streams for a signed-in caller, and answers configuration only with include=none', async () => {
    const signedIn = (await (
      await t.app.request('/api/v1/discover', { headers: { authorization: `Bearer ${me.token}` } })
    ).json()) as Root;
    expect(signedIn.streams[1]?.items?.[0]?.name).toBe('Symphony Concert');
    const bare = (await (await t.app.request('/api/v1/discover?include=none')).json()) as Root;
    expect(bare.streams.every((stream) => stream.items === undefined)).toBe(true);
  });

  it('caches the configuration for 5 minutes (spec §9)', async () => {
    await t.app.request('/api/v1/discover?location=washington-dc&include=none');
    await makeStream(t.database.db, {
      slug: 'happening-today',
      locationSlug: 'washington-dc',
      title: 'Today',
    });
    const cached = (await (await t.app.request('/api/v1/discover?location=washington-dc')).json()) as Root;
    expect(cached.streams).toEqual([]);
    now = NOW + 5 * 60_000 + 1;
    try {
      const fresh = (await (await t.app.request('/api/v1/discover?location=washington-dc')).json()) as Root;
      expect(fresh.streams.map((stream) => stream.slug)).toEqual(['happening-today']);
      expect(fresh.streams[0]?.items?.map((item) => item.name)).toEqual(['DC Brunch']);
    } finally {
      now = NOW;
    }
  });

  it('names a bad location', async () => {
    const res = await t.app.request('/api/v1/discover?location=nowhere');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { details: { field: string }[] } };
    expect(body.error.details[0]?.field).toBe('query.location');
  });
});

describe('shared first pages', () => {
  it("shares a public stream's first page and the signed-out root for a minute", async () => {
    let clock = NOW;
    const app = await createTestApp({ clock: () => clock });
    try {
      const db = app.database.db;
      const upcoming = [{ startsAt: new Date(NOW + DAY), endsAt: new Date(NOW + DAY + HOUR) }];
      await makeExperience(db, { name: 'Quiet Reading', interestedCount: 5, occurrences: upcoming });
      await makeStream(db, { slug: 'popular-experiences', title: 'Popular', position: 1 });
      const user = await signUp(app, { username: 'fresh_reader' });
      const popular = async (path: string, headers: Record<string, string> = {}) => {
        const body = (await (await app.app.request(path, { headers })).json()) as {
          items?: Page['items'];
          streams?: Array<{ items?: Page['items'] }>;
        };
        return (body.items ?? body.streams?.[0]?.items ?? []).map((item) => item.name);
      };
      const stream = '/api/v1/discover/popular-experiences?location=boston-ma';
      const root = '/api/v1/discover?location=boston-ma';
      expect(await popular(stream)).toEqual(['Quiet Reading']);
      expect(await popular(root)).toEqual(['Quiet Reading']);

      await makeExperience(db, { name: 'Big Parade', interestedCount: 50, occurrences: upcoming });
      clock += 30_000;
      expect(await popular(stream)).toEqual(['Quiet Reading']);
      expect(await popular(root)).toEqual(['Quiet Reading']);
      // A signed-in caller's root is computed for them, though its public first pages are shared.
      expect(await popular(root, { authorization: `Bearer ${user.token}` })).toEqual(['Quiet Reading']);

      clock += 30_000;
      expect(await popular(stream)).toEqual(['Big Parade', 'Quiet Reading']);
      expect(await popular(root)).toEqual(['Big Parade', 'Quiet Reading']);
    } finally {
      await app.close();
    }
  });

  it('drops an experience unpublished within the minute from the shared signed-out root at once', async () => {
    const clock = NOW;
    const app = await createTestApp({ clock: () => clock });
    try {
      const db = app.database.db;
      const upcoming = [{ startsAt: new Date(NOW + DAY), endsAt: new Date(NOW + DAY + HOUR) }];
      const quiet = await makeExperience(db, {
        name: 'Quiet Reading',
        interestedCount: 5,
        occurrences: upcoming,
      });
      await makeExperience(db, { name: 'Big Parade', interestedCount: 50, occurrences: upcoming });
      await makeStream(db, { slug: 'popular-experiences', title: 'Popular', position: 1 });
      const names = async () => {
        const body = (await (await app.app.request('/api/v1/discover?location=boston-ma')).json()) as {
          streams: Array<{ items?: Page['items'] }>;
        };
        return (body.streams[0]?.items ?? []).map((item) => item.name);
      };
      expect(await names()).toEqual(['Big Parade', 'Quiet Reading']);
      await db.update(experiences).set({ publishState: 'NOT_PUBLISHED' }).where(eq(experiences.id, quiet.id));
      expect(await names()).toEqual(['Big Parade']);
    } finally {
      await app.close();
    }
  });
});
