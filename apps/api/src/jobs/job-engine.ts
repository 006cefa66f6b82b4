/**
 * The one way the API runs background work: pg-boss, a job queue kept in the database itself (schema `pgboss`),
 * so jobs outlive the process that sent them, are retried with back-off when they fail, and are taken by exactly
 * one process however many serve. On PostgreSQL it opens a small pool of its own on the same database (plus one
 * connection that LISTENs, so a sent job wakes a worker at once); on the embedded PGlite it shares the single
 * in-process connection through pg-boss's PGlite adapter.
 *
 * Delivery is at least once: a process killed mid-run leaves its job running until its heartbeat (PostgreSQL) or
 * its expiry runs out, and another process runs it again, so every handler must be safe to run twice.
 */
import type { Database, DatabaseHandle } from '@happenings/db/client';
import { isSaneRequestId } from '@happenings/domain/request-id';
import {
  fromPglite,
  type Job,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
  type SendOptions,
} from 'pg-boss';
import { toLoggedError } from '../logging/logged-error.ts';
import { createLogger, type Logger } from '../logging/logger.ts';
import type {
  JobData,
  JobHandlers,
  JobName,
  JobQueue,
  JobQueues,
  JobRun,
  SendJobOptions,
} from './job-queue.ts';
import { transactionExecutor } from './transaction-executor.ts';

export interface JobEngineTimings {
  /** How often lost jobs (expired, or silent past their heartbeat) are found and handed back for a retry. */
  superviseIntervalSeconds: number;
  /**
   * PostgreSQL: a running job is marked alive this often (at half this interval) and counts as lost after this
   * long without a mark, so a job of a killed process is retried in seconds rather than after its expiry. Not on
   * PGlite: its one connection may be busy in a long transaction, and no other process could take over anyway.
   */
  heartbeatSeconds: number;
  /** How often an idle worker looks for jobs that no notification announced (scheduled retries, deferrals). */
  pollingIntervalSeconds: number;
}

/** Production values: a lost job is retried within about 20 s of its process dying. */
export const DEFAULT_JOB_TIMINGS: JobEngineTimings = {
  superviseIntervalSeconds: 10,
  heartbeatSeconds: 10,
  pollingIntervalSeconds: 2,
};

/** The pg-boss pool on PostgreSQL: workers, sends and upkeep are short statements. */
const POOL_SIZE = 4;
const CONNECTION_TIMEOUT_MS = 5_000;
/** Jobs a worker takes per fetch. */
const BATCH_SIZE = 10;

export type JobOutcome = 'completed' | 'failed' | 'cancelled';

/** One queue's backlog (readQueueStats): what the metrics report as its depth and its oldest waiting job. */
export interface QueueStats {
  queue: string;
  /** Jobs due (their start time has come) and not yet taken. */
  waiting: number;
  /** How long the oldest of them has waited past its start time, in seconds; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/** What the engine tells its observer after each run (the metrics: job durations and failures). */
export interface JobRunRecord {
  queue: string;
  outcome: 'completed' | 'failed';
  durationSeconds: number;
}

/**
 * The payload key under which a job carries the id of the request that caused it (docs/operations.md#logs): added
 * to object payloads when sent, taken off before the queue's schema reads the data, and put on the job's log line.
 */
const REQUEST_ID_KEY = '_requestId';

export interface JobEngine<Q extends JobQueues> {
  /** Installs pg-boss's schema if needed, creates the queues, and (with handlers) starts workers and schedules. */
  start(): Promise<void>;
  /**
   * Stops fetching jobs and waits (at most timeoutMs) for the handlers in flight, while the engine still sends
   * (a shutdown's first step: requests in flight may still send jobs); resolves false when some were still running.
   */
  stopWorking(options: { timeoutMs: number }): Promise<boolean>;
  /** Stops taking jobs and waits (at most timeoutMs) for the handlers in flight; a job cut off is retried later. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Checks the data against the queue's schema and stores the job; its id, or null when a singleton held it back. */
  sendJob<N extends JobName<Q>>(
    name: N,
    data: JobData<Q, N>,
    options?: SendJobOptions,
  ): Promise<string | null>;
  /**
   * sendJob inside a transaction of ours: the job is stored only if `tx` commits, so the work a write causes is
   * never lost after the write nor sent for a write rolled back.
   */
  sendJobWithin<N extends JobName<Q>>(
    tx: Database,
    name: N,
    data: JobData<Q, N>,
    options?: SendJobOptions,
  ): Promise<string | null>;
  /** Waits until the queue has no job waiting, retrying or running; throws after timeoutMs (tests, scripts). */
  waitForIdle(name: JobName<Q>, options?: { timeoutMs?: number }): Promise<void>;
  /** Waits until the job has finished one way or the other; throws after timeoutMs. */
  waitForJob(name: JobName<Q>, id: string, options?: { timeoutMs?: number }): Promise<JobOutcome>;
  /** A stored job with its state, retries and output (tests, operations). */
  findJob(name: JobName<Q>, id: string): Promise<JobWithMetadata<unknown> | null>;
  /** Each queue's jobs due and not yet taken, and the age of the oldest (one query over the whole database). */
  readQueueStats(): Promise<QueueStats[]>;
}

export interface JobEngineOptions<Q extends JobQueues> {
  database: DatabaseHandle;
  queues: Q;
  /** Without handlers the engine only sends: no workers, no schedules, no upkeep (a script, a test). */
  handlers?: JobHandlers<Q>;
  timings?: Partial<JobEngineTimings>;
  /**
   * Where each job run writes its line (queue, job id, attempt, duration, outcome, the request id that caused it)
   * and pg-boss reports its warnings; by default failures and warnings go to stdout.
   */
  logger?: Logger;
  /** Told after every run (the process's metrics). */
  onJobRun?: (run: JobRunRecord) => void;
}

export function createJobEngine<Q extends JobQueues>(options: JobEngineOptions<Q>): JobEngine<Q> {
  const { database, queues, handlers } = options;
  const timings = { ...DEFAULT_JOB_TIMINGS, ...options.timings };
  const logger = options.logger ?? createLogger({ level: 'warn' });
  const isWorking = handlers !== undefined;
  const upkeep = {
    supervise: isWorking,
    schedule: isWorking,
    superviseIntervalSeconds: timings.superviseIntervalSeconds,
    monitorIntervalSeconds: timings.superviseIntervalSeconds,
    // Only a working engine listens: one that only sends has no worker to wake.
    useListenNotify: isWorking,
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...upkeep, db: fromPglite(database.client), backend: 'pglite' })
      : new PgBoss({
          ...upkeep,
          connectionString: database.url,
          max: POOL_SIZE,
          connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
          application_name: 'happenings-jobs',
        });
  // An 'error' event without a listener would end the process: connection losses are reported and pg-boss
  // carries on (its pool replaces the connection, its timers try again).
  boss.on('error', (error) => logger.error({ err: toLoggedError(error) }, 'job engine error'));
  boss.on('warning', (warning) => logger.warn(`job engine: ${warning.message}`));

  const heartbeatSeconds = database.kind === 'postgres' ? timings.heartbeatSeconds : null;
  const queueSettings = (queue: JobQueue) => ({
    retryLimit: queue.retryLimit,
    retryDelay: queue.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: queue.retryDelayMaxSeconds,
    expireInSeconds: queue.expireInSeconds,
    notify: queue.isUrgent ?? false,
  });

  const queueOf = (name: string): JobQueue => {
    const queue = queues[name];
    if (!queue) throw new Error(`No job queue named ${name}`);
    return queue;
  };

  async function startWorker(name: string, queue: JobQueue): Promise<void> {
    const handle = handlers?.[name as JobName<Q>] as
      | ((data: unknown, run: JobRun) => Promise<unknown>)
      | undefined;
    if (!handle) throw new Error(`No handler for the job queue ${name}`);
    await boss.work(
      name,
      {
        pollingIntervalSeconds: timings.pollingIntervalSeconds,
        localConcurrency: queue.concurrency ?? 1,
        // Up to BATCH_SIZE jobs per fetch, run one after another and settled one by one; while fetches come
        // back full the worker fetches again at once, so a backlog drains without waiting out the poll.
        batchSize: BATCH_SIZE,
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) results.push(await runJob(name, queue, handle, job));
        return results;
      },
    );
  }

  async function runJob(
    name: string,
    queue: JobQueue,
    handle: (data: unknown, run: JobRun) => Promise<unknown>,
    job: Job<unknown>,
  ): Promise<JobResult> {
    const started = performance.now();
    const { data, requestId } = takeRequestId(job.data);
    // One line per run (docs/operations.md#logs): never the job's data, which holds addresses and messages.
    const line = {
      queue: name,
      jobId: job.id,
      attempt: job.retryCount + 1,
      maxAttempts: queue.retryLimit + 1,
      ...(requestId ? { requestId } : {}),
    };
    const finish = (outcome: 'completed' | 'failed', error?: unknown) => {
      const durationMs = performance.now() - started;
      options.onJobRun?.({ queue: name, outcome, durationSeconds: durationMs / 1000 });
      const done = { ...line, outcome, durationMs: Math.round(durationMs * 10) / 10 };
      if (error === undefined) logger.info(done, 'job');
      else logger.error({ ...done, err: toLoggedError(error) }, 'job failed');
    };
    // The row may have been written by an older release: data that no longer fits will never run, so no retry.
    const parsed = queue.payload.safeParse(data);
    if (!parsed.success) {
      finish('failed', new Error(`data its queue no longer accepts: ${parsed.error.message}`));
      return { id: job.id, status: 'deadletter', output: { message: parsed.error.message } };
    }
    // Work this job sends on carries the same request id, so a chain of jobs reads as one.
    const inherit = (sendOptions: SendJobOptions = {}) =>
      requestId && !sendOptions.requestId ? { ...sendOptions, requestId } : sendOptions;
    try {
      const output = await handle(parsed.data, {
        id: job.id,
        retryCount: job.retryCount,
        signal: job.signal,
        ...(requestId ? { requestId } : {}),
        sendJob: (next, nextData, sendOptions) => send(next, nextData, inherit(sendOptions)),
        sendJobWithin: (tx, next, nextData, sendOptions) => send(next, nextData, inherit(sendOptions), tx),
      });
      finish('completed');
      return { id: job.id, status: 'completed', output: output ?? null };
    } catch (error) {
      finish('failed', error);
      const message = error instanceof Error ? error.message : String(error);
      return { id: job.id, status: 'failed', output: { message } };
    }
  }

  async function send(
    name: string,
    data: unknown,
    sendOptions: SendJobOptions = {},
    tx?: Database,
  ): Promise<string | null> {
    const parsed = queueOf(name).payload.parse(data) as object;
    const { startAfter, requestId, ...rest } = sendOptions;
    const payload = requestId && isPlainObject(parsed) ? { ...parsed, [REQUEST_ID_KEY]: requestId } : parsed;
    const options: SendOptions = { ...rest };
    if (startAfter !== undefined) options.startAfter = startAfter;
    if (tx) options.db = transactionExecutor(tx);
    return boss.send(name, payload, options);
  }

  return {
    async start() {
      await boss.start();
      for (const [name, queue] of Object.entries(queues)) {
        // createQueue leaves an existing queue alone; updateQueue brings its settings to this release's.
        await boss.createQueue(name, {
          policy: queue.policy,
          ...queueSettings(queue),
          ...(heartbeatSeconds === null ? {} : { heartbeatSeconds }),
        });
        await boss.updateQueue(name, { ...queueSettings(queue), heartbeatSeconds });
      }
      if (!isWorking) return;
      for (const [name, queue] of Object.entries(queues)) {
        await startWorker(name, queue);
        // Every process registers the same schedule (an upsert); pg-boss sends each tick once, and 'once' sends
        // one job for the ticks missed while no process was running.
        if (queue.cron) await boss.schedule(name, queue.cron, {}, { tz: 'UTC', missed: 'once' });
        else await boss.unschedule(name);
      }
    },

    async stopWorking({ timeoutMs }) {
      if (!isWorking) return true;
      const stopped = Promise.allSettled(
        Object.keys(queues).map((name) => boss.offWork(name, { wait: true })),
      ).then(() => true);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([stopped, late]);
      } finally {
        clearTimeout(timer);
      }
    },

    async stop(stopOptions = {}) {
      await boss.stop({ graceful: true, timeout: stopOptions.timeoutMs ?? 10_000 });
    },

    sendJob: (name, data, sendOptions) => send(name, data, sendOptions),

    sendJobWithin: (tx, name, data, sendOptions) => send(name, data, sendOptions, tx),

    async waitForIdle(name, waitOptions = {}) {
      const deadline = Date.now() + (waitOptions.timeoutMs ?? 60_000);
      for (;;) {
        const jobs = await boss.findJobs(name, { queued: true, limit: 1 });
        const running = (await boss.findJobs(name, { limit: 10_000 })).some((job) => job.state === 'active');
        if (jobs.length === 0 && !running) return;
        if (Date.now() > deadline) throw new Error(`Jobs of ${name} still pending after the wait`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    async waitForJob(name, id, waitOptions = {}) {
      const deadline = Date.now() + (waitOptions.timeoutMs ?? 60_000);
      for (;;) {
        const [job] = await boss.findJobs(name, { id });
        if (!job) throw new Error(`Job ${name} ${id} does not exist`);
        if (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled')
          return job.state;
        if (Date.now() > deadline) throw new Error(`Job ${name} ${id} still ${job.state} after the wait`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    async findJob(name, id) {
      const [job] = await boss.findJobs(name, { id });
      return job ?? null;
    },

    async readQueueStats() {
      // pg-boss's own index on waiting jobs (state < 'active', by name) serves this; deferred jobs (a retry's
      // back-off, a later start) are not waiting yet.
      const { rows } = await boss.getDb().executeSql(
        `SELECT name AS queue, count(*)::int AS waiting,
           coalesce(extract(epoch FROM now() - min(start_after)), 0)::float8 AS oldest
         FROM pgboss.job WHERE state < 'active' AND start_after <= now() GROUP BY name`,
      );
      return (rows as { queue: string; waiting: number; oldest: number }[]).map((row) => ({
        queue: row.queue,
        waiting: Number(row.waiting),
        oldestWaitingSeconds: Math.max(0, Number(row.oldest)),
      }));
    },
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A job's data without the request id it may carry (REQUEST_ID_KEY), and that id when it is a plain token. */
function takeRequestId(data: unknown): { data: unknown; requestId: string | undefined } {
  if (!isPlainObject(data) || !(REQUEST_ID_KEY in data)) return { data, requestId: undefined };
  const { [REQUEST_ID_KEY]: requestId, ...rest } = data;
  return { data: rest, requestId: isSaneRequestId(requestId as string) ? (requestId as string) : undefined };
}
