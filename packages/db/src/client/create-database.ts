import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '../schema.ts';
import type { Database, DatabaseHandle } from './database.ts';

export interface CreateDatabaseOptions {
  /** postgres://... : connect to PostgreSQL. Takes precedence over dataDir. */
  url?: string;
  /** PGlite data directory; 'memory://' or undefined for an in-memory database. */
  dataDir?: string;
  /** Pool size for PostgreSQL (default 10). */
  maxConnections?: number;
}

/**
 * Opens the database: PostgreSQL through a node-postgres Pool when `url` is given, otherwise embedded PGlite
 * (on disk at dataDir, or in memory). Call migrate() before use. Never reads process.env (see env.ts).
 */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) return createPostgresDatabase(options.url, options.maxConnections ?? 10);
  return createPgliteDatabase({ dataDir: options.dataDir });
}

function createPostgresDatabase(url: string, maxConnections: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

export interface PgliteOptions {
  dataDir?: string | undefined;
  /** A dumpDataDir() tarball to start from (used by tests to clone a migrated template). */
  loadDataDir?: Blob | undefined;
}

/**
 * Opens PGlite with the extensions the migrations create: PGlite only lets CREATE EXTENSION load what was passed
 * to its constructor.
 */
export async function createPgliteDatabase(options: PgliteOptions): Promise<DatabaseHandle> {
  const isInMemory = !options.dataDir || options.dataDir === 'memory://';
  if (!isInMemory && options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(isInMemory ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { kind: 'pglite', db, client, close: () => client.close() };
}
