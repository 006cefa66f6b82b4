import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { remoteConfig } from '../config/remote-config.table.ts';
import { createDatabase } from './create-database.ts';
import { readDatabaseConfig, readTestDatabaseUrl } from './env.ts';
import { migrate } from './migrate.ts';
import { queryRows } from './query-rows.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'happenings-db-test-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('createDatabase', () => {
  it('keeps PGlite data on disk across restarts', async () => {
    const first = await createDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await migrate(first);
    await first.db.insert(remoteConfig).values({ key: 'showNoahContestWebPage', value: true });
    await first.close();

    const second = await createDatabase({ dataDir });
    await migrate(second);
    const rows = await second.db.select().from(remoteConfig);
    await second.close();
    expect(rows).toMatchObject([{ key: 'showNoahContestWebPage', value: true }]);
  });

  it('opens node-postgres for a URL without connecting until the first query', async () => {
    const database = await createDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' });
    expect(database.kind).toBe('postgres');
    await database.close();
  });
});

const serverUrl = readTestDatabaseUrl();

describe.runIf(serverUrl)('createDatabase on PostgreSQL', () => {
  it('survives the server ending the connection of a transaction: the transaction fails, the next query runs', async () => {
    const lost: Error[] = [];
    const database = await createDatabase({
      url: serverUrl!,
      maxConnections: 2,
      onConnectionError: (error) => lost.push(error),
    });
    try {
      // The transaction holds its connection checked out of the pool, where node-postgres has no error listener.
      const transaction = database.db.transaction(async (tx) => {
        const [own] = await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
        await database.db.execute(sql`SELECT pg_terminate_backend(${own!.pid})`);
        await vi.waitFor(() => expect(lost).toHaveLength(1));
        await tx.execute(sql`SELECT 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(lost[0]?.message).toMatch(/terminating connection due to administrator command/);
      const rows = await queryRows<{ one: number }>(database.db, sql`SELECT 1 AS one`);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('has the server cancel a statement that runs past statementTimeoutMs', async () => {
    const database = await createDatabase({ url: serverUrl!, maxConnections: 1, statementTimeoutMs: 100 });
    try {
      // 57014: query_canceled, as the server reports a statement_timeout.
      await expect(database.db.execute(sql`SELECT pg_sleep(5)`)).rejects.toMatchObject({
        cause: { code: '57014' },
      });
      const rows = await queryRows<{ statement_timeout: string }>(database.db, sql`SHOW statement_timeout`);
      expect(rows).toEqual([{ statement_timeout: '100ms' }]);
    } finally {
      await database.close();
    }
  });
});

describe('readDatabaseConfig', () => {
  it.each([
    [{ DATABASE_URL: 'postgres://u@h/db' }, { url: 'postgres://u@h/db' }],
    [{ DATABASE_URL: 'postgres://u@h/db', HAPPENINGS_DATA_DIR: '/x' }, { url: 'postgres://u@h/db' }],
    [{ HAPPENINGS_DATA_DIR: '/var/lib/happenings' }, { dataDir: '/var/lib/happenings' }],
    [{ DATABASE_URL: '  ' }, { dataDir: './.data' }],
    [{}, { dataDir: './.data' }],
  ])('reads %j as %j', (env, expected) => {
    expect(readDatabaseConfig(env)).toEqual(expected);
  });
});
