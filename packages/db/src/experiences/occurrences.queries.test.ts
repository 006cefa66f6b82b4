import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeExperience } from '../testing/factories.ts';
import { type BoundingBox, listOccurrencesInBox } from './occurrences.queries.ts';

/** Around downtown Boston. */
const DOWNTOWN: BoundingBox = { xmin: -71.08, ymin: 42.34, xmax: -71.04, ymax: 42.37 };
const at = (iso: string) => new Date(iso);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  // Inside the box.
  await makeExperience(db, {
    slug: 'concert',
    lat: 42.355,
    lng: -71.06,
    categories: ['music'],
    occurrences: [
      { startsAt: at('2025-06-06T23:00:00Z'), endsAt: at('2025-06-07T02:00:00Z') },
      { startsAt: at('2025-06-13T23:00:00Z'), endsAt: at('2025-06-14T02:00:00Z') },
    ],
  });
  await makeExperience(db, {
    slug: 'market',
    lat: 42.36,
    lng: -71.055,
    categories: ['food'],
    occurrences: [{ startsAt: at('2025-06-07T14:00:00Z'), endsAt: at('2025-06-07T20:00:00Z') }],
  });
  // A multi-day exhibition that started before the window and is still on.
  await makeExperience(db, {
    slug: 'exhibition',
    lat: 42.345,
    lng: -71.07,
    categories: ['art'],
    occurrences: [
      { startsAt: at('2025-05-01T14:00:00Z'), endsAt: at('2025-08-01T22:00:00Z'), isAllDay: true },
    ],
  });
  // Outside the box (Cambridge, further north-west).
  await makeExperience(db, {
    slug: 'cambridge-talk',
    lat: 42.3736,
    lng: -71.1097,
    categories: ['music'],
    occurrences: [{ startsAt: at('2025-06-07T18:00:00Z') }],
  });
  // Inside the box but not published.
  await makeExperience(db, {
    slug: 'draft',
    lat: 42.355,
    lng: -71.06,
    publishState: 'PENDING_REVIEW',
    occurrences: [{ startsAt: at('2025-06-07T18:00:00Z') }],
  });
});
afterAll(async () => {
  await database?.close();
});

// Friday 6 June 00:00 to Monday 9 June 00:00, New York time (EDT, UTC-4).
const weekend = { from: at('2025-06-06T04:00:00Z'), to: at('2025-06-09T04:00:00Z') };

describe('listOccurrencesInBox', () => {
  it('lists published occurrences in the box that overlap the window, earliest first', async () => {
    const rows = await listOccurrencesInBox(database.db, { ...weekend, box: DOWNTOWN, limit: 10, offset: 0 });
    expect(rows.map((row) => row.slug)).toEqual(['exhibition', 'concert', 'market']);
    expect(rows[1]).toMatchObject({ localDate: '2025-06-06', categories: ['music'], isAllDay: false });
    expect(rows[1]?.startsAt.toISOString()).toBe('2025-06-06T23:00:00.000Z');
  });

  it.each([
    [['music'], ['concert']],
    [
      ['food', 'art'],
      ['exhibition', 'market'],
    ],
    [['sports'], []],
    [[], ['exhibition', 'concert', 'market']],
  ])('filters by categories %j', async (categories, slugs) => {
    const rows = await listOccurrencesInBox(database.db, {
      ...weekend,
      box: DOWNTOWN,
      categories,
      limit: 10,
      offset: 0,
    });
    expect(rows.map((row) => row.slug)).toEqual(slugs);
  });

  it('pages with limit and offset', async () => {
    const page = await listOccurrencesInBox(database.db, { ...weekend, box: DOWNTOWN, limit: 1, offset: 1 });
    expect(page.map((row) => row.slug)).toEqual(['concert']);
  });

  it('treats the window end as exclusive', async () => {
    const rows = await listOccurrencesInBox(database.db, {
      from: at('2025-06-13T00:00:00Z'),
      to: at('2025-06-13T23:00:00Z'),
      box: { xmin: -71.061, ymin: 42.354, xmax: -71.059, ymax: 42.356 },
      limit: 10,
      offset: 0,
    });
    expect(rows).toEqual([]);
  });

  it('finds the box on the other side of the map: nothing of Boston in DC', async () => {
    const dc: BoundingBox = { xmin: -77.12, ymin: 38.79, xmax: -76.9, ymax: 39.0 };
    expect(await listOccurrencesInBox(database.db, { ...weekend, box: dc, limit: 10, offset: 0 })).toEqual(
      [],
    );
  });
});
