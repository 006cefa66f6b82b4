/**
 * What a queue of background work is, independent of who runs it: the shape of its jobs' data (checked again
 * when a job is taken, since the row may predate a deploy), how it retries, and an optional schedule. The API's
 * queues are listed in job-queues.ts; job-engine.ts runs any such list on pg-boss.
 */
import type { Database } from '@happenings/db/client';
import type { z } from 'zod';

export interface JobQueue<Payload extends z.ZodType = z.ZodType> {
  /** The data a job of this queue carries. */
  payload: Payload;
  /**
   * 'stately': at most one job waiting and one running at a time (per singletonKey), so a periodic job never
   * runs twice at once however many processes schedule it. 'standard': every job sent runs.
   */
  policy: 'standard' | 'stately';
  /** How many times a failed job is tried again before it is kept as failed. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each further one, up to retryDelayMaxSeconds. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** A run still going after this long is considered lost and tried again (the process died mid-run). */
  expireInSeconds: number;
  /** Wake waiting workers at once when a job is sent (work people wait for), instead of at their next poll. */
  isUrgent?: boolean;
  /** Runs on this cron expression (UTC), once per tick across all processes. */
  cron?: string;
  /** Jobs of this queue one process runs at the same time. */
  concurrency?: number;
}

export type JobQueues = Record<string, JobQueue>;

export type JobName<Q extends JobQueues> = keyof Q & string;

export type JobData<Q extends JobQueues, N extends JobName<Q>> = z.input<Q[N]['payload']>;

export interface SendJobOptions {
  /**
   * The job's id (a UUID): a send with the id of a job still stored (pg-boss keeps finished jobs for 7 days) stores
   * nothing and answers null, so work derived from one row (an e-mail per notification) is sent once.
   */
  id?: string;
  /**
   * Of jobs sent with the same key, one at a time: on a 'stately' queue at most one waits, and with
   * singletonSeconds at most one is sent per window of that many seconds (a second send answers null).
   */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Not before this instant (or this many seconds from now). */
  startAfter?: Date | number;
  /** Higher runs first. */
  priority?: number;
  /**
   * The id of the request (or job) that causes this one: carried with its data and written on its log line, so one
   * request's lines can be followed into its background work (docs/operations.md#logs).
   */
  requestId?: string;
}

/** The attempt a handler is running: retryCount 0 is the first try. */
export interface JobRun {
  id: string;
  retryCount: number;
  /** Aborted when the job is cancelled or its run expires. */
  signal: AbortSignal;
  /** The request that caused this job, when it was sent with one; jobs this run sends carry it on. */
  requestId?: string;
  /**
   * Sends follow-up work to a queue of the same engine (checked against that queue's schema): its id, or null
   * when nothing was stored (a singleton, or a job with that id exists).
   */
  sendJob(name: string, data: unknown, options?: SendJobOptions): Promise<string | null>;
  /** sendJob inside a transaction of ours: the job is stored only if `tx` commits, with the rows that decided it. */
  sendJobWithin(tx: Database, name: string, data: unknown, options?: SendJobOptions): Promise<string | null>;
}

/** One handler per queue; what it returns is kept with the finished job. Throwing fails the attempt. */
export type JobHandlers<Q extends JobQueues> = {
  [N in JobName<Q>]: (data: z.output<Q[N]['payload']>, run: JobRun) => Promise<unknown>;
};

/** Declares a queue; the helper only keeps the payload schema's type. */
export function defineJobQueue<Payload extends z.ZodType>(queue: JobQueue<Payload>): JobQueue<Payload> {
  return queue;
}
