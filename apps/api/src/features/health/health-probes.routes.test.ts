import type { DatabaseHandle } from '@happenings/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';

let t: TestApp;
let isJobEngineRunning = true;
beforeAll(async () => {
  t = await createTestApp({ isJobEngineRunning: () => isJobEngineRunning });
});
afterAll(async () => {
  await t.close().catch(() => {});
});

function runSql(database: DatabaseHandle, text: string) {
  return database.kind === 'pglite' ? database.client.query(text) : database.pool.query(text);
}

describe('GET /api/v1/health/live and /ready', () => {
  it('are both 200 when the database answers, is migrated and the job engine runs', async () => {
    const live = await t.app.request('/api/v1/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/api/v1/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ready',
      notReady: [],
      database: 'ok',
      migrations: 'ok',
      pendingMigrations: [],
      jobs: 'ok',
    });
  });

  it('is not ready while the job engine is stopped; an app without one works inline', async () => {
    isJobEngineRunning = false;
    try {
      const ready = await t.app.request('/api/v1/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        status: 'not-ready',
        notReady: ['jobs'],
        jobs: 'not-running',
      });
    } finally {
      isJobEngineRunning = true;
    }
    // An app built without an engine does its background work inside the requests: nothing waits on an engine.
    const withoutEngine = createApp({ ...t.deps, isJobEngineRunning: undefined });
    const inline = await withoutEngine.request('/api/v1/health/ready');
    expect(inline.status).toBe(200);
    expect(await inline.json()).toMatchObject({ status: 'ready', jobs: 'inline' });
  });

  it('names a committed migration the database has not applied', async () => {
    const [latest] = (
      await runSql(
        t.database,
        'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
      )
    ).rows as { id: number; hash: string; created_at: string }[];
    await runSql(t.database, `delete from drizzle.__drizzle_migrations where id = ${Number(latest?.id)}`);
    try {
      const ready = await t.app.request('/api/v1/health/ready');
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { notReady: string[]; pendingMigrations: string[] };
      expect(body.notReady).toEqual(['migrations']);
      expect(body.pendingMigrations).toHaveLength(1);
    } finally {
      await runSql(
        t.database,
        `insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${Number(latest?.id)}, '${latest?.hash}', ${latest?.created_at})`,
      );
    }
    expect((await t.app.request('/api/v1/health/ready')).status).toBe(200);
  });

  // Last: it closes the database of the file's app.
  it('keeps live at 200 when the database is unreachable, while ready is 503 naming it', async () => {
    await t.database.close();
    const live = await t.app.request('/api/v1/health/live');
    expect(live.status).toBe(200);
    const ready = await t.app.request('/api/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'not-ready',
      notReady: ['database', 'migrations'],
      database: 'unavailable',
      migrations: 'unknown',
    });
    // The existing combined health call answers as it did.
    expect((await t.app.request('/api/v1/health')).status).toBe(503);
  });
});
