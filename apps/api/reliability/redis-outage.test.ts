/**
 * docs/reliability.md "Redis stopped": the redis-server of the shared cache stops while requests that use the cache
 * run. The API keeps answering them (degraded: loading from the database, health 200 'degraded'), and when Redis
 * starts again on the same address the same process writes to it again, without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from './api-process.ts';
import { startLoad } from './load.ts';
import { type RedisServer, startRedisServer } from './redis-server.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { waitFor } from './wait-for.ts';

const CACHE_KEYS = 'happenings:cache:*';

let scratch: ScratchDatabase;
let redis: RedisServer;
let api: ApiProcess | undefined;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  redis = await startRedisServer();
  api = await startApiProcess({ databaseUrl: scratch.url, redisUrl: redis.url });
});

afterAll(async () => {
  await api?.kill('SIGKILL');
  await redis?.stop();
  await scratch?.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readHealth(server: ApiProcess) {
  const response = await server.request('/api/v1/health');
  return { status: response.status, body: (await response.json()) as { status: string; cache: unknown } };
}

describe('Redis stopped and started under load', () => {
  it('keeps answering without the shared cache, then uses Redis again without a restart', async () => {
    const server = api!;
    expect((await server.request('/api/v1/categories')).status).toBe(200);
    expect(await redis.keys(CACHE_KEYS)).not.toEqual([]);

    // Categories and the first pages of searches are read through the shared cache.
    const load = startLoad(4, (worker, iteration) => ({
      label: worker % 2 === 0 ? 'categories' : 'search',
      send: () =>
        server.request(
          worker % 2 === 0
            ? '/api/v1/categories'
            : `/api/v1/search?q=${['jazz', 'park', 'market'][iteration % 3]}&location=boston-ma`,
        ),
    }));
    await pause(500);

    await redis.stop();
    const stoppedAt = Date.now();
    await pause(2_000);
    const degraded = await readHealth(server);
    const restartedAt = Date.now();
    // The restarted server starts empty (no persistence), so any cache key in it was written after the restart;
    // the load may already have written one by the time start() returns.
    await redis.start();
    await waitFor(
      'the API to write to the restarted Redis',
      async () => (await redis.keys(CACHE_KEYS)).length > 0,
      {
        timeoutMs: 10_000,
      },
    );
    const reusedAfterMs = Date.now() - restartedAt;
    await pause(500);
    const records = await load.stop();
    const recovered = await readHealth(server);

    expect(server.isRunning(), server.output()).toBe(true);
    expect(degraded).toEqual({
      status: 200,
      body: expect.objectContaining({ status: 'degraded', cache: { status: 'unavailable', kind: 'redis' } }),
    });
    expect(recovered).toEqual({
      status: 200,
      body: expect.objectContaining({ status: 'ok', cache: { status: 'ok', kind: 'redis' } }),
    });
    const duringOutage = records.filter(
      (record) => record.startedAt < restartedAt && record.endedAt > stoppedAt,
    );
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(records.filter((record) => record.status !== 200)).toEqual([]);
    console.info(
      `[reliability] Redis stopped for ${restartedAt - stoppedAt} ms under load: ${records.length} requests, ` +
        `${duringOutage.length} during the outage, 0 failed; written to the restarted Redis after ${reusedAfterMs} ms`,
    );
  });
});
