/**
 * Leases for periodic jobs (job_leases): with several server processes only the one holding a job's lease runs
 * it. Taking the lease is one conditional UPDATE, so two processes can never both win it.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { jobLeases } from './job-leases.table.ts';

export interface LeaseOptions {
  name: string;
  /** Who takes it (e.g. host name and process id). */
  holder: string;
  now: Date;
  /** How long the lease lasts if its holder dies without releasing it. */
  ttlMs: number;
}

/** Takes the lease when it is free or expired; true when this holder now has it. */
export async function tryAcquireLease(db: Database, options: LeaseOptions): Promise<boolean> {
  await db.insert(jobLeases).values({ name: options.name }).onConflictDoNothing();
  const rows = await db
    .update(jobLeases)
    .set({
      lockedBy: options.holder,
      lockedUntil: new Date(options.now.getTime() + options.ttlMs),
      lastStartedAt: options.now,
    })
    .where(
      and(
        eq(jobLeases.name, options.name),
        or(isNull(jobLeases.lockedUntil), lt(jobLeases.lockedUntil, options.now)),
      ),
    )
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}

/** Gives the lease back (only if this holder has it) and records how the run ended. */
export async function releaseLease(
  db: Database,
  options: { name: string; holder: string; now: Date; error?: string | null },
): Promise<void> {
  await db
    .update(jobLeases)
    .set({ lockedUntil: null, lastFinishedAt: options.now, lastError: options.error ?? null })
    .where(and(eq(jobLeases.name, options.name), eq(jobLeases.lockedBy, options.holder)));
}

export async function findLease(db: Database, name: string) {
  const rows = await db.select().from(jobLeases).where(eq(jobLeases.name, name));
  return rows[0] ?? null;
}
