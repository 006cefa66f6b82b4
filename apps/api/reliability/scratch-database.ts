/**
 * A PostgreSQL database of its own for one reliability test file (reliability_<random> on the server at
 * RELIABILITY_POSTGRES_URL, default the local server's `postgres` database), migrated with the same migrate() as
 * the API, and dropped afterwards. Terminating "every connection to the database" then touches only this test's
 * connections, never another suite's.
 */
import { randomBytes } from 'node:crypto';
import { createDatabase, type DatabaseHandle, migrate } from '@happenings/db/client';

const SERVER_URL = process.env.RELIABILITY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type PostgresHandle = Extract<DatabaseHandle, { kind: 'postgres' }>;

export interface ScratchDatabase {
  name: string;
  /** The URL API processes connect with. */
  url: string;
  /** A handle on the scratch database (two connections) for factories and raw checks (`database.pool`). */
  database: PostgresHandle;
  /** Ends every backend connected to the scratch database; returns how many. */
  terminateConnections(): Promise<number>;
  drop(): Promise<void>;
}

async function openPostgres(url: string, maxConnections: number): Promise<PostgresHandle> {
  // The test's own connections to the scratch database are cut along with the API's: that is expected here.
  const handle = await createDatabase({ url, maxConnections, onConnectionError: () => {} });
  if (handle.kind !== 'postgres') throw new Error(`${url} did not open PostgreSQL`);
  return handle;
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `reliability_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  // The server's admin database, outside the pools under test: terminating the scratch database's backends
  // never ends this connection.
  const admin = await openPostgres(SERVER_URL, 1);
  // The name is ours (letters, digits, underscores), so quoting it is enough.
  await admin.pool.query(`CREATE DATABASE "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 2);
  await migrate(database);

  return {
    name,
    url: url.toString(),
    database,
    async terminateConnections() {
      const result = await admin.pool.query<{ terminated: boolean }>(
        'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      return result.rows.filter((row) => row.terminated).length;
    },
    async drop() {
      await database.close().catch(() => {});
      // WITH (FORCE), PostgreSQL 13+: API processes a failed test left running must not keep it alive.
      await admin.pool.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.close();
    },
  };
}
