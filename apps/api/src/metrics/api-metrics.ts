/**
 * The API process's metrics (docs/operations.md#metrics), kept with prom-client in a registry of this process and
 * served to Prometheus on a port of their own (metrics-server.ts), never on the public site.
 *
 * prom-client rather than OpenTelemetry's metrics SDK: Prometheus is what reads them, prom-client writes its text
 * format directly from one small stable package (OpenTelemetry's Prometheus exporter is still 0.x), and its default
 * metrics already measure process memory and event-loop delay. Traces are OpenTelemetry's, separately.
 *
 * Labels are few and bounded: a route is the router's template (`/api/v1/events/:id`), never the raw path, so a
 * scanner trying ten thousand paths adds no series; queues and cache namespaces are names in the code.
 * Each process keeps its own counts: Prometheus scrapes every process and sums them.
 */

import { type DatabaseHandle, observeQueries } from '@happenings/db/client';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { SharedCache } from '../cache/shared-cache.ts';
import type { JobEngine, JobRunRecord, QueueStats } from '../jobs/job-engine.ts';
import type { JobQueues } from '../jobs/job-queue.ts';

/** Seconds: from a kept answer (well under 5 ms) to a request at its 30 s statement limit. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 30];
/** Jobs range from one e-mail (tens of ms) to a refresh of every score (minutes). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

export type CacheResult = 'hit' | 'miss';
export type JobRunOutcome = 'completed' | 'failed';

/** The pool of the API's database connections (node-postgres), when it runs on PostgreSQL. */
export interface PoolState {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number | undefined };
}

export interface ApiMetrics {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  dbQueryDuration: Histogram<'outcome'>;
  keptAnswers: Counter<'result'>;
  sharedCache: Counter<'namespace' | 'result'>;
  jobDuration: Histogram<'queue' | 'outcome'>;
  jobFailures: Counter<'queue'>;
  emails: Counter<'outcome'>;
  pushes: Counter<'outcome'>;
  /** Times the database's statements, and reads its pool's connections at each scrape (PostgreSQL). */
  observeDatabase(handle: DatabaseHandle): void;
  /** Reads the pool's connections at each scrape. */
  watchPool(pool: PoolState): void;
  /**
   * What a server process observes besides requests and job runs: the database (observeDatabase), the shared
   * cache's reads, and the job queues' backlog (watchJobQueues).
   */
  observeServices(services: {
    database: DatabaseHandle;
    cache: Pick<SharedCache, 'observeReads'>;
    jobs: Pick<JobEngine<JobQueues>, 'readQueueStats'>;
    queues: string[];
  }): void;
  /** A job run's duration, and a failure (the job engine's onJobRun). */
  recordJobRun(run: JobRunRecord): void;
  /** Reads the job queues' backlog at each scrape (one query); the queues listed read 0 when nothing waits. */
  watchJobQueues(queues: string[], read: () => Promise<QueueStats[]>): void;
}

export interface ApiMetricsOptions {
  /** Process memory, CPU, event-loop delay, GC (prom-client's defaults): once per process, not per test app. */
  withProcessMetrics?: boolean;
}

export function createApiMetrics(options: ApiMetricsOptions = {}): ApiMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'api' });
  if (options.withProcessMetrics)
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];
  // What the gauges below read at each scrape, once watchPool / watchJobQueues have said where from.
  let collectPool: (() => void) | null = null;
  let collectQueues: ((gauge: Gauge<'queue'>, pick: (stats: QueueStats) => number) => Promise<void>) | null =
    null;

  const poolGauge = new Gauge({
    name: 'happenings_db_pool_connections',
    help: "Connections of the API's PostgreSQL pool: total open, idle, requests waiting for one, and the pool's maximum",
    labelNames: ['state'] as const,
    registers,
    collect: () => collectPool?.(),
  });
  const queueWaiting: Gauge<'queue'> = new Gauge({
    name: 'happenings_job_queue_waiting',
    help: 'Jobs due and not yet taken, per queue (the whole database: every process reports the same value)',
    labelNames: ['queue'] as const,
    registers,
    collect: async () => collectQueues?.(queueWaiting, (stats) => stats.waiting),
  });
  const queueOldest: Gauge<'queue'> = new Gauge({
    name: 'happenings_job_queue_oldest_waiting_seconds',
    help: 'How long the oldest job due and not yet taken has waited past its start time, per queue',
    labelNames: ['queue'] as const,
    registers,
    collect: async () => collectQueues?.(queueOldest, (stats) => stats.oldestWaitingSeconds),
  });

  const dbQueryDuration = new Histogram({
    name: 'happenings_db_query_duration_seconds',
    help: "Statements on the API's database connections, by outcome (ok, error)",
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'happenings_job_duration_seconds',
    help: 'Job runs in this process, by queue and outcome (completed, failed)',
    labelNames: ['queue', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const jobFailures = new Counter({
    name: 'happenings_job_failures_total',
    help: 'Job runs that failed in this process (retried while tries remain), per queue',
    labelNames: ['queue'] as const,
    registers,
  });

  const metrics: ApiMetrics = {
    registry,
    httpRequestDuration: new Histogram({
      name: 'happenings_http_request_duration_seconds',
      help: 'API requests by method, route template (never the raw path) and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    dbQueryDuration,
    keptAnswers: new Counter({
      name: 'happenings_kept_answers_total',
      help: "Signed-out answers asked of this process's kept answers (http/kept-answers.ts), by result (hit, miss)",
      labelNames: ['result'] as const,
      registers,
    }),
    sharedCache: new Counter({
      name: 'happenings_shared_cache_requests_total',
      help: 'Reads of the shared cache (Redis, PostgreSQL or memory), by namespace and result (hit, miss)',
      labelNames: ['namespace', 'result'] as const,
      registers,
    }),
    jobDuration,
    jobFailures,
    emails: new Counter({
      name: 'happenings_emails_total',
      help: 'E-mails of the send-email job, by outcome (sent, failed: an attempt the mail server refused)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    pushes: new Counter({
      name: 'happenings_pushes_total',
      help: 'Push messages of the send-push job, by outcome (sent; failed: a ticket error, or an attempt Expo did not take)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    observeDatabase(handle) {
      // Bound once: a statement's observation allocates no label object.
      const ok = dbQueryDuration.labels('ok');
      const error = dbQueryDuration.labels('error');
      observeQueries(handle, (seconds, isFailed) => (isFailed ? error : ok).observe(seconds));
      if (handle.kind === 'postgres') metrics.watchPool(handle.pool);
    },
    observeServices({ database, cache, jobs, queues }) {
      metrics.observeDatabase(database);
      cache.observeReads((namespace, result) => metrics.sharedCache.inc({ namespace, result }));
      metrics.watchJobQueues(queues, () => jobs.readQueueStats());
    },
    recordJobRun(run) {
      jobDuration.observe({ queue: run.queue, outcome: run.outcome }, run.durationSeconds);
      if (run.outcome === 'failed') jobFailures.inc({ queue: run.queue });
    },
    watchPool(pool) {
      collectPool = () => {
        poolGauge.set({ state: 'total' }, pool.totalCount);
        poolGauge.set({ state: 'idle' }, pool.idleCount);
        poolGauge.set({ state: 'waiting' }, pool.waitingCount);
        poolGauge.set({ state: 'max' }, pool.options.max ?? 10);
      };
    },
    watchJobQueues(queues, read) {
      // Read once per scrape, by whichever gauge is collected first.
      let pending: Promise<QueueStats[] | null> | null = null;
      const readOnce = () => {
        pending ??= read()
          // A database that does not answer leaves these gauges out of the scrape rather than failing it.
          .catch(() => null)
          .finally(() => setTimeout(() => (pending = null), 1000).unref());
        return pending;
      };
      collectQueues = async (gauge, pick) => {
        const stats = await readOnce();
        gauge.reset();
        if (!stats) return;
        for (const queue of queues) gauge.set({ queue }, 0);
        for (const one of stats) gauge.set({ queue: one.queue }, pick(one));
      };
    },
  };
  return metrics;
}
