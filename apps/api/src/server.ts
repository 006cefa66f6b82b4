/**
 * Starts the API on PORT: listens at once (503 "starting" until ready), opens the database (PGlite under
 * HAPPENINGS_DATA_DIR, or DATABASE_URL), migrates it, starts the job engine (background work, jobs/job-queues.ts)
 * and serves. PROCESS_ROLE splits the two: `api` serves and only sends jobs, `worker` works the queues and answers
 * only the health probes (deploy/systemd, docs/operations.md#processes). SIGTERM drains it (the end of this file).
 * What it survives (a database fail-over, Redis stopping, kill -9) is in docs/reliability.md.
 */

import { createDatabase, type DatabaseHandle, migrate } from '@happenings/db/client';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { startHotAnswers } from './cache/hot-answers.ts';
import { selectSharedCache } from './cache/select-cache.ts';
import { readOrCreateDevelopmentSecrets } from './development-secrets.ts';
import { type ApiConfig, loadConfig } from './env.ts';
import { startingResponse } from './http/starting-response.ts';
import { createJobEngine } from './jobs/job-engine.ts';
import { createJobHandlers, JOB_QUEUES } from './jobs/job-queues.ts';
import { REFRESH_INTEREST_SCORES_JOB } from './jobs/refresh-interest-scores.job.ts';
import { toLoggedError } from './logging/logged-error.ts';
import { createLogger } from './logging/logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createApiMetrics } from './metrics/api-metrics.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';
import { installProcessGuards } from './process-guards.ts';
import { createDatabaseRateLimiter, createMemoryRateLimiter } from './rate-limit/rate-limiter.ts';
import { seedIfEmpty } from './seed/seed-database.ts';
import { createDevSmsSender } from './sms/sms-sender.ts';

installProcessGuards();

/**
 * A statement serving a request that runs longer than this is cancelled by PostgreSQL (and its request fails), so
 * a runaway query cannot hold a connection of the pool for good. Migrations and seeding have no such limit.
 */
const STATEMENT_TIMEOUT_MS = 30_000;

/** The configuration, or the end of the process with a message naming what to set (a signing secret, say). */
function loadServerConfig(): ApiConfig {
  try {
    return loadConfig(process.env, { developmentSecrets: readOrCreateDevelopmentSecrets });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const config = loadServerConfig();
const logger = createLogger(config.log);
// This process's metrics, served on METRICS_PORT when set (docs/operations.md#metrics).
const metrics = createApiMetrics({ withProcessMetrics: true });
if (config.metrics) {
  const { port } = await startMetricsServer(metrics.registry, config.metrics);
  logger.info({ port, host: config.metrics.host }, 'metrics for Prometheus at /metrics');
}
/** PROCESS_ROLE: whether this process's workers take jobs, and whether it serves more than the health probes. */
const isWorkingJobs = config.role !== 'api';
const isServingRequests = config.role !== 'worker';
// Traces (docs/operations.md#traces): the OpenTelemetry SDK is loaded only when a collector is configured, and
// before the database opens, so that every connection of its pool runs the traced driver.
const tracing = config.tracing
  ? await import('./tracing/start-tracing.ts').then(({ startTracing }) => startTracing(config.tracing!))
  : null;

// Listen before the database is ready: until the app below takes over, every request is a 503 "starting".
let handleRequest: (request: Request, ...rest: unknown[]) => Response | Promise<Response> = startingResponse;
const server = serve(
  { fetch: (request, ...rest) => handleRequest(request, ...rest), port: config.port, hostname: '0.0.0.0' },
  (info) => logger.info({ port: info.port }, 'listening: 503 "starting" until the database is prepared'),
);
// Once SIGTERM has started the drain, every answer closes its connection, so a proxy's kept-alive connections end
// one by one after their last answer instead of being cut while the proxy may be sending on them. Prepended:
// it runs before the app writes the answer's head.
let isDraining = false;
server.prependListener(
  'request',
  (_request: unknown, response: { setHeader(name: string, value: string): void }) => {
    if (isDraining) response.setHeader('connection', 'close');
  },
);
/** Set when this start loaded the demo into an empty database. */
let isSeeded = false;

/** Migrates the database and seeds a fresh one: the work before serving, which may take long. */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrate(handle);
  if (!config.seedOnStart) return;
  // First start on an empty database: load the Boston and DC demo so the product has something to show.
  const seeded = await seedIfEmpty(handle.db, {
    mediaDir: config.media.dir,
    publicUrl: config.publicUrl,
    cloudname: config.media.cloudname,
    size: config.seedSize,
  });
  if (!seeded) return;
  isSeeded = true;
  logger.info({ durationMs: Math.round(seeded.ms) }, 'seeded the demo data');
}

/** PostgreSQL: prepared over connections without a time limit, then served by a pool with one. */
async function openDatabase(): Promise<DatabaseHandle> {
  if (!config.databaseUrl) {
    const embedded = await createDatabase({ dataDir: `${config.dataDir}/pglite` });
    await prepare(embedded);
    return embedded;
  }
  const setup = await createDatabase({ url: config.databaseUrl });
  try {
    await prepare(setup);
  } finally {
    await setup.close();
  }
  return createDatabase({ url: config.databaseUrl, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
}

const database = await openDatabase();
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  outboxDir: config.outboxDir,
  dkim: config.mail.dkim,
  outboxCopy: config.mailOutboxCopy,
});

// Background work runs on pg-boss in the same database: every process of role `all` or `worker` works its queues,
// and each job (and each tick of a schedule) runs in one of them. Role `api` only sends.
const jobs = createJobEngine({
  database,
  queues: JOB_QUEUES,
  ...(isWorkingJobs
    ? {
        handlers: createJobHandlers({
          db: database.db,
          clock: Date.now,
          mailer,
          config,
          metrics,
          newsletter: config,
        }),
      }
    : {}),
  logger,
  onJobRun: (run) => metrics.recordJobRun(run),
});
await jobs.start();
// Readiness (GET /api/v1/health/ready): true from here until shutdown stops the engine.
let isJobEngineRunning = true;
if (isSeeded) {
  // Trending and top streams read precomputed scores (refreshed every 5 min): the demo's interests need theirs
  // before the first visitor, whose discover page is then shared for a minute.
  const id = await jobs.sendJob(REFRESH_INTEREST_SCORES_JOB, {});
  // An `api` process has no worker: a worker process runs it.
  if (id && isWorkingJobs) await jobs.waitForJob(REFRESH_INTEREST_SCORES_JOB, id, { timeoutMs: 120_000 });
}

const cache = selectSharedCache({
  redisUrl: config.redisUrl,
  db: database.db,
  dbKind: database.kind,
  clock: Date.now,
});
// Statements and the pool, the shared cache's reads, the queues' backlog (docs/operations.md#metrics).
metrics.observeServices({ database, cache, jobs, queues: Object.keys(JOB_QUEUES) });
// Signed-out answers kept in this process, dropped by the database's notices of changed rows.
const { hotAnswers, close: stopHotAnswers } = await startHotAnswers(database);
const app = createApp({
  db: database.db,
  dbKind: database.kind,
  config,
  mailer,
  sms: createDevSmsSender(config.outboxDir, (line) => logger.info(line)),
  rateLimiter:
    database.kind === 'postgres' ? createDatabaseRateLimiter(database.db) : createMemoryRateLimiter(),
  cache,
  hotAnswers,
  clock: Date.now,
  jobs,
  isJobEngineRunning: () => isJobEngineRunning,
  logger,
  ...(tracing ? { requestSpans: tracing.requestSpans } : {}),
  metrics,
});

// Handlers in flight, counted so that shutdown closes the database only after the last one (a client that
// hangs up does not stop its handler).
let inFlight = 0;
let onIdle: (() => void) | null = null;
const fetch: typeof app.fetch = async (request, ...rest) => {
  inFlight += 1;
  try {
    return await app.fetch(request, ...rest);
  } finally {
    inFlight -= 1;
    if (inFlight === 0) onIdle?.();
  }
};

/** A worker process answers its health probes (for systemd or a monitor) and nothing else. */
const HEALTH_PATH = '/api/v1/health';
const workerFetch: typeof fetch = (request, ...rest) => {
  const { pathname } = new URL(request.url);
  if (pathname === HEALTH_PATH || pathname.startsWith(`${HEALTH_PATH}/`)) return fetch(request, ...rest);
  return Response.json(
    {
      error: { code: 'NOT_FOUND', message: 'This is a job worker (PROCESS_ROLE=worker): it serves no API.' },
    },
    { status: 404 },
  );
};
handleRequest = (isServingRequests ? fetch : workerFetch) as typeof handleRequest;
logger.info(
  { port: config.port, database: database.kind, role: config.role },
  `Happenings API on http://localhost:${config.port}`,
);

/**
 * SIGTERM (systemd's stop, a deploy): readiness turns 503 and the workers stop fetching jobs at once; for the drain
 * (SHUTDOWN_DRAIN_SECONDS) requests are still served, each answer closing its connection, so a balancer polling
 * readiness stops sending and a proxy's kept-alive connections end cleanly; then the listener closes (a proxy's new
 * connection is refused and it tries the other process), the requests and jobs in flight get SHUTDOWN_TIMEOUT_SECONDS
 * to finish (a job cut off is retried by another process or after the restart), and the pools close.
 */
const { drainMs, timeoutMs } = config.shutdown;
let isShuttingDown = false;
let closing = false;
const closeStores = () => {
  if (closing) return;
  closing = true;
  void jobs
    .stop({ timeoutMs: 1_000 })
    .catch((error: unknown) => logger.error({ err: toLoggedError(error) }, 'stopping the job engine failed'))
    .then(() => Promise.all([cache.close(), stopHotAnswers(), database.close(), tracing?.shutdown()]))
    .finally(() => {
      logger.info('stopped');
      process.exit(0);
    });
};
const shutdown = () => {
  if (isShuttingDown) return;
  isShuttingDown = true;
  isJobEngineRunning = false;
  isDraining = true;
  logger.info(
    { drainMs, timeoutMs },
    'shutting down: readiness 503, draining, then finishing what is in flight',
  );
  // The hard bound: whatever still runs then is cut off.
  setTimeout(closeStores, drainMs + timeoutMs + 1_000).unref();
  const jobsDone = jobs.stopWorking({ timeoutMs: drainMs + timeoutMs }).then((isDone) => {
    if (!isDone) logger.warn('jobs still running at the shutdown bound: they are retried later');
  });
  const requestsDone = new Promise<void>((resolve) => setTimeout(resolve, drainMs)).then(() => {
    server.close();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    return new Promise<void>((resolve) => {
      if (inFlight === 0) resolve();
      else onIdle = resolve;
    });
  });
  void Promise.all([requestsDone, jobsDone]).then(closeStores);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
