/**
 * Editors create and change contests (issue 23 curation): each write is one transaction with its audit row
 * (CREATE_CONTEST, UPDATE_CONTEST with the fields it changed before and after). The leaderboard reads the
 * contest's dates when it is asked (contest-leaderboard.queries.ts), so it follows a change of dates at once.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { recordStaffAction } from '../staff/staff-actions.queries.ts';
import type { ContestRow } from './contests.queries.ts';
import { contests } from './contests.table.ts';

/** What an editor sets on a contest. */
export interface ContestFields {
  slug: string;
  name: string;
  description: string | null;
  locationSlug: string | null;
  rules: string | null;
  prize: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
}

const FIELDS = [
  'slug',
  'name',
  'description',
  'locationSlug',
  'rules',
  'prize',
  'startsAt',
  'endsAt',
] as const;

/** The fields as the audit log keeps them (instants as ISO text). */
function auditFields(row: Partial<ContestFields>, fields: readonly (keyof ContestFields)[]) {
  return Object.fromEntries(
    fields.map((field) => {
      const value = row[field];
      return [field, value instanceof Date ? value.toISOString() : (value ?? null)];
    }),
  );
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime()
    : a === b;

/** Every contest, the latest start first (those with no start first of all: they run now). */
export function listContests(db: Database): Promise<ContestRow[]> {
  return db
    .select()
    .from(contests)
    .orderBy(sql`${contests.startsAt} DESC NULLS FIRST`, desc(contests.createdAt));
}

export type ContestWrite =
  | { outcome: 'done'; row: ContestRow }
  | { outcome: 'slug-taken' }
  | { outcome: 'not-found' }
  /** The contest would end before it starts (one side changed, checked against the other as it is). */
  | { outcome: 'ends-before-start' };

/** Whether the error is PostgreSQL's unique violation of the contests' slug. */
function isSlugTaken(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint.includes('slug'));
}

export async function createContest(
  db: Database,
  options: { actorId: string; fields: ContestFields; now: Date },
): Promise<ContestWrite> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contests)
        .values({ ...options.fields, createdAt: options.now, updatedAt: options.now })
        .returning();
      await recordStaffAction(tx, {
        actorId: options.actorId,
        action: 'CREATE_CONTEST',
        targetType: 'CONTEST',
        targetId: row!.id,
        before: null,
        after: auditFields(row!, FIELDS),
        at: options.now,
      });
      return { outcome: 'done', row: row! } as const;
    });
  } catch (error) {
    if (isSlugTaken(error)) return { outcome: 'slug-taken' };
    throw error;
  }
}

/** Changes the given fields (the row locked first); nothing changed: nothing logged. */
export async function updateContest(
  db: Database,
  options: { actorId: string; id: string; changes: Partial<ContestFields>; now: Date },
): Promise<ContestWrite> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(contests).where(eq(contests.id, options.id)).for('update');
      if (!current) return { outcome: 'not-found' } as const;
      const startsAt = 'startsAt' in options.changes ? options.changes.startsAt : current.startsAt;
      const endsAt = 'endsAt' in options.changes ? options.changes.endsAt : current.endsAt;
      if (startsAt && endsAt && startsAt.getTime() >= endsAt.getTime()) {
        return { outcome: 'ends-before-start' } as const;
      }
      const touched = FIELDS.filter(
        (field) => field in options.changes && !sameValue(options.changes[field], current[field]),
      );
      if (touched.length === 0) return { outcome: 'done', row: current } as const;
      const [row] = await tx
        .update(contests)
        .set({ ...options.changes, updatedAt: options.now })
        .where(eq(contests.id, options.id))
        .returning();
      await recordStaffAction(tx, {
        actorId: options.actorId,
        action: 'UPDATE_CONTEST',
        targetType: 'CONTEST',
        targetId: options.id,
        before: auditFields(current, touched),
        after: auditFields(row!, touched),
        at: options.now,
      });
      return { outcome: 'done', row: row! } as const;
    });
  } catch (error) {
    if (isSlugTaken(error)) return { outcome: 'slug-taken' };
    throw error;
  }
}
