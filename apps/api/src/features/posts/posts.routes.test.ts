import { places } from '@happenings/db/places';
import { posts } from '@happenings/db/posts';
import { makeExperience, makeUser } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown> & { error: { details: { field: string }[] } };
const read = async (res: Response) => (await res.json()) as Json;

describe('GET /api/v1/posts', () => {
  it('answers published posts newest first with author, links and media, anonymously, paged', async () => {
    const { db } = t.database;
    const author = await makeUser(db, { username: 'poster' });
    const jazz = await makeExperience(db, { name: 'Jazz Night' });
    const [venue] = await db.insert(places).values({ name: 'The Sinclair' }).returning();
    await db.insert(posts).values([
      { userId: author.id, body: 'old', createdAt: new Date('2026-01-01T00:00:00Z') },
      {
        userId: author.id,
        body: 'new',
        experienceId: jazz.id,
        venueId: venue!.id,
        interestedCount: 3,
        createdAt: new Date('2026-01-02T00:00:00Z'),
      },
      { userId: author.id, body: 'hidden', publishState: 'NOT_PUBLISHED' },
    ]);
    const res = await t.app.request('/api/v1/posts?limit=1');
    expect(res.status).toBe(200);
    const page = await read(res);
    expect(page.items).toEqual([
      expect.objectContaining({
        caption: 'new',
        interested: 3,
        user: expect.objectContaining({ uid: author.id, username: 'poster' }),
        experience: { id: jazz.id, slug: jazz.slug, name: 'Jazz Night' },
        venue: { id: venue!.id, name: 'The Sinclair' },
        media: [],
      }),
    ]);
    const next = await read(await t.app.request(`/api/v1/posts?limit=1&cursor=${page.nextCursor}`));
    expect((next.items as { caption: string }[]).map((p) => p.caption)).toEqual(['old']);
    expect(next.nextCursor).toBeNull();
  });

  it('400 naming the field for a bad limit or cursor', async () => {
    const limit = await t.app.request('/api/v1/posts?limit=0');
    expect((await read(limit)).error.details[0]?.field).toBe('query.limit');
    const cursor = await t.app.request('/api/v1/posts?cursor=abc');
    expect((await read(cursor)).error.details[0]?.field).toBe('query.cursor');
  });
});
