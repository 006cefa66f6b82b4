import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteConfig } from '../config/remote-config.table.ts';
import { createDatabase } from './create-database.ts';
import { readDatabaseConfig } from './env.ts';
import { migrate } from './migrate.ts';

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
