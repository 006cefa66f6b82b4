/**
 * spec §7 Roundups: crowd-sourced questions the community answers with recommendations (comments of kind
 * 'recommendation', comments.queries.ts). Reads that render roundups go through discover's listRoundupsByIds
 * (one batch loader for the stream, the list and the page); this module finds, lists, writes and deletes.
 */
import type { PublishState } from '@happenings/domain/enums';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { comments } from '../comments/comments.table.ts';
import { slugify } from '../experiences/experience-writes.queries.ts';
import { roundupVisibleTo, type Viewer } from '../interested/item-visibility.queries.ts';
import { isAfterCursor, type KeysetCursor, keysetInstant, toKeysetPage } from '../users/keyset-cursor.ts';
import { roundups } from './roundups.table.ts';

export type RoundupRow = typeof roundups.$inferSelect;

/** By id or by slug (the website's /roundup/{slug} asks by slug; clients that hold the id ask by id). */
export async function findRoundup(db: Database, idOrSlug: string): Promise<RoundupRow | null> {
  const [row] = await db
    .select()
    .from(roundups)
    .where(or(eq(roundups.id, idOrSlug), eq(roundups.slug, idOrSlug)))
    .limit(1);
  return row ?? null;
}

export interface ListRoundupsOptions {
  locationSlug?: string | undefined;
  creatorId?: string | undefined;
  /** Sees published roundups, and their own drafts. */
  viewerId: Viewer;
  limit: number;
  after?: KeysetCursor | undefined;
}

/**
 * Roundup ids newest first, keyset paged on (created_at, id) (crowd_sourced_roundups_location_idx for a location;
 * crowd_sourced_roundups_creator_idx for one creator). Roundups whose creator deleted their account are left out,
 * as the discover stream leaves them out.
 */
export async function listRoundupIds(
  db: Database,
  options: ListRoundupsOptions,
): Promise<{ ids: string[]; next: KeysetCursor | null }> {
  const rows = await db
    .select({ cursorKey: roundups.id, cursorAt: keysetInstant(roundups.createdAt) })
    .from(roundups)
    .where(
      and(
        roundupVisibleTo(options.viewerId),
        sql`${roundups.creatorId} IS NOT NULL`,
        options.locationSlug ? eq(roundups.locationSlug, options.locationSlug) : undefined,
        options.creatorId ? eq(roundups.creatorId, options.creatorId) : undefined,
        isAfterCursor(roundups.createdAt, roundups.id, options.after),
      ),
    )
    .orderBy(sql`${roundups.createdAt} DESC, ${roundups.id} DESC`)
    .limit(options.limit + 1);
  const page = toKeysetPage(rows, options.limit);
  return { ids: page.rows.map((row) => row.cursorKey), next: page.next };
}

export interface RoundupValues {
  title: string;
  description: string | null;
  creatorId: string;
  locationSlug: string;
  publishState: PublishState;
  endsAt: Date | null;
}

/** Slugs of the website's own pages under /roundup/ (/roundup/ask asks a question). */
const RESERVED_SLUGS = new Set(['ask']);

/** A short random suffix for a slug already taken ('best-ramen-4k2q'). */
const randomSuffix = () => Math.random().toString(36).slice(2, 6).padEnd(4, '0');

/**
 * Inserts a roundup with a slug from its title ('Best late-night ramen?' → 'best-late-night-ramen'), adding a
 * random suffix while the slug is taken (ON CONFLICT DO NOTHING, so concurrent askers of one question each get
 * their own page) or names one of the website's own pages.
 */
export async function createRoundup(db: Database, values: RoundupValues): Promise<RoundupRow> {
  const base = slugify(values.title, 'roundup');
  let candidate = RESERVED_SLUGS.has(base) ? `${base}-${randomSuffix()}` : base;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [row] = await db
      .insert(roundups)
      .values({
        slug: candidate,
        title: values.title,
        description: values.description,
        creatorId: values.creatorId,
        locationSlug: values.locationSlug,
        publishState: values.publishState,
        endsAt: values.endsAt,
        // created_at: the database's now() (microseconds, one clock for every process) orders the newest first.
      })
      .onConflictDoNothing({ target: roundups.slug })
      .returning();
    if (row) return row;
    candidate = `${base}-${randomSuffix()}`;
  }
  throw new Error(`No free slug for roundup '${base}'`);
}

export interface RoundupPatch {
  title?: string | undefined;
  description?: string | null | undefined;
  publishState?: PublishState | undefined;
  endsAt?: Date | null | undefined;
}

/** Changes the given fields; the slug stays, so links to the page keep working. Null when it is gone. */
export async function updateRoundup(
  db: Database,
  options: { id: string; patch: RoundupPatch; now: Date },
): Promise<RoundupRow | null> {
  const set: Partial<typeof roundups.$inferInsert> = { updatedAt: options.now };
  const { patch } = options;
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.publishState !== undefined) set.publishState = patch.publishState;
  if (patch.endsAt !== undefined) set.endsAt = patch.endsAt;
  const [row] = await db.update(roundups).set(set).where(eq(roundups.id, options.id)).returning();
  return row ?? null;
}

/**
 * Deletes a roundup and its whole thread. The roundup row goes first: that locks it, so a recommendation being
 * added meanwhile (which moves the roundup's counter first) either lands before and is deleted with the thread,
 * or finds no roundup and is refused.
 */
export async function deleteRoundup(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(roundups).where(eq(roundups.id, id)).returning({ id: roundups.id });
    if (deleted.length === 0) return false;
    const thread: SQL = and(eq(comments.subjectType, 'crowd-sourced-roundup'), eq(comments.subjectId, id))!;
    await tx.delete(comments).where(thread);
    return true;
  });
}
