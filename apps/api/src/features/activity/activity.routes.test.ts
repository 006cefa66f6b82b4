import { follows } from '@happenings/db/follows';
import { interested } from '@happenings/db/interested';
import { posts } from '@happenings/db/posts';
import { makeExperience, makeUser } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';

let t: TestApp;
let ada: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t, { username: 'ada_act' });
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown> & { error: { details: { field: string }[] } };
const read = async (res: Response) => (await res.json()) as Json;
const at = (iso: string) => new Date(iso);

describe('GET /api/v1/activity', () => {
  it("answers the followees' interests, follows and posts newest first, paged", async () => {
    const { db } = t.database;
    const bo = await makeUser(db, { username: 'bo_act' });
    const cy = await makeUser(db, { username: 'cy_act' });
    const stranger = await makeUser(db);
    const jazz = await makeExperience(db, { name: 'Jazz' });
    await db.insert(follows).values([
      { followerId: ada.id, followeeId: bo.id, createdAt: at('2026-01-01T00:00:00Z') },
      { followerId: bo.id, followeeId: cy.id, createdAt: at('2026-01-02T00:00:00Z') },
    ]);
    await db.insert(interested).values([
      { userId: bo.id, itemType: 'experience', itemId: jazz.id, createdAt: at('2026-01-03T00:00:00Z') },
      { userId: stranger.id, itemType: 'experience', itemId: jazz.id, createdAt: at('2026-01-05T00:00:00Z') },
    ]);
    await db.insert(posts).values({ userId: bo.id, body: 'hi', createdAt: at('2026-01-04T00:00:00Z') });

    const res = await t.app.request('/api/v1/activity?limit=2', { headers: ada.headers });
    expect(res.status).toBe(200);
    const page = await read(res);
    const items = page.items as {
      type: string;
      actor: { uid: string };
      experience: { name: string } | null;
      post: { caption: string } | null;
    }[];
    expect(items.map((i) => [i.type, i.actor.uid])).toEqual([
      ['posted', bo.id],
      ['interested', bo.id],
    ]);
    expect(items[0]?.post?.caption).toBe('hi');
    expect(items[1]?.experience?.name).toBe('Jazz');
    const next = await read(
      await t.app.request(`/api/v1/activity?cursor=${page.nextCursor}`, { headers: ada.headers }),
    );
    const rest = next.items as { type: string; user: { uid: string } | null }[];
    expect(rest.map((i) => [i.type, i.user?.uid])).toEqual([['followed', cy.id]]);
    expect(next.nextCursor).toBeNull();
  });

  it('401 anonymous, 400 naming the field for a bad limit', async () => {
    expect((await t.app.request('/api/v1/activity')).status).toBe(401);
    const bad = await t.app.request('/api/v1/activity?limit=abc', { headers: ada.headers });
    expect((await read(bad)).error.details[0]?.field).toBe('query.limit');
  });
});
