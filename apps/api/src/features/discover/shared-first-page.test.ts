import { experiences, occurrences } from '@happenings/db/experiences';
import { posts } from '@happenings/db/posts';
import { makeExperience, makeUser } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { makeImage, makePost, makeStream } from './discover.fixtures.ts';

// Friday 20 November 2026, 10:00 in Boston. The clock stands still: every read below is within the minute a
// shared first page lives, so whatever leaves a page does so because it was re-checked, not because it expired.
const NOW = Date.parse('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});
afterAll(async () => {
  await t.close();
});

type Body = { items?: { name?: string; id: string }[]; experiences?: { items: { name: string }[] } };
const read = async (path: string) => (await (await t.app.request(path)).json()) as Body;
const upcoming = [{ startsAt: new Date(NOW + DAY), endsAt: new Date(NOW + DAY + HOUR) }];

/** What an owner's write does to an experience: the row and its materialised occurrences. */
async function setExperience(id: string, values: { publishState?: string; status?: string }) {
  const { db } = t.database;
  await db.update(experiences).set(values).where(eq(experiences.id, id));
  await db.update(occurrences).set(values).where(eq(occurrences.experienceId, id));
}

describe('shared first pages drop at once what may no longer be listed', () => {
  it('an experience unpublished, cancelled or deleted leaves the shared stream page', async () => {
    const { db } = t.database;
    const [parade, fair, talk, reading] = [
      await makeExperience(db, { name: 'Big Parade', interestedCount: 40, occurrences: upcoming }),
      await makeExperience(db, { name: 'Street Fair', interestedCount: 30, occurrences: upcoming }),
      await makeExperience(db, { name: 'Late Talk', interestedCount: 20, occurrences: upcoming }),
      await makeExperience(db, { name: 'Quiet Reading', interestedCount: 10, occurrences: upcoming }),
    ];
    await makeStream(db, { slug: 'popular-experiences', title: 'Popular', position: 1 });
    const stream = '/api/v1/discover/popular-experiences?location=boston-ma';
    const names = async () => (await read(stream)).items?.map((item) => item.name);
    expect(await names()).toEqual(['Big Parade', 'Street Fair', 'Late Talk', 'Quiet Reading']);

    await setExperience(parade.id, { publishState: 'NOT_PUBLISHED' });
    expect(await names()).toEqual(['Street Fair', 'Late Talk', 'Quiet Reading']);
    await setExperience(fair.id, { status: 'CANCELED' });
    expect(await names()).toEqual(['Late Talk', 'Quiet Reading']);
    await db.delete(experiences).where(eq(experiences.id, talk.id));
    expect(await names()).toEqual(['Quiet Reading']);
    await setExperience(reading.id, { publishState: 'PENDING_REVIEW' });
    expect(await names()).toEqual([]);
  });

  it('an unpublished post leaves the shared user-posts page', async () => {
    const { db } = t.database;
    const author = await makeUser(db);
    const post = await makePost(db, { userId: author.id, body: 'Parade pictures', media: [makeImage()] });
    await makeStream(db, { slug: 'user-posts', title: 'Posts', itemType: 'post', position: 2 });
    const ids = async () =>
      (await read('/api/v1/discover/user-posts?location=boston-ma')).items?.map((item) => item.id);
    expect(await ids()).toEqual([post.id]);
    await db.update(posts).set({ publishState: 'NOT_PUBLISHED' }).where(eq(posts.id, post.id));
    expect(await ids()).toEqual([]);
  });

  it('a search page drops an unpublished match at once and keeps a cancelled one (spec §4 shows CANCELED)', async () => {
    const { db } = t.database;
    const [cruise, walk] = [
      await makeExperience(db, { name: 'Harbor Cruise', occurrences: upcoming }),
      await makeExperience(db, { name: 'Harbor Walk', occurrences: upcoming }),
    ];
    const find = async () =>
      (await read('/api/v1/search?q=harbor&type=experiences')).experiences?.items
        .map((item) => item.name)
        .sort();
    expect(await find()).toEqual(['Harbor Cruise', 'Harbor Walk']);
    await setExperience(cruise.id, { publishState: 'NOT_PUBLISHED' });
    await setExperience(walk.id, { status: 'CANCELED' });
    expect(await find()).toEqual(['Harbor Walk']);
  });
});
