/**
 * Migration 0012 (packages/db/migrations/0012_discover_streams_on_existing_databases.sql): a database seeded
 * before the newer discover streams existed gets every stream of the seed's list when it is applied, in the seed's
 * order, as a fresh seed would configure it; running it again changes nothing; a location with no stream
 * configuration, and an operator's disabled stream, are left alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DatabaseHandle, MIGRATIONS_FOLDER } from '@happenings/db/client';
import { locations, streams } from '@happenings/db/schema';
import { createTestDatabase } from '@happenings/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildLocations } from './seed-catalogue.ts';
import { buildStreams, SEED_STREAMS } from './seed-content.ts';
import { runSql } from './seed-social.ts';

const MIGRATION = '0012_discover_streams_on_existing_databases';
/** The streams added to the seed after the first demo databases were made. */
const NEWER_STREAMS = [
  'interested-experiences',
  'top-experiences',
  'c-and-d-experiences',
  'interest-based-experiences',
];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(locations).values(buildLocations());
});
afterAll(async () => {
  await database?.close();
});

interface StreamConfig {
  location_slug: string;
  slug: string;
  title: string;
  subtitle: string | null;
  item_type: string;
  endpoint: string;
  params: Record<string, unknown>;
  limit: number;
  position: number;
  is_enabled: boolean;
}

const readStreams = (locationSlug: string) =>
  runSql<StreamConfig & Record<string, unknown>>(
    database.db,
    `SELECT location_slug, slug, title, subtitle, item_type, endpoint, params, "limit", position, is_enabled
     FROM streams WHERE location_slug = '${locationSlug}' ORDER BY position, slug`,
  );

/** What a fresh seed configures for the location, in the columns the migration writes. */
const seededStreams = (locationSlug: string): StreamConfig[] =>
  buildStreams()
    .filter((row) => row.locationSlug === locationSlug)
    .map((row) => ({
      location_slug: row.locationSlug,
      slug: row.slug,
      title: row.title,
      subtitle: row.subtitle ?? null,
      item_type: row.itemType,
      endpoint: row.endpoint,
      params: row.params ?? {},
      limit: row.limit ?? 10,
      position: row.position ?? 0,
      is_enabled: true,
    }));

/** A Boston configured as the first demo seed did: the streams of its time, numbered in page order. */
async function configureOlderBoston() {
  const older = buildStreams()
    .filter((row) => row.locationSlug === 'boston-ma' && !NEWER_STREAMS.includes(row.slug))
    .map((row, position) => ({ ...row, position }));
  await database.db.insert(streams).values(older);
  return older;
}

const runMigrationSql = () =>
  runSql(database.db, readFileSync(join(MIGRATIONS_FOLDER, `${MIGRATION}.sql`), 'utf8'));

beforeEach(async () => {
  await runSql(database.db, 'DELETE FROM streams');
});

describe('migration 0012: discover streams on existing databases', () => {
  it('lists the same streams as the seed', () => {
    const sqlText = readFileSync(join(MIGRATIONS_FOLDER, `${MIGRATION}.sql`), 'utf8');
    for (const stream of SEED_STREAMS) expect(sqlText).toContain(`('${stream.name}', `);
    expect(sqlText.match(/^\s+\('[a-z-]+', /gm)).toHaveLength(SEED_STREAMS.length);
  });

  it('is applied by migrate(): the journal lists it', () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    expect(journal.entries.map((entry) => entry.tag)).toContain(MIGRATION);
  });

  it('gives a database seeded before them the newer streams, in the seed order', async () => {
    await configureOlderBoston();
    expect((await readStreams('boston-ma')).map((row) => row.slug)).not.toContain('top-experiences');

    // What migrate() runs on a database made before this migration (later migrations change other tables).
    await runMigrationSql();

    expect(await readStreams('boston-ma')).toEqual(seededStreams('boston-ma'));
    // DC had no stream configuration (nothing seeded there): nothing is invented for it.
    expect(await readStreams('washington-dc')).toEqual([]);
  });

  it('brings deleted streams back when run again, and otherwise changes nothing', async () => {
    await database.db.insert(streams).values(buildStreams());
    await runSql(
      database.db,
      `DELETE FROM streams WHERE slug IN (${NEWER_STREAMS.map((slug) => `'${slug}'`).join(', ')})`,
    );
    await runMigrationSql();
    for (const location of ['boston-ma', 'washington-dc']) {
      expect(await readStreams(location)).toEqual(seededStreams(location));
    }

    const stamps = `SELECT md5(string_agg(id || updated_at::text, ',' ORDER BY id)) AS sum FROM streams`;
    const [before] = await runSql<{ sum: string }>(database.db, stamps);
    await runMigrationSql();
    const [after] = await runSql<{ sum: string }>(database.db, stamps);
    expect(after?.sum).toBe(before?.sum);
  });

  it('leaves a disabled stream disabled, and a complete location in its own order', async () => {
    await database.db
      .insert(streams)
      .values(
        buildStreams().map((row) =>
          row.locationSlug === 'washington-dc'
            ? { ...row, position: SEED_STREAMS.length - (row.position ?? 0) }
            : { ...row, isEnabled: row.slug !== 'roundups' },
        ),
      );
    await runSql(
      database.db,
      `DELETE FROM streams WHERE location_slug = 'boston-ma' AND slug = 'top-experiences'`,
    );
    await runMigrationSql();

    const boston = await readStreams('boston-ma');
    expect(boston.find((row) => row.slug === 'top-experiences')).toMatchObject({
      position: 4,
      is_enabled: true,
    });
    expect(boston.find((row) => row.slug === 'roundups')?.is_enabled).toBe(false);
    const dc = await readStreams('washington-dc');
    expect(dc.map((row) => row.slug)).toEqual(
      seededStreams('washington-dc')
        .map((row) => row.slug)
        .reverse(),
    );
  });
});
