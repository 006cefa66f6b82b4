/**
 * The indexes are used: on a few thousand rows, after VACUUM ANALYZE (PGlite ignores GIN indexes until the
 * statistics exist, TOOLCHAIN.md), EXPLAIN of each query path names the index meant for it. No
 * `enable_seqscan = off` is needed at this size; if a future planner prefers a sequential scan on this little
 * data, set it in this file only and say so here.
 */
import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeLocation } from '../testing/factories.ts';
import { selectEventOccurrences } from './events.queries.ts';
import { selectFullTextMatches, selectFuzzyNameMatches } from './experiences.queries.ts';
import { selectOccurrencesInBox } from './occurrences.queries.ts';

const EXPERIENCE_COUNT = 3000;
const OCCURRENCES_PER_EXPERIENCE = 10;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await makeLocation(db, 'boston-ma');
  // Experiences spread over a 1 x 1 degree square around Boston, with made-up multi-word names.
  await db.execute(sql`
    INSERT INTO experiences (id, name, slug, short_description, publish_state, location_slug, lat, lng)
    SELECT 'e' || i,
           (ARRAY['Jazz', 'Harbor', 'Museum', 'Comedy', 'Market', 'Garden', 'Film', 'Poetry'])[1 + i % 8]
             || ' ' || md5(i::text) || ' ' || (ARRAY['Night', 'Festival', 'Tour', 'Show', 'Fair'])[1 + i % 5],
           'event-' || i,
           'Description number ' || i,
           'PUBLISHED',
           'boston-ma',
           41.9 + (i % 100) / 100.0,
           -71.5 + (i / 100) / 30.0
    FROM generate_series(1, ${EXPERIENCE_COUNT}) AS i`);
  // Weekly occurrences over ten weeks from 2025-06-02.
  await db.execute(sql`
    INSERT INTO occurrences (experience_id, starts_at, ends_at, local_date, location_slug, lat, lng, categories,
                             publish_state)
    SELECT e.id, s.starts_at, s.starts_at + interval '3 hours', (s.starts_at AT TIME ZONE 'America/New_York')::date,
           e.location_slug, e.lat, e.lng, ARRAY['music'], e.publish_state
    FROM experiences e
    CROSS JOIN LATERAL (
      SELECT timestamptz '2025-06-02 18:00:00-04' + (w * interval '7 days')
               + ((substr(e.id, 2)::int % 7) * interval '1 day') AS starts_at
      FROM generate_series(0, ${OCCURRENCES_PER_EXPERIENCE - 1}) AS w
    ) AS s`);
  await db.execute(sql`UPDATE experiences e SET listed_until =
    (SELECT max(o.ends_at) FROM occurrences o WHERE o.experience_id = e.id)`);
  // 300 users, each following the next 10 and interested in 10 experiences.
  await db.execute(sql`
    INSERT INTO users (id, name, email) SELECT 'u' || i, 'User ' || i, 'u' || i || '@example.test'
    FROM generate_series(1, 300) AS i`);
  await db.execute(sql`
    INSERT INTO follows (follower_id, followee_id) SELECT 'u' || i, 'u' || (1 + (i + k) % 300)
    FROM generate_series(1, 300) AS i, generate_series(1, 10) AS k`);
  await db.execute(sql`
    INSERT INTO interested (user_id, item_type, item_id) SELECT 'u' || i, 'experience', 'e' || (1 + (i * 7 + k) % 3000)
    FROM generate_series(1, 300) AS i, generate_series(1, 10) AS k`);
  await db.execute(sql`VACUUM ANALYZE`);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

async function explain(query: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`EXPLAIN ${query}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('query plans', () => {
  it('has the data it claims', async () => {
    const rows = await queryRows<{ count: number | string }>(
      database.db,
      sql`SELECT count(*) AS count FROM occurrences`,
    );
    expect(Number(rows[0]?.count)).toBe(EXPERIENCE_COUNT * OCCURRENCES_PER_EXPERIENCE);
  });

  it('answers a map box for a weekend from the GiST box+time index', async () => {
    const plan = await explain(
      selectOccurrencesInBox(database.db, {
        from: new Date('2025-06-13T04:00:00Z'),
        to: new Date('2025-06-16T04:00:00Z'),
        box: { xmin: -71.2, ymin: 42.3, xmax: -71.0, ymax: 42.4 },
        categories: ['music'],
        limit: 20,
        offset: 0,
      }),
    );
    expect(plan).toContain('occurrences_box_time_idx');
    expect(plan).not.toMatch(/Seq Scan on occurrences/);
  });

  it('pages a week of events in a city-wide box in start order, reading only the page (GET /events)', async () => {
    const plan = await explain(
      selectEventOccurrences(database.db, {
        from: new Date('2025-06-10T04:00:00Z'),
        to: new Date('2025-06-17T04:00:00Z'),
        box: { xmin: -72, ymin: 41, xmax: -68, ymax: 43 },
        limit: 21,
        offset: 0,
      }),
    );
    // Those starting in the window, in order from the btree; those already running, from the GiST index.
    expect(plan).toMatch(/Index Scan using occurrences_published_starts_idx/);
    expect(plan).toContain('occurrences_box_time_idx');
    expect(plan).not.toMatch(/Seq Scan on occurrences/);
  });

  it('answers a typo from the trigram index on name', async () => {
    const plan = await explain(
      selectFuzzyNameMatches(database.db, { query: 'jaz festivel', locationSlug: 'boston-ma', limit: 10 }),
    );
    expect(plan).toContain('experiences_name_trgm_idx');
  });

  it('answers words from the full-text GIN index', async () => {
    const plan = await explain(
      selectFullTextMatches(database.db, { query: 'poetry', locationSlug: 'boston-ma', limit: 10 }),
    );
    expect(plan).toContain('experiences_search_idx');
  });

  it('answers a slug from its unique index', async () => {
    const plan = await explain(sql`SELECT * FROM experiences WHERE slug = 'event-42'`);
    expect(plan).toContain('experiences_slug_unique');
  });

  it.each([
    // Either index led by the user's column serves it (the key or the newest-first (user, created_at) index).
    ['whom a user follows', sql`SELECT * FROM follows WHERE follower_id = 'u1'`, 'Index Cond: (follower_id'],
    ['who follows a user', sql`SELECT * FROM follows WHERE followee_id = 'u1'`, 'Index Cond: (followee_id'],
    ['what a user is interested in', sql`SELECT * FROM interested WHERE user_id = 'u1'`, 'interested_'],
    [
      'who is interested in an item',
      sql`SELECT * FROM interested WHERE item_type = 'experience' AND item_id = 'e1' ORDER BY created_at`,
      'interested_item_idx',
    ],
    [
      'a location page for a date',
      sql`SELECT * FROM occurrences WHERE location_slug = 'boston-ma' AND local_date = '2025-06-14'`,
      'occurrences_location_date_idx',
    ],
  ])('has an index for %s', async (_path, query, indexName) => {
    const plan = await explain(query);
    expect(plan).toContain(indexName);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
