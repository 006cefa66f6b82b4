import { follows } from '@happenings/db/follows';
import { interested } from '@happenings/db/interested';
import { notifications } from '@happenings/db/notifications';
import { makeExperience, makeUser } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';

let t: TestApp;
let ada: SignedUpUser;
let bo: SignedUpUser;
let cy: SignedUpUser;
let deeId = '';

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t, { username: 'ada_f' });
  bo = await signUp(t, { username: 'bo_f' });
  cy = await signUp(t, { username: 'cy_f' });
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown> & { error: { code: string; details: { field: string }[] } };
const read = async (res: Response) => (await res.json()) as Json;
const follow = (who: SignedUpUser, id: string) =>
  t.app.request(`/api/v1/follows/users/${id}`, { method: 'POST', headers: who.headers });

async function notificationsOf(userId: string) {
  const rows = await t.database.db.select().from(notifications);
  return rows.filter((row) => row.recipientId === userId).map((row) => `${row.type}:${row.actorId}`);
}

describe('POST/DELETE/GET /api/v1/follows/users/{id}', () => {
  it('follows, notifies CONNECTED, and is idempotent', async () => {
    const res = await follow(ada, bo.id);
    expect(res.status).toBe(200);
    expect(await read(res)).toEqual({ userId: bo.id, relationship: 'following' });
    expect((await follow(ada, bo.id)).status).toBe(200);
    expect(await notificationsOf(bo.id)).toEqual([`CONNECTED:${ada.id}`]);
  });

  it('becomes friends when mutual and notifies FRIENDED to both', async () => {
    const res = await follow(bo, ada.id);
    expect((await read(res)).relationship).toBe('friend');
    expect(await notificationsOf(ada.id)).toEqual([`FRIENDED:${bo.id}`]);
    expect(await notificationsOf(bo.id)).toContain(`FRIENDED:${ada.id}`);
    // Each side reads words true for them: Ada was followed back; Bo did the following back.
    const textOf = async (who: SignedUpUser) => {
      const inbox = await read(await t.app.request('/api/v1/notifications', { headers: who.headers }));
      const items = inbox.items as { type: string; text: string }[];
      return items.find((item) => item.type === 'FRIENDED')?.text;
    };
    expect(await textOf(ada)).toMatch(/followed you back: you are now friends$/);
    expect(await textOf(bo)).toMatch(/^You and .+ are now friends$/);
    const get = await t.app.request(`/api/v1/follows/users/${bo.id}`, { headers: ada.headers });
    expect((await read(get)).relationship).toBe('friend');
  });

  it('unfollows idempotently, taking back the unread FRIENDED of both (not the earlier follow)', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.request(`/api/v1/follows/users/${ada.id}`, {
        method: 'DELETE',
        headers: bo.headers,
      });
      expect(res.status).toBe(200);
      expect((await read(res)).relationship).toBe('follower');
    }
    expect(await notificationsOf(ada.id)).toEqual([]);
    expect(await notificationsOf(bo.id)).toEqual([`CONNECTED:${ada.id}`]);
    await follow(bo, ada.id);
    expect(await notificationsOf(ada.id)).toEqual([`FRIENDED:${bo.id}`]);
  });

  it('rejects following yourself (400), unknown users (404) and anonymous callers (401)', async () => {
    const self = await follow(ada, ada.id);
    expect(self.status).toBe(400);
    expect((await read(self)).error.details[0]?.field).toBe('params.id');
    expect((await follow(ada, 'nobody')).status).toBe(404);
    expect((await t.app.request(`/api/v1/follows/users/${bo.id}`, { method: 'POST' })).status).toBe(401);
    expect((await t.app.request('/api/v1/follows/users/nobody', { headers: ada.headers })).status).toBe(404);
  });
});

describe('GET /api/v1/follows', () => {
  it('lists followers, following and friends with the caller relationship, paged', async () => {
    await follow(cy, bo.id);
    const followers = await read(
      await t.app.request(`/api/v1/follows?userId=${bo.id}&type=followers&limit=1`, { headers: ada.headers }),
    );
    const items = followers.items as { user: { uid: string }; relationship: string }[];
    expect(items).toHaveLength(1);
    expect(items[0]?.user.uid).toBe(cy.id); // newest first
    expect(items[0]?.relationship).toBe('none');
    const next = await read(
      await t.app.request(
        `/api/v1/follows?userId=${bo.id}&type=followers&limit=1&cursor=${followers.nextCursor}`,
        {
          headers: ada.headers,
        },
      ),
    );
    expect((next.items as { user: { uid: string } }[]).map((i) => i.user.uid)).toEqual([ada.id]);
    expect(next.nextCursor).toBeNull();

    const friends = await read(await t.app.request('/api/v1/follows?type=friends', { headers: ada.headers }));
    expect(
      (friends.items as { user: { uid: string }; relationship: string }[]).map((i) => [
        i.user.uid,
        i.relationship,
      ]),
    ).toEqual([[bo.id, 'friend']]);
    const following = await read(
      await t.app.request('/api/v1/follows?type=following', { headers: cy.headers }),
    );
    expect((following.items as { user: { uid: string } }[]).map((i) => i.user.uid)).toEqual([bo.id]);
  });

  it('400 for a bad type or cursor, 401 anonymous, 404 unknown user', async () => {
    const badType = await t.app.request('/api/v1/follows?type=enemies', { headers: ada.headers });
    expect((await read(badType)).error.details[0]?.field).toBe('query.type');
    const badCursor = await t.app.request('/api/v1/follows?cursor=zzz', { headers: ada.headers });
    expect(badCursor.status).toBe(400);
    expect((await read(badCursor)).error.details[0]?.field).toBe('query.cursor');
    expect((await t.app.request('/api/v1/follows')).status).toBe(401);
    expect((await t.app.request('/api/v1/follows?userId=nobody', { headers: ada.headers })).status).toBe(404);
  });
});

describe('connections information and mutual connections', () => {
  it('counts followers, following and friends', async () => {
    const res = await t.app.request('/api/v1/follows/connections-information', { headers: bo.headers });
    expect(await read(res)).toEqual({ followersCount: 2, followingCount: 1, friendsCount: 1 });
    expect((await t.app.request('/api/v1/follows/connections-information')).status).toBe(401);
  });

  it('lists people the caller follows who follow the user', async () => {
    // cy follows bo; bo follows ada: so for cy, mutual connections with ada = [bo].
    const res = await t.app.request(`/api/v1/follows/users/${ada.id}/mutual-connections`, {
      headers: cy.headers,
    });
    expect(res.status).toBe(200);
    const page = await read(res);
    expect(page.count).toBe(1);
    expect((page.items as { user: { uid: string } }[]).map((i) => i.user.uid)).toEqual([bo.id]);
    expect(
      (await t.app.request('/api/v1/follows/users/nobody/mutual-connections', { headers: cy.headers }))
        .status,
    ).toBe(404);
  });
});

describe('GET /api/v1/follows/suggested', () => {
  it('ranks friends of friends and shared interests, never followed users or self', async () => {
    const { db } = t.database;
    const dee = await makeUser(db, { username: 'dee_f' });
    deeId = dee.id;
    const eve = await makeUser(db, { username: 'eve_f' });
    // ada follows bo; bo follows dee and eve -> both are friends of friends (mutual 1).
    await db.insert(follows).values([
      { followerId: bo.id, followeeId: dee.id },
      { followerId: bo.id, followeeId: eve.id },
    ]);
    // eve also shares an interest with ada -> ranks above dee.
    const jazz = await makeExperience(db, { name: 'Jazz' });
    await db.insert(interested).values([
      { userId: ada.id, itemType: 'experience', itemId: jazz.id },
      { userId: eve.id, itemType: 'experience', itemId: jazz.id },
    ]);
    const res = await t.app.request('/api/v1/follows/suggested?limit=1', { headers: ada.headers });
    expect(res.status).toBe(200);
    const page = await read(res);
    const items = page.items as {
      user: { uid: string };
      mutualCount: number;
      sharedInterestsCount: number;
    }[];
    expect(items.map((i) => [i.user.uid, i.mutualCount, i.sharedInterestsCount])).toEqual([[eve.id, 1, 1]]);
    const next = await read(
      await t.app.request(`/api/v1/follows/suggested?limit=10&cursor=${page.nextCursor}`, {
        headers: ada.headers,
      }),
    );
    const uids = (next.items as { user: { uid: string } }[]).map((i) => i.user.uid);
    expect(uids).toContain(dee.id);
    expect(uids).not.toContain(ada.id);
    expect(uids).not.toContain(bo.id);
    expect((await t.app.request('/api/v1/follows/suggested')).status).toBe(401);
  });

  it("fills a newcomer's first page with the most-followed people they do not follow yet", async () => {
    const newcomer = await signUp(t, { username: 'newcomer_f' });
    const res = await t.app.request('/api/v1/follows/suggested?limit=5', { headers: newcomer.headers });
    expect(res.status).toBe(200);
    const items = (await read(res)).items as { user: { uid: string }; score: number }[];
    const uids = items.map((item) => item.user.uid);
    // dee is followed (by bo, in the test above); the newcomer follows nobody yet.
    expect(uids.length).toBeGreaterThan(0);
    expect(uids).toContain(deeId);
    expect(uids).not.toContain(newcomer.id);
    expect(items.every((item) => item.score === 0)).toBe(true);

    await follow(newcomer, deeId);
    const after = (
      await read(await t.app.request('/api/v1/follows/suggested?limit=5', { headers: newcomer.headers }))
    ).items as { user: { uid: string } }[];
    expect(after.map((item) => item.user.uid)).not.toContain(deeId);
  });
});

describe('POST /api/v1/follows/users', () => {
  it('follows many at once, skipping those already followed and unknown ids', async () => {
    const { db } = t.database;
    const a = await makeUser(db);
    const b = await makeUser(db);
    const res = await t.app.request(
      '/api/v1/follows/users',
      jsonRequest('POST', { userIds: [a.id, b.id, bo.id, 'nobody'] }, ada.headers),
    );
    expect(res.status).toBe(200);
    expect(await read(res)).toEqual({ added: 2 });
  });

  it('400 naming the field for self, empty or too many; 401 anonymous', async () => {
    const self = await t.app.request(
      '/api/v1/follows/users',
      jsonRequest('POST', { userIds: [ada.id] }, ada.headers),
    );
    expect((await read(self)).error.details[0]?.field).toBe('body.userIds.0');
    const many = Array.from({ length: 101 }, (_, i) => `id${i}`);
    const tooMany = await t.app.request(
      '/api/v1/follows/users',
      jsonRequest('POST', { userIds: many }, ada.headers),
    );
    expect((await read(tooMany)).error.details[0]?.field).toBe('body.userIds');
    expect(
      (await t.app.request('/api/v1/follows/users', jsonRequest('POST', { userIds: [bo.id] }))).status,
    ).toBe(401);
  });
});
