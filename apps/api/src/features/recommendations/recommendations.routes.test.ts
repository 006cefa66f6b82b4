import { experiences } from '@happenings/db/experiences';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { makeFeatureTag } from '../discover/discover.fixtures.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
let now = NOW;
let t: TestApp;
const soon = [{ startsAt: new Date('2026-11-25T00:00:00Z') }];

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const db = t.database.db;
  await makeLocation(db, 'boston-ma');
  const picked = await makeExperience(db, { name: 'Editor Pick', interestedCount: 1, occurrences: soon });
  const second = await makeExperience(db, { name: 'Second Pick', interestedCount: 0, occurrences: soon });
  await makeExperience(db, { name: 'Crowd Favourite', interestedCount: 90, occurrences: soon });
  await makeExperience(db, { name: 'Runner Up', interestedCount: 40, occurrences: soon });
  await makeExperience(db, {
    name: 'Over Already',
    interestedCount: 999,
    occurrences: [{ startsAt: new Date('2026-11-01T00:00:00Z') }],
  });
  await makeFeatureTag(db, { slug: 'staff-favourites' }, [
    { itemId: second.id, position: 2 },
    { itemId: picked.id, position: 1 },
  ]);
});
afterAll(async () => {
  await t.close();
});

const names = async (query: string) => {
  const res = await t.app.request(`/api/v1/recommendations${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { name: string }[] }).items.map((item) => item.name);
};

describe('GET /api/v1/recommendations', () => {
  it('lists curated experiences first, then popular upcoming ones, without repeats', async () => {
    expect(await names('?location=boston-ma&limit=4')).toEqual([
      'Editor Pick',
      'Second Pick',
      'Crowd Favourite',
      'Runner Up',
    ]);
    expect(await names('?location=washington-dc')).toEqual([]);
  });

  it('is cached for 15 minutes (spec §9)', async () => {
    expect(await names('?limit=3')).toEqual(['Editor Pick', 'Second Pick', 'Crowd Favourite']);
    await makeExperience(t.database.db, { name: 'Newcomer', interestedCount: 500, occurrences: soon });
    expect(await names('?limit=3')).toEqual(['Editor Pick', 'Second Pick', 'Crowd Favourite']);
    now = NOW + 15 * 60_000;
    expect(await names('?limit=3')).toEqual(['Editor Pick', 'Second Pick', 'Newcomer']);
    now = NOW;
  });

  it('leaves out at once what was unpublished or cancelled since it was cached', async () => {
    const db = t.database.db;
    const unpublished = await makeExperience(db, {
      name: 'Gone Private',
      interestedCount: 300,
      occurrences: soon,
    });
    const cancelled = await makeExperience(db, {
      name: 'Called Off',
      interestedCount: 200,
      occurrences: soon,
    });
    expect(await names('?limit=6')).toEqual(expect.arrayContaining(['Gone Private', 'Called Off']));
    await db
      .update(experiences)
      .set({ publishState: 'NOT_PUBLISHED' })
      .where(eq(experiences.id, unpublished.id));
    await db.update(experiences).set({ status: 'CANCELED' }).where(eq(experiences.id, cancelled.id));
    const after = await names('?limit=6');
    expect(after).not.toContain('Gone Private');
    expect(after).not.toContain('Called Off');
  });

  it('names a bad limit', async () => {
    const res = await t.app.request('/api/v1/recommendations?limit=0');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { details: { field: string }[] } };
    expect(body.error.details[0]?.field).toBe('query.limit');
  });
});
