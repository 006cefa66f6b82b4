import { eq, or } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { contests } from './contests.table.ts';

export type ContestRow = typeof contests.$inferSelect;

/** spec §7 GET /api/v2/contests/{id}: a primary-key probe. */
export async function findContestById(db: Database, id: string): Promise<ContestRow | null> {
  const [row] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
  return row ?? null;
}

/** spec §7 GET /contests/slug/{slug}: a probe of the unique index on slug. */
export async function findContestBySlug(db: Database, slug: string): Promise<ContestRow | null> {
  const [row] = await db.select().from(contests).where(eq(contests.slug, slug)).limit(1);
  return row ?? null;
}

/**
 * A contest named by its id or its slug (leaderboard/{x}, the invite sign-up's `contest`): clients hold either.
 * Both keys are unique, so at most one row matches each; the id wins should an id equal another contest's slug.
 */
export async function findContestByIdOrSlug(db: Database, idOrSlug: string): Promise<ContestRow | null> {
  const rows = await db
    .select()
    .from(contests)
    .where(or(eq(contests.id, idOrSlug), eq(contests.slug, idOrSlug)))
    .limit(2);
  return rows.find((row) => row.id === idOrSlug) ?? rows[0] ?? null;
}
