import { refreshOccurrences } from '@happenings/db/experiences';
import { makeExperience } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';

/** Friday 20 November 2026, 10:00 in New York. */
const NOW = Date.parse('2026-11-20T15:00:00Z');
/** Around downtown Boston. */
const BOX = 'xmin=-71.08&ymin=42.34&xmax=-71.04&ymax=42.37';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const { db } = t.database;
  const weekly = await makeExperience(db, {
    name: 'Weekly Jazz',
    slug: 'weekly-jazz',
    lat: 42.355,
    lng: -71.06,
    startDate: '2026-11-03',
    endDate: '2026-11-03',
    startTime: '19:00',
    endTime: '22:00',
    repeats: 'WEEKLY',
    categories: ['music'],
  });
  const market = await makeExperience(db, {
    name: 'Saturday Market',
    slug: 'saturday-market',
    lat: 42.36,
    lng: -71.055,
    startDate: '2026-11-21',
    endDate: '2026-11-21',
    startTime: '09:00',
    endTime: '13:00',
    categories: ['food'],
    isBoosted: true,
  });
  const cancelled = await makeExperience(db, {
    name: 'Cancelled Talk',
    slug: 'cancelled-talk',
    lat: 42.35,
    lng: -71.06,
    startDate: '2026-11-22',
    endDate: '2026-11-22',
    startTime: '18:00',
    endTime: '19:00',
    status: 'CANCELED',
  });
  const cambridge = await makeExperience(db, {
    name: 'Cambridge Lecture',
    slug: 'cambridge-lecture',
    lat: 42.3736,
    lng: -71.1097,
    startDate: '2026-11-23',
    endDate: '2026-11-23',
    startTime: '12:00',
    endTime: '13:00',
    isBoosted: true,
  });
  const draft = await makeExperience(db, {
    name: 'Draft',
    slug: 'draft-event',
    publishState: 'NOT_PUBLISHED',
    startDate: '2026-11-21',
    endDate: '2026-11-21',
  });
  Object.assign(ids, {
    weekly: weekly.id,
    market: market.id,
    cancelled: cancelled.id,
    cambridge: cambridge.id,
  });
  await refreshOccurrences(db, {
    experienceIds: [weekly.id, market.id, cancelled.id, cambridge.id, draft.id],
    now: NOW,
  });
});
afterAll(async () => {
  await t.close();
});

type EventPage = {
  items: { startsAt: string; localDate: string; experience: { slug: string; categories: string[] } }[];
  hasMore: boolean;
};
const get = async (query: string) => {
  const res = await t.app.request(`/api/v1/events?${query}`);
  return {
    status: res.status,
    body: (await res.json()) as EventPage & { error: { details: { field: string }[] } },
  };
};

describe('GET /api/v1/events', () => {
  it('lists every occurrence of a repeating event in the box and window, with the experience', async () => {
    const { status, body } = await get(`${BOX}&start=2026-11-20&end=2026-12-01`);
    expect(status).toBe(200);
    expect(body.items.map((item) => [item.localDate, item.experience.slug])).toEqual([
      ['2026-11-21', 'saturday-market'],
      ['2026-11-22', 'cancelled-talk'],
      ['2026-11-24', 'weekly-jazz'],
      ['2026-12-01', 'weekly-jazz'],
    ]);
    expect(body.items[2]?.startsAt).toBe('2026-11-25T00:00:00.000Z');
    expect(body.items[0]?.experience.categories).toEqual(['food']);
  });

  it('filters by categories and hides statuses, boosted and experience ids', async () => {
    const music = await get(`${BOX}&start=2026-11-20&end=2026-12-01&categories=music,art`);
    expect(music.body.items.map((item) => item.experience.slug)).toEqual(['weekly-jazz', 'weekly-jazz']);
    const hidden = await get(`${BOX}&start=2026-11-20&end=2026-12-01&hide=canceled,boosted,${ids.weekly}`);
    expect(hidden.body.items).toEqual([]);
  });

  it('takes any other word in hide for an experience id, a prototype key too: nothing else is hidden', async () => {
    const window = `${BOX}&start=2026-11-20&end=2026-12-01`;
    const all = await get(window);
    for (const token of [
      '__proto__',
      '__PROTO__',
      'constructor',
      'toString',
      'valueOf',
      'canceled,__proto__',
    ]) {
      const res = await get(`${window}&hide=${token}`);
      expect(res.status, token).toBe(200);
      const expected = token.startsWith('canceled')
        ? all.body.items.filter((item) => item.experience.slug !== 'cancelled-talk')
        : all.body.items;
      expect(res.body.items, token).toEqual(expected);
    }
  });

  it('pages with size and a 0-based page', async () => {
    const first = await get(`${BOX}&start=2026-11-20&end=2026-12-01&size=3&page=0`);
    expect(first.body.items).toHaveLength(3);
    expect(first.body.hasMore).toBe(true);
    const second = await get(`${BOX}&start=2026-11-20&end=2026-12-01&size=3&page=1`);
    expect(second.body.items.map((item) => item.localDate)).toEqual(['2026-12-01']);
    expect(second.body.hasMore).toBe(false);
  });

  it('uses a location’s bounding box instead of a box', async () => {
    const { body } = await get('location=boston-ma&start=2026-11-23&end=2026-11-23');
    expect(body.items.map((item) => item.experience.slug)).toEqual(['cambridge-lecture']);
  });

  it('answers 400 naming the field', async () => {
    const partial = await get('xmin=-71&ymin=42');
    expect(partial.status).toBe(400);
    expect(partial.body.error.details[0]?.field).toBe('query.xmax');
    const size = await get('size=101');
    expect(size.body.error.details[0]?.field).toBe('query.size');
    const reversed = await get('start=2026-11-25&end=2026-11-20');
    expect(reversed.body.error.details[0]?.field).toBe('query.end');
  });

  it.each([
    ['start=0000-00-00', 'query.start'],
    ['start=2026-02-30', 'query.start'],
    ['start=1899-12-31', 'query.start'],
    ['end=9999-12-31T00:00:00Z', 'query.end'],
    ['start=2026-11-20T25:00:00Z', 'query.start'],
  ])('answers 400, not 500, for an impossible or out-of-range date (%s)', async (query, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]?.field).toBe(field);
  });
});

describe('GET /api/v1/events/boosted', () => {
  it('lists boosted published experiences with an upcoming occurrence, soonest first', async () => {
    const res = await t.app.request('/api/v1/events/boosted?location=boston-ma');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { slug: string }[] };
    expect(body.items.map((item) => item.slug)).toEqual(['saturday-market', 'cambridge-lecture']);
    const limited = (await (await t.app.request('/api/v1/events/boosted?limit=1')).json()) as {
      items: unknown[];
    };
    expect(limited.items).toHaveLength(1);
    const bad = await t.app.request('/api/v1/events/boosted?location=paris');
    expect(bad.status).toBe(400);
  });
});
