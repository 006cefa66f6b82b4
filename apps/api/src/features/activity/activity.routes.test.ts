import { collections } from '@happenings/db/collections';
import { follows } from '@happenings/db/follows';
import { interested } from '@happenings/db/interested';
import { posts } from '@happenings/db/posts';
import { makeExperience, makeUser } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { FEW_FOLLOWEES } from './activity.response.ts';

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
    expect(items.map((i) => (i as { feedType?: string }).feedType)).toEqual(['post', 'experience']);
    expect(items[1]?.experience?.name).toBe('Jazz');
    const next = await read(
      await t.app.request(`/api/v1/activity?cursor=${page.nextCursor}`, { headers: ada.headers }),
    );
    const rest = next.items as { type: string; user: { uid: string } | null }[];
    // Ada follows one person: her feed ends with the call to find more.
    expect(rest.map((i) => [i.type, i.user?.uid])).toEqual([
      ['followed', cy.id],
      ['cta', undefined],
    ]);
    expect((rest[0] as { feedType?: string }).feedType).toBe('suggested-connection');
    expect(rest[1]).toMatchObject({
      feedType: 'CTA',
      actor: null,
      cta: { action: 'find-people', url: '/search?tab=people' },
    });
    expect(next.nextCursor).toBeNull();
  });

  it('shows community collections of followees (never private ones) and experiences several followees marked', async () => {
    const { db } = t.database;
    const viewer = await signUp(t, { username: 'vi_act' });
    const [dee, eli] = [
      await makeUser(db, { username: 'dee_act' }),
      await makeUser(db, { username: 'eli_act' }),
    ];
    const gig = await makeExperience(db, { name: 'Harbor gig' });
    await db.insert(follows).values([
      { followerId: viewer.id, followeeId: dee.id, createdAt: at('2026-02-01T00:00:00Z') },
      { followerId: viewer.id, followeeId: eli.id, createdAt: at('2026-02-01T00:00:00Z') },
    ]);
    await db.insert(collections).values([
      {
        name: 'Dee’s public picks',
        ownerId: dee.id,
        isCommunity: true,
        createdAt: at('2026-02-05T00:00:00Z'),
      },
      {
        name: 'Dee’s secret list',
        ownerId: dee.id,
        isCommunity: false,
        createdAt: at('2026-02-06T00:00:00Z'),
      },
    ]);
    await db.insert(interested).values([
      { userId: dee.id, itemType: 'experience', itemId: gig.id, createdAt: at('2026-02-03T00:00:00Z') },
      { userId: eli.id, itemType: 'experience', itemId: gig.id, createdAt: at('2026-02-04T00:00:00Z') },
    ]);

    const page = await read(await t.app.request('/api/v1/activity', { headers: viewer.headers }));
    const items = page.items as { type: string; feedType: string; collection: { name: string } | null }[];
    expect(items.map((i) => [i.type, i.feedType])).toEqual([
      ['collected', 'collection'],
      ['interested', 'experience-connection'],
      ['interested', 'experience-connection'],
      ['cta', 'CTA'],
    ]);
    expect(items[0]?.collection?.name).toBe('Dee’s public picks');
    expect(JSON.stringify(page)).not.toContain('secret list');
  });

  it('ends the feed with no call to action for someone who follows enough people, nor on their own activity', async () => {
    const { db } = t.database;
    const busy = await signUp(t, { username: 'busy_act' });
    const people = await Promise.all(Array.from({ length: FEW_FOLLOWEES }, () => makeUser(db)));
    await db.insert(follows).values(people.map((p) => ({ followerId: busy.id, followeeId: p.id })));
    const feed = await read(await t.app.request('/api/v1/activity', { headers: busy.headers }));
    expect((feed.items as { type: string }[]).some((item) => item.type === 'cta')).toBe(false);

    const lonely = await signUp(t, { username: 'lonely_act' });
    const empty = await read(await t.app.request('/api/v1/activity', { headers: lonely.headers }));
    expect((empty.items as { type: string }[]).map((item) => item.type)).toEqual(['cta']);
    const own = await read(await t.app.request('/api/v1/users/activity', { headers: lonely.headers }));
    expect(own.items).toEqual([]);
  });

  it('401 anonymous, 400 naming the field for a bad limit', async () => {
    expect((await t.app.request('/api/v1/activity')).status).toBe(401);
    const bad = await t.app.request('/api/v1/activity?limit=abc', { headers: ada.headers });
    expect((await read(bad)).error.details[0]?.field).toBe('query.limit');
  });
});
