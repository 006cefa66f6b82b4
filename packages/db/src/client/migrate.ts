import { createRequire } from 'node:module';
import path from 'node:path';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Schema } from './database.ts';

/**
 * The committed SQL migrations (packages/db/migrations), found through the package rather than relative to this
 * file, so the API's production build (one bundled module elsewhere) finds them too.
 */
export const MIGRATIONS_FOLDER = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@happenings/db/package.json')),
  'migrations',
);

/** Any 64-bit number shared by every process of the app: serialises migrate() across server processes. */
const MIGRATION_LOCK_KEY = 7_265_421_337;

/**
 * Applies the committed migrations that have not run yet, with drizzle-orm's migrator for the handle's driver.
 * The same function runs at start-up, in tests and in production (STYLE.md).
 */
export async function migrate(database: DatabaseHandle): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }
  // Several server processes may start at once: hold a session-level advisory lock on one connection and run
  // the migrator on that same connection, so only one of them applies a given migration.
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
