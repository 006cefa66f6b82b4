/**
 * A periodic job that several server processes may all schedule but only one runs at a time: each run first
 * takes the job's row of job_leases (one conditional UPDATE, see @happenings/db/jobs) and gives it back with how
 * the run ended. A holder that dies mid-run frees the lease after `leaseTtlMs`.
 */
import { hostname } from 'node:os';
import type { Database } from '@happenings/db/client';
import { releaseLease, tryAcquireLease } from '@happenings/db/jobs';

export interface LeasedJob<R> {
  /** Runs now unless another process holds the lease (then null); one run at a time in this process too. */
  runOnce(): Promise<R | null>;
  stop(): void;
}

export function startLeasedJob<R>(options: {
  name: string;
  db: Database;
  clock: () => number;
  intervalMs: number;
  leaseTtlMs: number;
  /** Identifies this process in job_leases.locked_by. */
  holder?: string | undefined;
  run: () => Promise<R>;
}): LeasedJob<R> {
  const { db, clock, name } = options;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  let running: Promise<R | null> | null = null;

  async function run(): Promise<R | null> {
    const now = new Date(clock());
    if (!(await tryAcquireLease(db, { name, holder, now, ttlMs: options.leaseTtlMs }))) return null;
    let error: string | null = null;
    try {
      return await options.run();
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      throw caught;
    } finally {
      await releaseLease(db, { name, holder, now: new Date(clock()), error });
    }
  }

  function runOnce(): Promise<R | null> {
    if (!running) running = run().finally(() => (running = null));
    return running;
  }

  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => console.error(`${name} failed`, error));
  }, options.intervalMs);
  timer.unref();

  return {
    runOnce,
    stop() {
      clearInterval(timer);
    },
  };
}
