/**
 * An API over a fresh, migrated database (in-memory PGlite, or a throwaway PostgreSQL database under test:pg),
 * with mail captured in a temporary outbox and a fixed clock unless told otherwise.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@happenings/db/client';
import { createTestDatabase } from '@happenings/db/testing';
import { createApp } from '../app.ts';
import { startHotAnswers } from '../cache/hot-answers.ts';
import { createMemoryCache } from '../cache/memory-cache.ts';
import type { AppDependencies } from '../context.ts';
import { loadConfig } from '../env.ts';
import { startTestJobEngine, type TestJobEngine } from '../jobs/start-test-job-engine.ts';
import { createOutboxMailer, type Mailer } from '../mail/mailer.ts';
import { createMemoryRateLimiter } from '../rate-limit/rate-limiter.ts';
import { createDevSmsSender } from '../sms/sms-sender.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  outboxDir: string;
  deps: AppDependencies;
  /** The API's job engine working on the test database, when asked for (`withJobs`). */
  jobs: TestJobEngine | null;
  close(): Promise<void>;
}

export async function createTestApp(
  options: Partial<AppDependencies> & {
    env?: Record<string, string>;
    /** Run background work as the server does (pg-boss workers); otherwise it runs inside the requests. */
    withJobs?: boolean;
    /** Keep signed-out answers in memory as the server does (cache/hot-answers.ts), fed by change notices. */
    withHotAnswers?: boolean;
  } = {},
): Promise<TestApp> {
  const { env, withJobs, withHotAnswers, ...overrides } = options;
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'happenings-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    HAPPENINGS_DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    // Suites of other features publish from fresh accounts; the review suites turn the newcomers' review on.
    REVIEW_FIRST_EVENTS: '0',
    ...env,
  });
  const mailer: Mailer = createOutboxMailer(config.outboxDir, config.mailFrom);
  const deps: AppDependencies = {
    db: database.db,
    dbKind: database.kind,
    config,
    mailer,
    sms: createDevSmsSender(config.outboxDir, () => {}),
    rateLimiter: createMemoryRateLimiter(),
    cache: createMemoryCache(() => deps.clock()),
    clock: Date.now,
    ...overrides,
  };
  const jobs = withJobs
    ? await startTestJobEngine(database, () => deps.clock(), {
        mailer,
        config,
        // Job lines and job metrics where the app's go, when the test reads them.
        ...(overrides.logger ? { logger: overrides.logger } : {}),
        ...(overrides.metrics ? { metrics: overrides.metrics } : {}),
      })
    : null;
  if (jobs) deps.jobs = jobs.engine;
  const kept = withHotAnswers ? await startHotAnswers(database) : null;
  if (kept) deps.hotAnswers = kept.hotAnswers;
  const app = createApp(deps);
  return {
    app,
    database,
    outboxDir: config.outboxDir,
    deps,
    jobs,
    async close() {
      await jobs?.stop();
      await kept?.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
