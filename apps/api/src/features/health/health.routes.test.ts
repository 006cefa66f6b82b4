import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import { createRedisCache } from '../../cache/redis-cache.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close().catch(() => {});
});

describe('GET /api/v1/health', () => {
  it('is ok when the database and the shared cache answer', async () => {
    const res = await t.app.request('/api/v1/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: { status: 'ok', kind: t.database.kind },
      cache: { status: 'ok', kind: 'memory' },
    });
  });

  it("is 200 'degraded' when only the shared cache's Redis is down: requests are still served", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Port 1: nothing listens there.
    const cache = createRedisCache('redis://127.0.0.1:1');
    try {
      const app = createApp({ ...t.deps, cache });
      const res = await app.request('/api/v1/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        status: 'degraded',
        database: { status: 'ok' },
        cache: { status: 'unavailable', kind: 'redis' },
      });
    } finally {
      await cache.close();
      warn.mockRestore();
    }
  });

  // Last: it closes the database of the file's app.
  it('is 503 when the database does not answer', async () => {
    await t.database.close();
    const res = await t.app.request('/api/v1/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', database: { status: 'unavailable' } });
  });
});
