import type { DatabaseHandle } from '@happenings/db/client';
import { createTestDatabase } from '@happenings/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSilentLogger } from '../logging/logger.ts';
import { createJobEngine, type JobEngine, type JobEngineTimings } from './job-engine.ts';
import { defineJobQueue, type JobHandlers, type JobQueues } from './job-queue.ts';

/** Fast upkeep, so lost jobs are found within a second or two. */
const TIMINGS: Partial<JobEngineTimings> = { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5 };

const queues = {
  echo: defineJobQueue({
    payload: z.object({ word: z.string().max(20) }),
    policy: 'standard',
    retryLimit: 0,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 1,
    expireInSeconds: 60,
  }),
  flaky: defineJobQueue({
    payload: z.object({ failures: z.number().int() }),
    policy: 'standard',
    retryLimit: 3,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 30,
    expireInSeconds: 60,
  }),
  slow: defineJobQueue({
    payload: z.object({}),
    policy: 'standard',
    retryLimit: 2,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 1,
    expireInSeconds: 2,
  }),
  periodic: defineJobQueue({
    payload: z.object({}),
    policy: 'stately',
    cron: '*/5 * * * *',
    retryLimit: 0,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 1,
    expireInSeconds: 60,
  }),
} satisfies JobQueues;
type Queues = typeof queues;

let database: DatabaseHandle;
const engines: Array<JobEngine<Queues>> = [];
const releases: Array<() => void> = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const release of releases.splice(0)) release();
  for (const engine of engines.splice(0)) await engine.stop({ timeoutMs: 1_000 });
});
afterAll(async () => {
  await database.close();
});

const noop = async () => null;

/** An engine on the test database; handlers default to doing nothing. */
async function startEngine(handlers?: Partial<JobHandlers<Queues>>): Promise<JobEngine<Queues>> {
  const engine = createJobEngine({
    database,
    queues,
    handlers: handlers && { echo: noop, flaky: noop, slow: noop, periodic: noop, ...handlers },
    timings: TIMINGS,
    logger: createSilentLogger(),
  });
  engines.push(engine);
  await engine.start();
  return engine;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job engine', () => {
  it('runs a sent job once and keeps what its handler returned', async () => {
    const seen: string[] = [];
    const engine = await startEngine({
      echo: async ({ word }) => {
        seen.push(word);
        return { echoed: word.toUpperCase() };
      },
    });
    const id = await engine.sendJob('echo', { word: 'hello' });
    expect(id).toEqual(expect.any(String));
    expect(await engine.waitForJob('echo', id!)).toBe('completed');
    // Several polls later nobody has run it again.
    await sleep(1_500);
    expect(seen).toEqual(['hello']);
    expect(await engine.findJob('echo', id!)).toMatchObject({ retryCount: 0, output: { echoed: 'HELLO' } });
  });

  it("refuses data that does not fit the queue's schema before storing it", async () => {
    const engine = await startEngine();
    await expect(engine.sendJob('echo', { word: 'x'.repeat(21) })).rejects.toThrow(z.ZodError);
    // @ts-expect-error the data of another queue
    await expect(engine.sendJob('echo', { failures: 1 })).rejects.toThrow(z.ZodError);
  });

  it('retries a failing handler with a growing delay, then completes it', async () => {
    const attempts: Array<{ at: number; retryCount: number }> = [];
    const engine = await startEngine({
      flaky: async ({ failures }, run) => {
        attempts.push({ at: Date.now(), retryCount: run.retryCount });
        if (run.retryCount < failures) throw new Error(`failure ${run.retryCount + 1}`);
        return { after: run.retryCount };
      },
    });
    const id = await engine.sendJob('flaky', { failures: 2 });
    expect(await engine.waitForJob('flaky', id!, { timeoutMs: 20_000 })).toBe('completed');
    expect(attempts.map((attempt) => attempt.retryCount)).toEqual([0, 1, 2]);
    // Back-off from a 1 s delay: the first retry waits 1–2 s, the second 2–4 s (retryDelay · 2^n, with jitter).
    const [first, second, third] = attempts.map((attempt) => attempt.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(1_000 - 100);
    expect(third - second).toBeGreaterThanOrEqual(2_000 - 100);
    expect(await engine.findJob('flaky', id!)).toMatchObject({ retryCount: 2, output: { after: 2 } });
  });

  it('keeps a failed job as failed once its retries are spent', async () => {
    const engine = await startEngine({
      echo: async () => {
        throw new Error('never works');
      },
    });
    const id = await engine.sendJob('echo', { word: 'doomed' });
    expect(await engine.waitForJob('echo', id!)).toBe('failed');
    expect(await engine.findJob('echo', id!)).toMatchObject({
      retryCount: 0,
      output: { message: 'never works' },
    });
  });

  it('runs a job sent while no worker ran once a worker starts (a restart keeps it)', async () => {
    const sender = await startEngine();
    const id = await sender.sendJob('echo', { word: 'later' });
    await sender.stop();
    const seen: string[] = [];
    const worker = await startEngine({
      echo: async ({ word }) => {
        seen.push(word);
        return null;
      },
    });
    expect(await worker.waitForJob('echo', id!)).toBe('completed');
    expect(seen).toEqual(['later']);
  });

  it('hands a job whose run outlived its expiry (a hung process) to another worker', async () => {
    const runs: Array<{ by: string; retryCount: number }> = [];
    const hung = await startEngine({
      slow: async (_data, run) => {
        runs.push({ by: 'hung', retryCount: run.retryCount });
        // Never finishes while the test runs, and keeps its worker busy, as a hung process would.
        await new Promise<void>((resolve) => releases.push(resolve));
        return null;
      },
    });
    const id = await hung.sendJob('slow', {});
    await waitUntil(() => runs.length === 1);
    const rescuer = await startEngine({
      slow: async (_data, run) => {
        runs.push({ by: 'rescuer', retryCount: run.retryCount });
        return { attempt: run.retryCount };
      },
    });
    expect(await rescuer.waitForJob('slow', id!, { timeoutMs: 20_000 })).toBe('completed');
    expect(runs).toEqual([
      { by: 'hung', retryCount: 0 },
      { by: 'rescuer', retryCount: 1 },
    ]);
    expect(await rescuer.findJob('slow', id!)).toMatchObject({ retryCount: 1, output: { attempt: 1 } });
  });

  it('runs each job once with two engines working the same queue (two processes)', async () => {
    const runsOf = new Map<string, string[]>();
    const handlerOf =
      (engine: string) =>
      async ({ word }: { word: string }) => {
        runsOf.set(word, [...(runsOf.get(word) ?? []), engine]);
        // Slow enough that the backlog outlasts a poll of the other engine.
        await sleep(100);
        return null;
      };
    const a = await startEngine({ echo: handlerOf('a') });
    const b = await startEngine({ echo: handlerOf('b') });
    const words = Array.from({ length: 40 }, (_, i) => `word-${i}`);
    const ids = await Promise.all(words.map((word, i) => (i % 2 ? a : b).sendJob('echo', { word })));
    for (const id of ids) expect(await a.waitForJob('echo', id!)).toBe('completed');
    await sleep(1_000);
    expect([...runsOf.keys()].sort()).toEqual([...words].sort());
    for (const word of words) expect(runsOf.get(word)).toHaveLength(1);
    // Both took part.
    const engines = new Set([...runsOf.values()].flat());
    expect(engines).toEqual(new Set(['a', 'b']));
  });

  it('keeps one waiting job at a time on a stately queue, and registers its schedule', async () => {
    const engine = await startEngine();
    await engine.stop();
    // Sent while no worker takes them: the second waits behind the first, so it is not stored.
    const sender = await startEngine();
    const first = await sender.sendJob('periodic', {});
    expect(first).toEqual(expect.any(String));
    expect(await sender.sendJob('periodic', {})).toBeNull();
    const { rows } = await scheduleRows();
    expect(rows).toEqual([{ name: 'periodic', cron: '*/5 * * * *', timezone: 'UTC' }]);
  });
});

async function scheduleRows(): Promise<{ rows: Array<{ name: string; cron: string; timezone: string }> }> {
  const sqlText = 'SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name';
  if (database.kind === 'pglite') return database.client.query(sqlText);
  return database.pool.query(sqlText);
}

async function waitUntil(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Gave up waiting');
    await sleep(50);
  }
}
