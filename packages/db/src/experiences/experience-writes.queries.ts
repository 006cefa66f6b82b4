/**
 * Creating and updating experiences (spec §7 POST /experiences, PUT /experiences/{id}). Each write is one
 * transaction: the row, its category links, its materialised occurrences and its place in the review queue
 * (review/experience-review-sync.ts) change together.
 */
import type { PublishState } from '@happenings/domain/enums';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { locations } from '../locations/locations.table.ts';
import { lockPublishState, syncExperienceReview } from '../review/experience-review-sync.ts';
import { categories, experienceCategories } from './categories.table.ts';
import type { ExperienceRow } from './experiences.queries.ts';
import { experiences } from './experiences.table.ts';
import { refreshOccurrences } from './occurrences.refresh.ts';

/** The columns a client may set; ids, slug, counters and timestamps are the database's. */
export type ExperienceValues = Omit<
  typeof experiences.$inferInsert,
  | 'id'
  | 'documentId'
  | 'slug'
  | 'interestedCount'
  | 'occurrencesUntil'
  | 'search'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt'
>;

export interface WriteExperienceOptions {
  values: ExperienceValues;
  /** Category slugs; every one must exist (see findCategorySlugs). */
  categorySlugs: readonly string[];
  now: number;
}

/** The slugs among `slugs` that exist in categories. */
export async function findCategorySlugs(db: Database, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, [...slugs]));
  return rows.map((row) => row.slug);
}

/** True when a locations row has this slug (experiences.location_slug references it). */
export async function hasLocation(db: Database, slug: string): Promise<boolean> {
  const rows = await db
    .select({ slug: locations.slug })
    .from(locations)
    .where(eq(locations.slug, slug))
    .limit(1);
  return rows.length > 0;
}

/**
 * 'Jazz at the Esplanade!' → 'jazz-at-the-esplanade'. Accents are folded, everything that is not a letter or
 * digit becomes one hyphen; an empty result becomes `fallback`.
 */
export function slugify(name: string, fallback = 'experience'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** The next free `base-N` after the highest suffix in use (only asked after `base` itself was taken). */
async function nextSlugCandidate(db: Database, base: string): Promise<string> {
  const rows = await db
    .select({ slug: experiences.slug })
    .from(experiences)
    .where(like(experiences.slug, `${base}-%`));
  let highest = 1;
  for (const { slug } of rows) {
    const suffix = slug.slice(base.length + 1);
    if (/^\d+$/.test(suffix)) highest = Math.max(highest, Number(suffix));
  }
  return `${base}-${highest + 1}`;
}

async function linkCategories(db: Database, experienceId: string, slugs: readonly string[]) {
  await db.delete(experienceCategories).where(eq(experienceCategories.experienceId, experienceId));
  if (slugs.length === 0) return;
  await db.execute(
    sql`insert into ${experienceCategories} (experience_id, category_id) select ${experienceId}, ${categories.id} from ${categories} where ${inArray(categories.slug, [...slugs])} on conflict do nothing`,
  );
}

/**
 * Inserts an experience with a unique slug derived from its name ('-2', '-3'... on collision), links its
 * categories and materialises its occurrences, in one transaction. Safe under concurrent creates: the insert
 * is `ON CONFLICT (slug) DO NOTHING`, and a lost race simply tries the next suffix.
 */
export async function createExperience(
  db: Database,
  options: WriteExperienceOptions,
): Promise<ExperienceRow> {
  const base = slugify(options.values.name);
  return db.transaction(async (tx) => {
    let candidate = base;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const [row] = await tx
        .insert(experiences)
        .values({
          ...options.values,
          slug: candidate,
          publishedAt: options.values.publishState === 'PUBLISHED' ? new Date(options.now) : null,
        })
        .onConflictDoNothing({ target: experiences.slug })
        .returning();
      if (row) {
        await linkCategories(tx, row.id, options.categorySlugs);
        await refreshOccurrences(tx, { experienceIds: [row.id], now: options.now });
        await syncExperienceReview(tx, {
          experienceId: row.id,
          before: null,
          after: row.publishState as PublishState,
          now: options.now,
        });
        return row;
      }
      candidate = await nextSlugCandidate(tx, base);
    }
    throw new Error(`could not find a free slug for '${base}'`);
  });
}

/**
 * Replaces an experience's fields and categories and re-materialises its occurrences, in one transaction.
 * The slug stays (links keep working). publishedAt is set the first time it becomes PUBLISHED. Null when the
 * experience does not exist.
 */
export async function updateExperience(
  db: Database,
  id: string,
  options: WriteExperienceOptions,
): Promise<ExperienceRow | null> {
  return db.transaction(async (tx) => {
    const before = await lockPublishState(tx, id);
    if (!before) return null;
    const [row] = await tx
      .update(experiences)
      .set({
        ...options.values,
        updatedAt: new Date(options.now),
        publishedAt:
          options.values.publishState === 'PUBLISHED'
            ? sql`coalesce(${experiences.publishedAt}, ${new Date(options.now).toISOString()}::timestamptz)`
            : experiences.publishedAt,
      })
      .where(and(eq(experiences.id, id)))
      .returning();
    if (!row) return null;
    await linkCategories(tx, row.id, options.categorySlugs);
    await refreshOccurrences(tx, { experienceIds: [row.id], now: options.now });
    await syncExperienceReview(tx, {
      experienceId: row.id,
      before,
      after: row.publishState as PublishState,
      now: options.now,
    });
    return row;
  });
}

/** The fields a host changes without sending the whole experience (status and publish state). */
export interface ExperiencePatch {
  /** spec §3 event status flags; null clears it. */
  status?: string | null | undefined;
  publishState?: PublishState | undefined;
}

/**
 * Changes the status and/or publish state of an experience in one transaction: its occurrences carry both (the
 * events map and lists read them there) and its place in the review queue follows the publish state. Null when
 * the experience does not exist.
 */
export async function patchExperience(
  db: Database,
  id: string,
  options: { patch: ExperiencePatch; now: number },
): Promise<ExperienceRow | null> {
  return db.transaction(async (tx) => {
    const before = await lockPublishState(tx, id);
    if (!before) return null;
    const { patch } = options;
    const set: Partial<typeof experiences.$inferInsert> = { updatedAt: new Date(options.now) };
    if (patch.status !== undefined) set.status = patch.status;
    if (patch.publishState !== undefined) set.publishState = patch.publishState;
    const [row] = await tx
      .update(experiences)
      .set({
        ...set,
        publishedAt:
          patch.publishState === 'PUBLISHED'
            ? sql`coalesce(${experiences.publishedAt}, ${new Date(options.now).toISOString()}::timestamptz)`
            : experiences.publishedAt,
      })
      .where(eq(experiences.id, id))
      .returning();
    if (!row) return null;
    await refreshOccurrences(tx, { experienceIds: [row.id], now: options.now });
    await syncExperienceReview(tx, {
      experienceId: row.id,
      before,
      after: row.publishState as PublishState,
      now: options.now,
    });
    return row;
  });
}
