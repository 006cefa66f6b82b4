/**
 * Searching roundups by their question reads the indexes of migration 0011: on a few thousand roundups, after
 * VACUUM ANALYZE (PGlite ignores GIN indexes until the statistics exist, TOOLCHAIN.md), EXPLAIN of the search's
 * candidates names the full-text index for words and the trigram index for typos, and scans no whole table.
 */
import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeLocation, makeUser } from '../testing/factories.ts';
import { selectRoundupMatches } from './search.queries.ts';

const ROUNDUP_COUNT = 3000;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await makeLocation(db, 'boston-ma');
  const asker = await makeUser(db);
  await db.execute(sql`
    INSERT INTO crowd_sourced_roundups (slug, title, creator_id, location_slug, comments_count)
    SELECT 'roundup-' || i,
           (ARRAY['Best', 'Cheapest', 'Quietest', 'Newest'])[1 + i % 4] || ' '
             || (ARRAY['ramen', 'brunch', 'jazz bar', 'bookshop', 'museum', 'rooftop'])[1 + i % 6] || ' near '
             || md5(i::text) || '?',
           ${asker.id}, 'boston-ma', i % 17
    FROM generate_series(1, ${ROUNDUP_COUNT}) AS i`);
  await db.execute(sql`VACUUM ANALYZE`);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

async function explain(query: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`EXPLAIN ${query}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('roundup search plan', () => {
  it('finds words through the full-text index and typos through the trigram index', async () => {
    const plan = await explain(selectRoundupMatches('ramen', 'boston-ma'));
    expect(plan).toContain('crowd_sourced_roundups_title_search_idx');
    expect(plan).toContain('crowd_sourced_roundups_title_trgm_idx');
    // The moderation probes (moderated_items, the author's ban) read tables of a row or none here, which the
    // planner scans whole at that size; the roundups themselves must never be.
    expect(plan).not.toMatch(/Seq Scan on crowd_sourced_roundups/);
  });

  it('finds matches', async () => {
    const rows = await queryRows<{ id: string }>(database.db, selectRoundupMatches('ramen', 'boston-ma'));
    expect(rows).toHaveLength(ROUNDUP_COUNT / 6);
  });
});
