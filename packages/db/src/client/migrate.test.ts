import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../schema.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER, migrate } from './migrate.ts';
import { queryRows } from './query-rows.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const tableNames = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => getTableName(table))
  .sort();

describe('migrate', () => {
  it('has applied every committed migration', async () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const rows = await queryRows<{ count: number | string }>(
      database.db,
      sql`SELECT count(*) AS count FROM drizzle.__drizzle_migrations`,
    );
    expect(Number(rows[0]?.count)).toBe(journal.entries.length);
  });

  it('is a no-op the second time', async () => {
    const countMigrations = async () =>
      (
        await queryRows<{ count: number | string }>(
          database.db,
          sql`SELECT count(*) AS count FROM drizzle.__drizzle_migrations`,
        )
      ).map((row) => Number(row.count))[0];
    const before = await countMigrations();
    await migrate(database);
    expect(await countMigrations()).toBe(before);
  });

  it('creates the pg_trgm and unaccent extensions', async () => {
    const rows = await queryRows<{ extname: string }>(
      database.db,
      sql`SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY extname`,
    );
    expect(rows.map((row) => row.extname)).toEqual(['pg_trgm', 'unaccent']);
  });

  it('creates every table of the schema, and no other', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(rows.map((row) => row.table_name).sort()).toEqual(tableNames);
    expect(tableNames.length).toBeGreaterThanOrEqual(36);
  });

  it.each(tableNames)('can read from %s', async (tableName) => {
    const rows = await queryRows<{ count: number | string }>(
      database.db,
      sql`SELECT count(*) AS count FROM ${sql.identifier(tableName)}`,
    );
    expect(Number(rows[0]?.count)).toBe(0);
  });
});
