import { experiences } from '@happenings/db/experiences';
import { follows } from '@happenings/db/follows';
import { hosts } from '@happenings/db/hosts';
import { interested } from '@happenings/db/interested';
import { places } from '@happenings/db/places';
import { posts } from '@happenings/db/posts';
import { roundups } from '@happenings/db/schema';
import { makeExperience } from '@happenings/db/testing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';

/** A JSON body, asserted field by field. */
// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let now = Date.parse('2026-11-20T15:00:00Z');
let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
let cy: SignedUpUser;
const items: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const { db } = t.database;
  ada = await signUp(t, { username: 'ada_int' });
  bob = await signUp(t, { username: 'bob_int' });
  cy = await signUp(t, { username: 'cy_int' });
  items.experience = (await makeExperience(db, { name: 'Concert', slug: 'concert' })).id;
  const [place] = await db.insert(places).values({ name: 'Jazz Hall' }).returning();
  items.place = place!.id;
  const [post] = await db.insert(posts).values({ userId: ada.id, body: 'hello' }).returning();
  items.post = post!.id;
  const [roundup] = await db
    .insert(roundups)
    .values({ slug: 'best-brunch', title: 'Best brunch?' })
    .returning();
  items['crowd-sourced-roundup'] = roundup!.id;
});
afterAll(async () => {
  await t.close();
});

const call = async (method: string, path: string, user?: SignedUpUser) => {
  const res = await t.app.request(path, { method, headers: user ? user.headers : {} });
  return { status: res.status, body: (await res.json()) as Json };
};

describe('/api/v1/interested/{type}/{id}', () => {
  it.each(['experience', 'post', 'crowd-sourced-roundup', 'place'])(
    'marks, reads and unmarks a %s',
    async (type) => {
      const path = `/api/v1/interested/${type}/${items[type]}`;
      const first = await call('POST', path, ada);
      expect(first).toMatchObject({ status: 200, body: { isInterested: true, count: 1, itemType: type } });
      // Idempotent: a second mark changes nothing.
      expect((await call('POST', path, ada)).body.count).toBe(1);
      expect((await call('POST', path, bob)).body.count).toBe(2);
      expect((await call('GET', path, ada)).body).toMatchObject({ isInterested: true, count: 2 });
      expect((await call('DELETE', path, ada)).body).toMatchObject({ isInterested: false, count: 1 });
      expect((await call('DELETE', path, ada)).body.count).toBe(1);
      expect((await call('GET', path, ada)).body.isInterested).toBe(false);
    },
  );

  it('answers 404 for a missing item, 400 naming params.type, 401 anonymously', async () => {
    expect((await call('POST', '/api/v1/interested/experience/nope', ada)).status).toBe(404);
    const bad = await call('POST', `/api/v1/interested/movie/${items.experience}`, ada);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('params.type');
    expect((await call('POST', `/api/v1/interested/experience/${items.experience}`)).status).toBe(401);
  });

  it('keeps the counter equal to the rows under 20 concurrent toggles', async () => {
    const { db } = t.database;
    const target = (await makeExperience(db, { name: 'Busy', slug: 'busy' })).id;
    const path = `/api/v1/interested/experience/${target}`;
    const users = [ada, bob, cy];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 3 === 2 ? 'DELETE' : 'POST', path, users[i % users.length]),
      ),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    const [row] = await db
      .select({ count: experiences.interestedCount })
      .from(experiences)
      .where(eq(experiences.id, target));
    const [counted] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(interested)
      .where(and(eq(interested.itemType, 'experience'), eq(interested.itemId, target)));
    expect(row?.count).toBe(counted?.count);
  });
});

describe('GET /api/v1/interested?itemsId=', () => {
  it('answers for each id whether the caller is interested', async () => {
    await call('POST', `/api/v1/interested/place/${items.place}`, cy);
    const res = await call('GET', `/api/v1/interested?itemsId=${items.place},${items.post},unknown`, cy);
    expect(res.body.items).toEqual([
      { itemId: items.place, isInterested: true },
      { itemId: items.post, isInterested: false },
      { itemId: 'unknown', isInterested: false },
    ]);
    const missing = await call('GET', '/api/v1/interested', cy);
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].field).toBe('query.itemsId');
    expect((await call('GET', `/api/v1/interested?itemsId=${items.place}`)).status).toBe(401);
  });
});

describe('GET /api/v2/interested/{type}/{id}/list', () => {
  it('lists followees first, then newest first, stable under new interests', async () => {
    const { db } = t.database;
    const target = (await makeExperience(db, { name: 'Listed', slug: 'listed' })).id;
    const path = `/api/v1/interested/experience/${target}`;
    for (const user of [ada, bob, cy]) {
      now += 60_000;
      await call('POST', path, user);
    }
    // The viewer (cy) follows ada, who was the first to mark it.
    await db.insert(follows).values({ followerId: cy.id, followeeId: ada.id });
    const list = `/api/v2/interested/experience/${target}/list`;
    const first = await call('GET', `${list}?take=2`, cy);
    expect(first.status).toBe(200);
    expect(first.body.items.map((item: Json) => [item.user.uid, item.isFollowed])).toEqual([
      [ada.id, true],
      [cy.id, false],
    ]);
    expect(first.body).toMatchObject({ total: 3, hasMore: true, take: 2, skip: 0 });
    // People without a picture get the spec §7 default avatar, as in every other avatar user.
    expect(first.body.items[0].user.photoURL).toMatch(
      /\/image\/upload\/v\d+\/avatar\/(default|alt|rainbow)\//,
    );
    const stamp = first.body.firstRequestTimestamp as string;
    expect(stamp).toBe(new Date(now).toISOString());

    // A new interest after the first page does not shift the second.
    const dee = await signUp(t, { username: 'dee_int' });
    now += 60_000;
    await call('POST', path, dee);
    const second = await call(
      'GET',
      `${list}?take=2&skip=2&firstRequestTimestamp=${encodeURIComponent(stamp)}`,
      cy,
    );
    expect(second.body.items.map((item: Json) => item.user.uid)).toEqual([bob.id]);
    expect(second.body).toMatchObject({ total: 3, hasMore: false });

    expect((await call('GET', `/api/v2/interested/experience/nope/list`, cy)).status).toBe(404);
    expect((await call('GET', list)).status).toBe(401);
    const bad = await call('GET', `${list}?take=0`, cy);
    expect(bad.body.error.details[0].field).toBe('query.take');
  });

  it.each(['999999999999999', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z'])(
    'answers 400 naming firstRequestTimestamp=%s, outside 1900-2200',
    async (stamp) => {
      const target = (await makeExperience(t.database.db, { name: 'Far off' })).id;
      const res = await call(
        'GET',
        `/api/v2/interested/experience/${target}/list?firstRequestTimestamp=${encodeURIComponent(stamp)}`,
        cy,
      );
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].field).toBe('query.firstRequestTimestamp');
    },
  );
});

describe('drafts (spec §3 publish state) in every interested call', () => {
  it('answer 404 to a stranger and 200 to the creator and the host’s owner', async () => {
    const { db } = t.database;
    // ada creates the drafts; cy owns the host of the draft experience; bob is a stranger to all of them.
    const [host] = await db
      .insert(hosts)
      .values({ name: 'Cy Presents', slug: 'cy-presents', ownerId: cy.id })
      .returning();
    const experience = await makeExperience(db, {
      slug: 'draft-gig',
      publishState: 'NOT_PUBLISHED',
      creatorId: ada.id,
      hostId: host!.id,
    });
    const [post] = await db
      .insert(posts)
      .values({ userId: ada.id, body: 'not yet', publishState: 'NOT_PUBLISHED' })
      .returning();
    const [roundup] = await db
      .insert(roundups)
      .values({ slug: 'draft-roundup', title: 'Soon?', creatorId: ada.id, publishState: 'PENDING_REVIEW' })
      .returning();
    const drafts: [string, string][] = [
      ['experience', experience.id],
      ['post', post!.id],
      ['crowd-sourced-roundup', roundup!.id],
    ];
    for (const [type, id] of drafts) {
      const path = `/api/v1/interested/${type}/${id}`;
      const list = `/api/v2/interested/${type}/${id}/list`;
      expect((await call('POST', path, ada)).status).toBe(200);
      for (const [method, url] of [
        ['POST', path],
        ['GET', path],
        ['DELETE', path],
        ['GET', list],
      ] as const) {
        const stranger = await call(method, url, bob);
        expect([type, method, url, stranger.status]).toEqual([type, method, url, 404]);
        expect(stranger.body.error.code).toBe('NOT_FOUND');
      }
      expect((await call('GET', path, ada)).body).toMatchObject({ isInterested: true, count: 1 });
      expect((await call('GET', list, ada)).body).toMatchObject({ total: 1 });
    }
    // The host's owner sees the host's draft experience, not ada's other drafts.
    expect((await call('GET', `/api/v1/interested/experience/${experience.id}`, cy)).status).toBe(200);
    expect((await call('GET', `/api/v1/interested/post/${post!.id}`, cy)).status).toBe(404);
    // The stranger's attempts marked nothing.
    const strangers = await db
      .select({ itemId: interested.itemId })
      .from(interested)
      .where(
        and(
          eq(interested.userId, bob.id),
          inArray(
            interested.itemId,
            drafts.map(([, id]) => id),
          ),
        ),
      );
    expect(strangers).toEqual([]);
    // Once published, the same item is everyone's.
    await db.update(posts).set({ publishState: 'PUBLISHED' }).where(eq(posts.id, post!.id));
    expect((await call('POST', `/api/v1/interested/post/${post!.id}`, bob)).body).toMatchObject({ count: 2 });
  });
});
