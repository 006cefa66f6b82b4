import { follows } from '@happenings/db/follows';
import { interested } from '@happenings/db/interested';
import { posts } from '@happenings/db/posts';
import { roundups } from '@happenings/db/schema';
import { makeExperience } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let ada: SignedUpUser;
let bo: SignedUpUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  ada = await signUp(t, { username: 'ada_l2' });
  bo = await signUp(t, { username: 'bo_l2' });
  const { db } = t.database;
  const past = await makeExperience(db, {
    name: 'Past gig',
    startAt: at('2026-11-01T23:00:00Z'),
    endAt: at('2026-11-02T02:00:00Z'),
    startDate: '2026-11-01',
    endDate: '2026-11-01',
    startTime: '18:00',
    endTime: '21:00',
    categories: ['music'],
  });
  const future = await makeExperience(db, {
    name: 'Future gig',
    startAt: at('2026-12-01T23:00:00Z'),
    endAt: at('2026-12-02T02:00:00Z'),
    startDate: '2026-12-01',
    endDate: '2026-12-01',
    startTime: '18:00',
    endTime: '21:00',
  });
  const draft = await makeExperience(db, { name: 'Draft', publishState: 'NOT_PUBLISHED' });
  Object.assign(ids, { past: past.id, future: future.id, draft: draft.id });
  await db.insert(interested).values([
    { userId: ada.id, itemType: 'experience', itemId: past.id, createdAt: at('2026-11-10T10:00:00Z') },
    { userId: ada.id, itemType: 'experience', itemId: future.id, createdAt: at('2026-11-11T10:00:00Z') },
    { userId: ada.id, itemType: 'experience', itemId: draft.id, createdAt: at('2026-11-12T10:00:00Z') },
    { userId: ada.id, itemType: 'place', itemId: 'place-1', createdAt: at('2026-11-13T10:00:00Z') },
    { userId: bo.id, itemType: 'experience', itemId: future.id, createdAt: at('2026-11-09T10:00:00Z') },
  ]);
  const [post] = await db
    .insert(posts)
    .values({
      userId: ada.id,
      body: 'Great night',
      experienceId: past.id,
      createdAt: at('2026-11-14T10:00:00Z'),
    })
    .returning();
  await db.insert(posts).values({
    userId: ada.id,
    body: 'draft',
    publishState: 'NOT_PUBLISHED',
    createdAt: at('2026-11-01T10:00:00Z'),
  });
  ids.post = post!.id;
  await db
    .insert(follows)
    .values({ followerId: ada.id, followeeId: bo.id, createdAt: at('2026-11-15T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown> & { error: { details: { field: string }[] } };
const read = async (res: Response) => (await res.json()) as Json;

describe('GET /api/v1/users/interested', () => {
  it('lists item ids and types newest first, paged', async () => {
    const first = await read(
      await t.app.request('/api/v1/users/interested?limit=2', { headers: ada.headers }),
    );
    // The draft someone else made is left out, though ada marked it (it was unpublished after).
    expect((first.items as { itemId: string; type: string }[]).map((i) => [i.type, i.itemId])).toEqual([
      ['place', 'place-1'],
      ['experience', ids.future],
    ]);
    const second = await read(
      await t.app.request(`/api/v1/users/interested?limit=2&cursor=${first.nextCursor}`, {
        headers: ada.headers,
      }),
    );
    expect((second.items as { itemId: string }[]).map((i) => i.itemId)).toEqual([ids.past]);
    expect(second.nextCursor).toBeNull();
  });

  it("reads another user's list by userId and filters by type", async () => {
    const res = await read(
      await t.app.request(`/api/v1/users/interested?userId=${ada.id}&type=place`, { headers: bo.headers }),
    );
    expect((res.items as { itemId: string }[]).map((i) => i.itemId)).toEqual(['place-1']);
  });

  it('400 for a bad type, 401 anonymous', async () => {
    const bad = await t.app.request('/api/v1/users/interested?type=song', { headers: ada.headers });
    expect((await read(bad)).error.details[0]?.field).toBe('query.type');
    expect((await t.app.request(`/api/v1/users/interested?userId=${ada.id}`)).status).toBe(401);
  });
});

describe('GET /api/v2/users/interested', () => {
  it('answers published experiences with the caller interest flag and categories', async () => {
    const res = await read(
      await t.app.request(`/api/v2/users/interested?userId=${ada.id}`, { headers: bo.headers }),
    );
    const items = res.items as { id: string; isInterested: boolean; categories: string[] }[];
    expect(items.map((i) => [i.id, i.isInterested])).toEqual([
      [ids.future, true],
      [ids.past, false],
    ]);
    expect(items[1]?.categories).toEqual(['music']);
  });

  it('filters by timing PAST or FUTURE (spec §4 isPast at the fixed now)', async () => {
    const past = await read(
      await t.app.request('/api/v2/users/interested?timing=PAST', { headers: ada.headers }),
    );
    expect((past.items as { id: string }[]).map((i) => i.id)).toEqual([ids.past]);
    const future = await read(
      await t.app.request('/api/v2/users/interested?timing=FUTURE', { headers: ada.headers }),
    );
    expect((future.items as { id: string }[]).map((i) => i.id)).toEqual([ids.future]);
  });

  it('400 for a bad timing, 401 anonymous', async () => {
    const bad = await t.app.request('/api/v2/users/interested?timing=SOON', { headers: ada.headers });
    expect((await read(bad)).error.details[0]?.field).toBe('query.timing');
    expect((await t.app.request('/api/v2/users/interested')).status).toBe(401);
  });
});

describe('GET /api/v1/users/posts', () => {
  it("answers the caller's posts including drafts, others only published ones (anonymous allowed)", async () => {
    const own = await read(await t.app.request('/api/v1/users/posts', { headers: ada.headers }));
    expect((own.items as unknown[]).length).toBe(2);
    const res = await t.app.request(`/api/v1/users/posts?userId=${ada.id}`);
    expect(res.status).toBe(200);
    const items = (await read(res)).items as { id: string; caption: string; experience: { name: string } }[];
    expect(items.map((i) => [i.id, i.caption, i.experience.name])).toEqual([
      [ids.post, 'Great night', 'Past gig'],
    ]);
  });

  it('401 anonymous without a userId, 400 for a bad limit', async () => {
    expect((await t.app.request('/api/v1/users/posts')).status).toBe(401);
    const bad = await t.app.request('/api/v1/users/posts?limit=1000', { headers: ada.headers });
    expect((await read(bad)).error.details[0]?.field).toBe('query.limit');
  });
});

describe('GET /api/v1/users/activity', () => {
  it("answers the caller's own interests, follows and posts newest first", async () => {
    const res = await read(await t.app.request('/api/v1/users/activity?limit=3', { headers: ada.headers }));
    const items = res.items as { type: string; user: { uid: string } | null; post: { id: string } | null }[];
    expect(items.map((i) => i.type)).toEqual(['followed', 'posted', 'interested']);
    expect(items[0]?.user?.uid).toBe(bo.id);
    expect(items[1]?.post?.id).toBe(ids.post);
    const rest = await read(
      await t.app.request(`/api/v1/users/activity?limit=10&cursor=${res.nextCursor}`, {
        headers: ada.headers,
      }),
    );
    // The interest in the draft experience is left out; the caller's own draft post is listed.
    const restItems = rest.items as { type: string; experience: { id: string } | null }[];
    expect(restItems.map((i) => [i.type, i.experience?.id ?? null])).toEqual([
      ['interested', ids.future],
      ['interested', ids.past],
      ['posted', null],
    ]);
  });

  it('401 anonymous, 400 for a bad cursor', async () => {
    expect((await t.app.request('/api/v1/users/activity')).status).toBe(401);
    const bad = await t.app.request('/api/v1/users/activity?cursor=nope', { headers: ada.headers });
    expect((await read(bad)).error.details[0]?.field).toBe('query.cursor');
  });
});

describe("another user's interests in drafts", () => {
  it('are left out of their lists, counts and activity for everyone but the drafts’ creator', async () => {
    const { db } = t.database;
    const dee = await signUp(t, { username: 'dee_l2' });
    const eve = await signUp(t, { username: 'eve_l2' });
    // dee marks her own draft experience, post and roundup, and one published experience.
    const draft = await makeExperience(db, {
      name: 'Dee draft',
      publishState: 'NOT_PUBLISHED',
      creatorId: dee.id,
    });
    const [post] = await db
      .insert(posts)
      .values({ userId: dee.id, body: 'soon', publishState: 'NOT_PUBLISHED' })
      .returning();
    const [roundup] = await db
      .insert(roundups)
      .values({ slug: 'dee-roundup', title: 'Draft?', creatorId: dee.id, publishState: 'NOT_PUBLISHED' })
      .returning();
    await db.insert(interested).values([
      { userId: dee.id, itemType: 'experience', itemId: ids.future!, createdAt: at('2026-11-16T10:00:00Z') },
      { userId: dee.id, itemType: 'experience', itemId: draft.id, createdAt: at('2026-11-17T10:00:00Z') },
      { userId: dee.id, itemType: 'post', itemId: post!.id, createdAt: at('2026-11-18T10:00:00Z') },
      {
        userId: dee.id,
        itemType: 'crowd-sourced-roundup',
        itemId: roundup!.id,
        createdAt: at('2026-11-19T10:00:00Z'),
      },
    ]);
    await db.insert(follows).values({ followerId: eve.id, followeeId: dee.id });
    const v1 = async (user: SignedUpUser) =>
      read(await t.app.request(`/api/v1/users/interested?userId=${dee.id}`, { headers: user.headers }));
    const v2 = async (user: SignedUpUser) =>
      read(await t.app.request(`/api/v2/users/interested?userId=${dee.id}`, { headers: user.headers }));
    const ofItems = (page: Json) =>
      (page.items as { itemId?: string; id?: string }[]).map((i) => i.itemId ?? i.id);

    expect(ofItems(await v1(eve))).toEqual([ids.future]);
    expect(ofItems(await v2(eve))).toEqual([ids.future]);
    expect(ofItems(await v1(dee))).toEqual([roundup!.id, post!.id, draft.id, ids.future]);
    expect(ofItems(await v2(dee))).toEqual([draft.id, ids.future]);

    const profile = async (user?: SignedUpUser) =>
      read(await t.app.request(`/api/v2/users/${dee.id}/profile`, { headers: user?.headers ?? {} }));
    expect((await profile(eve)).interestedCount).toBe(1);
    expect((await profile()).interestedCount).toBe(1);
    expect((await profile(dee)).interestedCount).toBe(4);

    // eve follows dee: her activity feed names only the published item dee marked.
    const activity = await read(await t.app.request('/api/v1/activity', { headers: eve.headers }));
    const marked = (activity.items as { type: string; item: { id: string } | null }[])
      .filter((i) => i.type === 'interested')
      .map((i) => i.item?.id);
    expect(marked).toEqual([ids.future]);
  });
});
