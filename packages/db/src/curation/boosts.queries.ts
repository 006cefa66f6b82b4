/**
 * Boosted experiences (issue 23 curation; spec §3 isBoosted, §7 GET /events/boosted): an editor boosts an
 * experience until an instant and may unboost it earlier. The flag lives on experiences.is_boosted and its copy
 * on occurrences.is_boosted (what GET /events filters on); experience_boosts holds the end, which every read
 * compares with its own "now" (isBoostActive): an expired boost stops showing at that instant, with no job racing
 * the readers or an editor boosting again. Each change is one transaction with its audit row.
 */
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { occurrences } from '../experiences/occurrences.table.ts';
import { recordStaffAction } from '../staff/staff-actions.queries.ts';
import { experienceBoosts } from './experience-boosts.table.ts';

/**
 * Whether the boost of the experience `experienceId` (an SQL expression) still holds at `now`: true when no end is
 * recorded (older data) or the end is later. Used next to an is_boosted test.
 */
export function isBoostActive(experienceId: SQL | typeof occurrences.experienceId, now: Date): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${experienceBoosts} b
    WHERE b.experience_id = ${experienceId} AND b.boosted_until <= ${now.toISOString()}::timestamptz)`;
}

export interface BoostRow {
  experienceId: string;
  name: string;
  slug: string;
  publishState: string;
  /** Null: boosted with no end (older data); it holds until an editor unboosts it. */
  boostedUntil: Date | null;
}

/** The boosts of a location that hold at `now`, ending soonest first (experiences_boosted_idx). */
export async function listLocationBoosts(
  db: Database,
  options: { locationSlug: string; now: Date },
): Promise<BoostRow[]> {
  return db
    .select({
      experienceId: experiences.id,
      name: experiences.name,
      slug: experiences.slug,
      publishState: experiences.publishState,
      boostedUntil: experienceBoosts.boostedUntil,
    })
    .from(experiences)
    .leftJoin(experienceBoosts, eq(experienceBoosts.experienceId, experiences.id))
    .where(
      and(
        eq(experiences.isBoosted, true),
        eq(experiences.locationSlug, options.locationSlug),
        or(
          sql`${experienceBoosts.boostedUntil} IS NULL`,
          sql`${experienceBoosts.boostedUntil} > ${options.now.toISOString()}::timestamptz`,
        ),
      ),
    )
    .orderBy(sql`${experienceBoosts.boostedUntil} ASC NULLS LAST`, asc(experiences.name));
}

export interface BoostState {
  isBoosted: boolean;
  boostedUntil: Date | null;
}

export type BoostChange =
  | { outcome: 'not-found' }
  | { outcome: 'done'; before: BoostState; after: BoostState; changed: boolean };

/** The experience's row locked, with its boost as it holds at `now` (an expired boost reads as none). */
async function lockBoost(
  tx: Database,
  experienceId: string,
  now: Date,
): Promise<(BoostState & { isFlagged: boolean }) | null> {
  const [row] = await tx
    .select({ isBoosted: experiences.isBoosted, boostedUntil: experienceBoosts.boostedUntil })
    .from(experiences)
    .leftJoin(experienceBoosts, eq(experienceBoosts.experienceId, experiences.id))
    .where(eq(experiences.id, experienceId))
    .for('update', { of: experiences });
  if (!row) return null;
  const isExpired = row.boostedUntil !== null && row.boostedUntil.getTime() <= now.getTime();
  return row.isBoosted && !isExpired
    ? { isBoosted: true, boostedUntil: row.boostedUntil, isFlagged: true }
    : { isBoosted: false, boostedUntil: null, isFlagged: row.isBoosted };
}

async function setBoostFlag(tx: Database, experienceId: string, isBoosted: boolean, now: Date) {
  // updated_at moves so that answers kept about the experience (its page, pages of events) see the change.
  await tx.update(experiences).set({ isBoosted, updatedAt: now }).where(eq(experiences.id, experienceId));
  await tx.update(occurrences).set({ isBoosted }).where(eq(occurrences.experienceId, experienceId));
}

const view = (state: BoostState) => ({
  isBoosted: state.isBoosted,
  boostedUntil: state.boostedUntil?.toISOString() ?? null,
});

/** Boosts the experience until `boostedUntil` (a later call moves the end) and logs BOOST_EXPERIENCE. */
export async function boostExperience(
  db: Database,
  options: { actorId: string; experienceId: string; boostedUntil: Date; now: Date },
): Promise<BoostChange> {
  return db.transaction(async (tx) => {
    const locked = await lockBoost(tx, options.experienceId, options.now);
    if (!locked) return { outcome: 'not-found' };
    const { isFlagged: _flagged, ...before } = locked;
    const after: BoostState = { isBoosted: true, boostedUntil: options.boostedUntil };
    const changed = !before.isBoosted || before.boostedUntil?.getTime() !== options.boostedUntil.getTime();
    if (!changed) return { outcome: 'done', before, after, changed };
    await setBoostFlag(tx, options.experienceId, true, options.now);
    await tx
      .insert(experienceBoosts)
      .values({
        experienceId: options.experienceId,
        boostedUntil: options.boostedUntil,
        boostedById: options.actorId,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .onConflictDoUpdate({
        target: experienceBoosts.experienceId,
        set: { boostedUntil: options.boostedUntil, boostedById: options.actorId, updatedAt: options.now },
      });
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action: 'BOOST_EXPERIENCE',
      targetType: 'EXPERIENCE',
      targetId: options.experienceId,
      before: view(before),
      after: view(after),
      at: options.now,
    });
    return { outcome: 'done', before, after, changed };
  });
}

/**
 * Ends the experience's boost now and logs UNBOOST_EXPERIENCE. An experience not boosted (or whose boost has
 * expired) is answered as it is: nothing to log. An expired boost's leftovers are cleared either way.
 */
export async function unboostExperience(
  db: Database,
  options: { actorId: string; experienceId: string; now: Date },
): Promise<BoostChange> {
  return db.transaction(async (tx) => {
    const locked = await lockBoost(tx, options.experienceId, options.now);
    if (!locked) return { outcome: 'not-found' };
    const { isFlagged, ...before } = locked;
    const after: BoostState = { isBoosted: false, boostedUntil: null };
    // The flag goes with the end: a flag left without its end would read as a boost with none.
    await tx.delete(experienceBoosts).where(eq(experienceBoosts.experienceId, options.experienceId));
    if (isFlagged) await setBoostFlag(tx, options.experienceId, false, options.now);
    if (!before.isBoosted) return { outcome: 'done', before, after, changed: false };
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action: 'UNBOOST_EXPERIENCE',
      targetType: 'EXPERIENCE',
      targetId: options.experienceId,
      before: view(before),
      after: view(after),
      at: options.now,
    });
    return { outcome: 'done', before, after, changed: true };
  });
}
