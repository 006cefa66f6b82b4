/**
 * Public feeds are kept as built text (kept-feed.ts) and never outlive a change of what they may show: kept while
 * nothing they are made of changes (even when a table no notice covers does), dropped at once when an experience is
 * unpublished or hidden by a moderator, or when a collection is made private.
 */
import { experiences, hosts, occurrences } from '@happenings/db/schema';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';

const NOW = Date.parse('2026-11-18T15:00:00Z');
const FEED = '/api/v1/calendar-feeds/locations/boston-ma/events.ics';

let t: TestApp;
const ids: Record<string, string> = {};

async function feedText(path = FEED): Promise<string> {
  await t.deps.hotAnswers?.settle();
  const response = await t.app.request(path);
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW, withHotAnswers: true });
  const { db } = t.database;
  await makeLocation(db, 'boston-ma');
  const [host] = await db.insert(hosts).values({ name: 'Kept Hall', slug: 'kept-hall' }).returning();
  for (const [key, day] of [
    ['harbor-concert', '2026-11-21'],
    ['river-walk', '2026-11-22'],
  ] as const) {
    const startsAt = new Date(`${day}T23:00:00Z`);
    const row = await makeExperience(db, {
      name: `Event ${key}`,
      slug: key,
      hostId: host!.id,
      startDate: day,
      endDate: day,
      startTime: '18:00',
      endTime: '20:00',
      startAt: startsAt,
      endAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      occurrences: [{ startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3_600_000) }],
    });
    ids[key] = row.id;
  }
});
afterAll(async () => {
  await t?.close();
});

describe('kept calendar feeds', () => {
  it('keeps a built feed while nothing it shows changes, and drops it when an experience is unpublished', async () => {
    const first = await feedText();
    expect(first).toContain('Event harbor-concert');
    expect(first).toContain('Event river-walk');
    // Occurrence rows announce nothing: a feed built afresh would lose the walk, the kept one still has it.
    await t.database.db.delete(occurrences).where(eq(occurrences.experienceId, ids['river-walk']!));
    expect(await feedText()).toBe(first);

    // Unpublishing the concert is announced: the next fetch is built again, without it (nor the walk, now unlisted).
    await t.database.db
      .update(experiences)
      .set({ publishState: 'NOT_PUBLISHED' })
      .where(eq(experiences.id, ids['harbor-concert']!));
    const rebuilt = await feedText();
    expect(rebuilt).not.toContain('Event harbor-concert');
    expect(rebuilt).not.toContain('Event river-walk');
  });

  it('keeps a feed per set of categories, and answers 304 to the ETag of the kept text', async () => {
    const all = await t.app.request(FEED);
    const etag = all.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.app.request(FEED, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const music = await t.app.request(`${FEED}?categories=music`);
    expect(music.headers.get('etag')).not.toBe(etag);
  });
});
