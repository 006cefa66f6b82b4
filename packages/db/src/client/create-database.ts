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
  /**
   * PostgreSQL: the server cancels a statement running longer than this (statement_timeout), and the client gives
   * up on an answer 5 s after it (a server that stopped answering). None by default: migrations and seeding may run
   * long; the API passes its limit for serving requests.
   */
  statementTimeoutMs?: number;
  /** Told once per PostgreSQL connection that breaks (restart, fail-over, terminated backend); console.warn by default. */
  onConnectionError?: (error: Error) => void;
}

/** How long to wait for a connection (a new one, or a free one of a full pool) before failing the query. */
const CONNECTION_TIMEOUT_MS = 5_000;
/** How much longer than statement_timeout the client waits for the server before giving up on a query. */
const QUERY_TIMEOUT_MARGIN_MS = 5_000;

/**
 * Opens the database: PostgreSQL through a node-postgres Pool when `url` is given, otherwise embedded PGlite
 * (on disk at dataDir, or in memory). Call migrate() before use. Never reads process.env (see env.ts).
 */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) return createPostgresDatabase(options.url, options);
  return createPgliteDatabase({ dataDir: options.dataDir });
}

function createPostgresDatabase(url: string, options: CreateDatabaseOptions): DatabaseHandle {
  const timeoutMs = options.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    // A server that is down or unreachable fails the request in seconds instead of holding it open.
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    // Lets the operating system notice a server that vanished without closing the connection.
    keepAlive: true,
    ...(timeoutMs
      ? { statement_timeout: timeoutMs, query_timeout: timeoutMs + QUERY_TIMEOUT_MARGIN_MS }
      : {}),
  });
  const report =
    options.onConnectionError ??
    ((error: Error) => console.warn(`PostgreSQL connection lost (the pool replaces it): ${error.message}`));
  pool.on('connect', (client) => {
    // node-postgres listens for 'error' only on idle clients: a checked-out client whose connection breaks (a
    // transaction between two statements when the server restarts) would emit it with no listener, which ends the
    // process. With this listener the query in flight still rejects (its request answers 500), the client stops
    // being queryable, and the pool drops it on release and opens a new connection for the next query.
    let isReported = false;
    client.on('error', (error) => {
      if (isReported) return;
      isReported = true;
      report(error);
    });
  });
  // The pool repeats an idle client's error as its own; the client's listener above has reported it already.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  return { kind: 'postgres', db, pool, url, close: () => pool.end() };
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
