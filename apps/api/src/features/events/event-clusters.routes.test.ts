import { refreshOccurrences } from '@happenings/db/experiences';
import { categories, experienceCategories, experiences, occurrences } from '@happenings/db/schema';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';

/** Friday 20 November 2026, 10:00 in Boston (EST, UTC-5). */
const NOW = Date.parse('2026-11-20T15:00:00Z');
/** Boston's box (the search map's first view) and a city-wide zoom. */
const CITY = 'xmin=-71.19&ymin=42.23&xmax=-70.99&ymax=42.4&zoom=11';
const MARKETS = 130;

let t: TestApp;

interface Clusters {
  total: number;
  unplaced: number;
  clusters: {
    lat: number;
    lng: number;
    count: number;
    members: { name: string; slug: string; venue: string | null; startsAt: string }[] | null;
  }[];
  error?: { details: { field: string }[] };
}

async function clusters(query: string) {
  const res = await t.app.request(`/api/v1/events/clusters?${query}`);
  return { status: res.status, body: (await res.json()) as Clusters };
}

async function searchTotal(query: string): Promise<number> {
  let total = 0;
  let cursor: string | null = null;
  do {
    const page = `${query}&type=experiences&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await t.app.request(`/api/v1/search?${page}`);
    const body = (await res.json()) as { experiences: { items: unknown[]; nextCursor: string | null } };
    total += body.experiences.items.length;
    cursor = body.experiences.nextCursor;
  } while (cursor);
  return total;
}

const sum = (body: Clusters) => body.clusters.reduce((total, cluster) => total + cluster.count, 0);

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const { db } = t.database;
  await makeLocation(db, 'boston-ma');
  // A weekly event with more occurrences in the window than the old map's page of 100 had room for.
  const weekly = await makeExperience(db, {
    name: 'Weekly Swing Dance',
    slug: 'weekly-swing-dance',
    whereName: 'Harbor Hall',
    lat: 42.352,
    lng: -71.047,
    startDate: '2026-11-03',
    endDate: '2026-11-03',
    startTime: '19:00',
    endTime: '22:00',
    repeats: 'WEEKLY',
  });
  await refreshOccurrences(db, { experienceIds: [weekly.id], now: NOW });
  // Many one-day markets over the city, all on 21 November, spread on a grid (written in bulk: one statement each).
  const spot = (index: number) => ({
    lat: 42.25 + (index % 13) * 0.01,
    lng: -71.17 + Math.floor(index / 13) * 0.015,
  });
  const first = await makeExperience(db, { name: 'Farmers Market 0', ...spot(0), categories: ['food'] });
  const [food] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'food'));
  const rows = await db
    .insert(experiences)
    .values(
      Array.from({ length: MARKETS - 1 }, (_, step) => ({
        name: `Farmers Market ${step + 1}`,
        slug: `farmers-market-${step + 1}`,
        publishState: 'PUBLISHED',
        locationSlug: 'boston-ma',
        ...spot(step + 1),
      })),
    )
    .returning({ id: experiences.id });
  const markets = [first.id, ...rows.map((row) => row.id)].map((id, index) => ({ id, ...spot(index) }));
  await db
    .insert(experienceCategories)
    .values(rows.map((row) => ({ experienceId: row.id, categoryId: food!.id })));
  await db.insert(occurrences).values(
    markets.map((market) => ({
      experienceId: market.id,
      startsAt: new Date('2026-11-21T14:00:00Z'),
      endsAt: new Date('2026-11-21T18:00:00Z'),
      localDate: '2026-11-21',
      isAllDay: false,
      locationSlug: 'boston-ma',
      lat: market.lat,
      lng: market.lng,
      categories: ['food'],
      publishState: 'PUBLISHED',
      isBoosted: false,
    })),
  );
  // Listed but with no position: counted in the total, on no map.
  await makeExperience(db, {
    name: 'Farmers Market Online',
    lat: null,
    lng: null,
    categories: ['food'],
    occurrences: [{ startsAt: new Date('2026-11-21T14:00:00Z'), endsAt: new Date('2026-11-21T18:00:00Z') }],
  });
  await makeExperience(db, {
    name: 'Draft Market',
    publishState: 'NOT_PUBLISHED',
    occurrences: [{ startsAt: new Date('2026-11-21T14:00:00Z'), endsAt: new Date('2026-11-21T18:00:00Z') }],
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/events/clusters', () => {
  it('finds what the words find: one event is one pin, named', async () => {
    const { status, body } = await clusters(`q=swing&location=boston-ma&${CITY}`);
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    expect(body.clusters).toEqual([
      {
        lat: 42.352,
        lng: -71.047,
        count: 1,
        members: [
          {
            id: expect.any(String),
            name: 'Weekly Swing Dance',
            slug: 'weekly-swing-dance',
            venue: 'Harbor Hall',
            // Its first date in the window: Tuesday 24 November, 19:00 in Boston.
            startsAt: '2026-11-25T00:00:00.000Z',
          },
        ],
      },
    ]);
  });

  it('finds a weekly event on the dates searched, months ahead', async () => {
    const { body } = await clusters(`location=boston-ma&start=2027-03-01&end=2027-03-07&${CITY}`);
    expect(body.total).toBe(1);
    expect(body.clusters[0]?.members?.[0]?.startsAt).toBe('2027-03-03T00:00:00.000Z');
    // No Tuesday in the range: nothing.
    const none = await clusters(`location=boston-ma&start=2027-03-03&end=2027-03-08&${CITY}`);
    expect(none.body).toEqual({ total: 0, unplaced: 0, clusters: [] });
  });

  it('answers every one of more than 100 results as a few clusters whose counts add up to the list', async () => {
    const search = 'q=farmers%20market&location=boston-ma&start=2026-11-21&end=2026-11-21';
    const { body } = await clusters(`${search}&${CITY}`);
    expect(body.total).toBe(MARKETS + 1);
    expect(body.unplaced).toBe(1);
    expect(sum(body)).toBe(MARKETS);
    expect(body.clusters.length).toBeLessThan(40);
    expect(body.clusters.some((cluster) => cluster.count > 5 && cluster.members === null)).toBe(true);
    expect(await searchTotal(search)).toBe(body.total);

    // Zoomed in, cells are smaller: more clusters, the same events.
    const close = await clusters(`${search}&xmin=-71.19&ymin=42.23&xmax=-70.99&ymax=42.4&zoom=14`);
    expect(close.body.clusters.length).toBeGreaterThan(body.clusters.length);
    expect(sum(close.body)).toBe(MARKETS);
    // A smaller box: only what is inside it; the total stays the search's.
    const corner = await clusters(`${search}&xmin=-71.18&ymin=42.24&xmax=-71.16&ymax=42.28&zoom=14`);
    expect(sum(corner.body)).toBe(4);
    expect(corner.body.total).toBe(MARKETS + 1);
  });

  it('filters by category like the list', async () => {
    const { body } = await clusters(
      `location=boston-ma&categories=food&start=2026-11-21&end=2026-11-21&${CITY}`,
    );
    expect(body.total).toBe(MARKETS + 1);
    const music = await clusters(`location=boston-ma&categories=music&${CITY}`);
    expect(music.body.total).toBe(0);
  });

  it('refuses a box upside down, a missing zoom and a box too large for its zoom, naming the field', async () => {
    const upsideDown = await clusters('xmin=-70&ymin=42&xmax=-71&ymax=43&zoom=10');
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.body.error?.details[0]?.field).toBe('query.xmax');
    const noZoom = await clusters('xmin=-71.19&ymin=42.23&xmax=-70.99&ymax=42.4');
    expect(noZoom.status).toBe(400);
    expect(noZoom.body.error?.details[0]?.field).toBe('query.zoom');
    const world = await clusters('xmin=-180&ymin=-85&xmax=180&ymax=85&zoom=12');
    expect(world.status).toBe(400);
    expect(world.body.error?.details[0]?.field).toBe('query.zoom');
  });
});
