import { collectionItems, collections } from '@happenings/db/collections';
import { comments } from '@happenings/db/comments';
import { categories } from '@happenings/db/experiences';
import { hosts } from '@happenings/db/hosts';
import { interested } from '@happenings/db/interested';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { users } from '@happenings/db/users';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { makeCollectionFixture } from '../collections/collection.fixtures.ts';
import { makeCommentFixture } from '../comments/comment.fixtures.ts';
import { copyName } from './hosted-experiences.routes.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

/** Friday 20 November 2026, 10:00 in New York. */
const NOW = Date.parse('2026-11-20T15:00:00Z');

let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
let adaHostId: string;

beforeAll(async () => {
  // The review rule on (REVIEW_FIRST_EVENTS=1), so a newcomer's request to publish is held; budgets scaled up.
  t = await createTestApp({ clock: () => NOW, env: { REVIEW_FIRST_EVENTS: '1', RATE_LIMIT_SCALE: '100' } });
  const { db } = t.database;
  await makeLocation(db, 'boston-ma');
  await db.insert(categories).values([{ slug: 'music', name: 'Music' }]);
  ada = await signUp(t, { username: 'ada_hosts' });
  bob = await signUp(t, { username: 'bob_hosts' });
  // Trusted, verified accounts publish as asked; the review rule has its own tests (staff-review.routes.test.ts).
  await db
    .update(users)
    .set({ emailVerified: true, trustedAt: new Date(NOW) })
    .where(inArray(users.id, [ada.id, bob.id]));
  const [host] = await db
    .insert(hosts)
    .values({ name: 'Ada Hall', slug: 'ada-hall-hosts', ownerId: ada.id })
    .returning();
  adaHostId = host!.id;
});
afterAll(async () => {
  await t.close();
});

function event(name: string, date: string, publishState = 'PUBLISHED') {
  return {
    name,
    when: { startDate: date, endDate: date, startTime: '19:00', endTime: '21:00' },
    where: { name: 'Hall', city: 'Boston', state: 'MA', lat: 42.356, lng: -71.073 },
    categories: ['music'],
    publishState,
  };
}

/** A trusted account: its requests to publish publish. */
async function signUpTrusted(username: string): Promise<SignedUpUser> {
  const person = await signUp(t, { username });
  await t.database.db
    .update(users)
    .set({ trustedAt: new Date(NOW) })
    .where(eq(users.id, person.id));
  return person;
}

async function create(user: SignedUpUser, body: unknown): Promise<Json> {
  const res = await t.app.request('/api/v1/experiences', jsonRequest('POST', body, user.headers));
  expect(res.status).toBe(201);
  return res.json();
}

const hosted = (user: SignedUpUser | null, query: string) =>
  t.app.request(`/api/v1/experiences/hosted?${query}`, { headers: user?.headers ?? {} });
const patch = (user: SignedUpUser | null, id: string, body: unknown) =>
  t.app.request(`/api/v1/experiences/${id}`, jsonRequest('PATCH', body, user?.headers));
const duplicate = (user: SignedUpUser | null, id: string) =>
  t.app.request(`/api/v1/experiences/${id}/duplicate`, { method: 'POST', headers: user?.headers ?? {} });
const remove = (user: SignedUpUser | null, id: string) =>
  t.app.request(`/api/v1/experiences/${id}`, { method: 'DELETE', headers: user?.headers ?? {} });

describe('GET /api/v1/experiences/hosted', () => {
  it('lists drafts, waiting, upcoming and past by section with every count, and those of hosts one owns', async () => {
    const carol = await signUpTrusted('carol_hosts');
    const draft = await create(carol, event('Draft night', '2026-12-01', 'NOT_PUBLISHED'));
    const waiting = await create(carol, event('Waiting night', '2026-12-02', 'PENDING_REVIEW'));
    const soon = await create(carol, event('Soon night', '2026-12-03'));
    const past = await create(carol, event('Past night', '2026-11-01'));
    // Someone else's experience for a host carol owns is hers to manage too.
    const [hall] = await t.database.db
      .insert(hosts)
      .values({ name: 'Carol Hall', slug: 'carol-hall', ownerId: carol.id })
      .returning();
    const forHall = await makeExperience(t.database.db, {
      creatorId: bob.id,
      hostId: hall!.id,
      publishState: 'NOT_PUBLISHED',
    });

    const sections = {
      DRAFTS: [draft.id, forHall.id],
      IN_REVIEW: [waiting.id],
      UPCOMING: [soon.id],
      PAST: [past.id],
    };
    for (const [section, ids] of Object.entries(sections)) {
      const res = await hosted(carol, `section=${section}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Json;
      expect(body.items.map((item: Json) => item.id).sort()).toEqual([...ids].sort());
      expect(body.total).toBe(ids.length);
      expect(body.counts).toEqual({ DRAFTS: 2, IN_REVIEW: 1, UPCOMING: 1, PAST: 1 });
    }
    const inReview = (await (await hosted(carol, 'section=IN_REVIEW')).json()) as Json;
    expect(inReview.items[0].review).toMatchObject({ state: 'PENDING' });
    // Others see none of it: the list is always the caller's own.
    const bobs = (await (await hosted(bob, 'section=IN_REVIEW')).json()) as Json;
    expect(bobs.items.map((item: Json) => item.id)).not.toContain(waiting.id);
  });

  it('pages a section', async () => {
    const dora = await signUpTrusted('dora_hosts');
    for (const day of ['05', '06', '07']) await create(dora, event(`Dora ${day}`, `2026-12-${day}`));
    const first = (await (await hosted(dora, 'section=UPCOMING&limit=2')).json()) as Json;
    expect(first.items.map((item: Json) => item.name)).toEqual(['Dora 05', 'Dora 06']);
    expect(first.total).toBe(3);
    const second = (await (await hosted(dora, 'section=UPCOMING&limit=2&offset=2')).json()) as Json;
    expect(second.items.map((item: Json) => item.name)).toEqual(['Dora 07']);
  });

  it('answers 401 signed out and 400 naming a bad section', async () => {
    expect((await hosted(null, 'section=DRAFTS')).status).toBe(401);
    const res = await hosted(ada, 'section=SOON');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).error.details[0].field).toContain('section');
  });
});

describe('PATCH /api/v1/experiences/{id}', () => {
  it('postpones (TBA), cancels (CANCELED) and clears the status, on the experience and its page', async () => {
    const made = await create(ada, event('Status night', '2026-12-10'));
    const postponed = await patch(ada, made.id, { status: 'POSTPONED' });
    expect(postponed.status).toBe(200);
    expect(((await postponed.json()) as Json).schedule.text).toBe('TBA');
    const canceled = (await (await patch(ada, made.id, { status: 'CANCELED' })).json()) as Json;
    expect(canceled).toMatchObject({ status: 'CANCELED', schedule: { text: 'CANCELED' } });
    const page = (await (await t.app.request(`/api/v1/experiences/slug/${made.slug}`)).json()) as Json;
    expect(page.schedule.text).toBe('CANCELED');
    const cleared = (await (await patch(ada, made.id, { status: null })).json()) as Json;
    expect(cleared.status).toBeNull();
    expect(cleared.schedule.text).not.toBe('CANCELED');
    expect(cleared.publishState).toBe('PUBLISHED');
  });

  it('submits a draft for review, and takes it back', async () => {
    const made = await create(ada, event('Review night', '2026-12-11', 'NOT_PUBLISHED'));
    const submitted = (await (await patch(ada, made.id, { publishState: 'PENDING_REVIEW' })).json()) as Json;
    expect(submitted).toMatchObject({ publishState: 'PENDING_REVIEW', review: { state: 'PENDING' } });
    const back = (await (await patch(ada, made.id, { publishState: 'NOT_PUBLISHED' })).json()) as Json;
    expect(back).toMatchObject({ publishState: 'NOT_PUBLISHED', review: null, heldForReview: false });
  });

  it('holds a newcomer’s request to publish for review, as PUT does', async () => {
    const newcomer = await signUp(t, { username: 'new_hosts' });
    const made = await create(newcomer, event('First night', '2026-12-12', 'NOT_PUBLISHED'));
    const held = (await (await patch(newcomer, made.id, { publishState: 'PUBLISHED' })).json()) as Json;
    expect(held).toMatchObject({ publishState: 'PENDING_REVIEW', heldForReview: true });
  });

  it('answers 400 naming the field, 401, 403 to others and 404 for someone else’s draft', async () => {
    const published = await create(ada, event('Guarded night', '2026-12-13'));
    const draft = await create(ada, event('Guarded draft', '2026-12-13', 'NOT_PUBLISHED'));
    const empty = await patch(ada, published.id, {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Json).error.details[0].field).toBe('body.status');
    const bad = await patch(ada, published.id, { status: 'DELAYED' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).error.details[0].field).toBe('body.status');
    expect((await patch(null, published.id, { status: 'CANCELED' })).status).toBe(401);
    expect((await patch(bob, published.id, { status: 'CANCELED' })).status).toBe(403);
    expect((await patch(bob, draft.id, { status: 'CANCELED' })).status).toBe(404);
    expect((await patch(ada, 'no-such-experience', { status: 'CANCELED' })).status).toBe(404);
  });
});

describe('POST /api/v1/experiences/{id}/duplicate', () => {
  it('makes a new draft of the caller’s with the same details and a fresh slug', async () => {
    const made = await create(ada, { ...event('Copied night', '2026-12-14'), hostId: adaHostId });
    await patch(ada, made.id, { status: 'POSTPONED' });
    const res = await duplicate(ada, made.id);
    expect(res.status).toBe(201);
    const copy = (await res.json()) as Json;
    expect(copy).toMatchObject({
      name: 'Copied night (copy)',
      publishState: 'NOT_PUBLISHED',
      status: null,
      creatorId: ada.id,
      hostId: adaHostId,
      categories: ['music'],
      when: { startDate: '2026-12-14', startTime: '19:00' },
      where: { name: 'Hall', city: 'Boston' },
      interested: 0,
    });
    expect(copy.id).not.toBe(made.id);
    expect(copy.slug).not.toBe(made.slug);
  });

  it('keeps a copy’s name within 200 characters', () => {
    expect(copyName('x'.repeat(200))).toHaveLength(200);
    expect(copyName('x'.repeat(200)).endsWith(' (copy)')).toBe(true);
  });

  it('answers 401, 403 to others and 404 for someone else’s draft', async () => {
    const published = await create(ada, event('Uncopied night', '2026-12-15'));
    const draft = await create(ada, event('Uncopied draft', '2026-12-15', 'NOT_PUBLISHED'));
    expect((await duplicate(null, published.id)).status).toBe(401);
    expect((await duplicate(bob, published.id)).status).toBe(403);
    expect((await duplicate(bob, draft.id)).status).toBe(404);
  });
});

describe('DELETE /api/v1/experiences/{id}', () => {
  it('deletes it with its interests, collection entries and comments; the collection is recounted', async () => {
    const { db } = t.database;
    const made = await create(ada, event('Doomed night', '2026-12-16'));
    const kept = await create(ada, event('Kept night', '2026-12-16'));
    const interest = await t.app.request(`/api/v1/interested/experience/${made.id}`, {
      method: 'POST',
      headers: bob.headers,
    });
    expect(interest.status).toBeLessThan(300);
    const collection = await makeCollectionFixture(db, {
      ownerId: bob.id,
      items: [{ itemId: made.id }, { itemId: kept.id }],
    });
    await makeCommentFixture(db, { userId: bob.id, experienceId: made.id });

    const res = await remove(ada, made.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: made.id });

    expect((await t.app.request(`/api/v1/experiences/${made.id}`)).status).toBe(404);
    const isMade = (table: typeof interested | typeof collectionItems) =>
      and(eq(table.itemType, 'experience'), eq(table.itemId, made.id));
    expect(await db.select().from(interested).where(isMade(interested))).toEqual([]);
    expect(await db.select().from(collectionItems).where(isMade(collectionItems))).toEqual([]);
    expect(
      await db
        .select()
        .from(comments)
        .where(and(eq(comments.subjectType, 'experience'), eq(comments.subjectId, made.id))),
    ).toEqual([]);
    const [counted] = await db.select().from(collections).where(eq(collections.id, collection.collection.id));
    expect(counted?.itemsCount).toBe(1);
    // The collection's page still opens, with what is left in it.
    const content = await t.app.request(`/api/v1/collections/${collection.id}/content`, {
      headers: bob.headers,
    });
    expect(content.status).toBe(200);
    expect(JSON.stringify(await content.json())).toContain(kept.id);
  });

  it('answers 401, 403 to others, 404 for someone else’s draft and once deleted', async () => {
    const published = await create(ada, event('Guarded delete', '2026-12-17'));
    const draft = await create(ada, event('Guarded delete draft', '2026-12-17', 'NOT_PUBLISHED'));
    expect((await remove(null, published.id)).status).toBe(401);
    expect((await remove(bob, published.id)).status).toBe(403);
    expect((await remove(bob, draft.id)).status).toBe(404);
    expect((await remove(ada, draft.id)).status).toBe(200);
    expect((await remove(ada, draft.id)).status).toBe(404);
  });
});
