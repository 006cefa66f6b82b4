import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, createPgliteDatabase } from '../client/create-database.ts';
import type { DatabaseHandle } from '../client/database.ts';
import { readTestDatabaseUrl } from '../client/env.ts';
import { migrate } from '../client/migrate.ts';
import { loadMigratedTemplate } from './pglite-template.ts';

/**
 * A fresh, migrated database for one test file; close() disposes of it.
 *
 * - By default: an in-memory PGlite cloned from a migrated template (see pglite-template.ts).
 * - When DATABASE_URL is set (`npm run test:pg`): a new uniquely named database on that server, migrated with
 *   the same migrate(), dropped on close, so test files never share state.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = readTestDatabaseUrl();
  if (!serverUrl) return createPgliteDatabase({ loadDataDir: await loadMigratedTemplate() });
  return createPostgresTestDatabase(serverUrl);
}

async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `happenings_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // The name is ours (letters, digits, underscores), so quoting it is enough.
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), maxConnections: 4 });
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // WITH (FORCE), PostgreSQL 13+: a connection a failed test left open must not keep the database alive.
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
