/**
 * The editors' ordered lists of a location (issue 23 curation; spec §7 discover top-picks and editor-picks): each
 * list is the feature tag '<list>-<location>' (as the streams find it, discover/experience-streams.queries.ts) and
 * its items in order, each with an optional note and dates. A list is replaced whole (a reorder is the same list in
 * a new order), in one transaction with its audit row.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { featureTagItems } from '../config/feature-tag-items.table.ts';
import { featureTags } from '../config/feature-tags.table.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { recordStaffAction } from '../staff/staff-actions.queries.ts';

export interface PickRow {
  experienceId: string;
  /** Null when the experience is gone (the item is polymorphic: no foreign key removes it). */
  experience: { name: string; slug: string; publishState: string; locationSlug: string | null } | null;
  note: string | null;
  /** Local dates (YYYY-MM-DD), inclusive; null leaves that side open. */
  startsOn: string | null;
  endsOn: string | null;
}

export interface NewPick {
  experienceId: string;
  note: string | null;
  startsOn: string | null;
  endsOn: string | null;
}

/** The feature tag slug of a location's list, as the discover streams look it up. */
export const pickTagSlug = (list: string, locationSlug: string) => `${list}-${locationSlug}`;

/** A location's list in the editors' order (feature_tag_items_tag_position_idx). */
export async function listLocationPicks(
  db: Database,
  options: { list: string; locationSlug: string },
): Promise<PickRow[]> {
  const rows = await db
    .select({
      experienceId: featureTagItems.itemId,
      name: experiences.name,
      slug: experiences.slug,
      publishState: experiences.publishState,
      locationSlug: experiences.locationSlug,
      note: featureTagItems.note,
      startsOn: featureTagItems.startsOn,
      endsOn: featureTagItems.endsOn,
    })
    .from(featureTagItems)
    .innerJoin(featureTags, eq(featureTags.id, featureTagItems.featureTagId))
    .leftJoin(experiences, eq(experiences.id, featureTagItems.itemId))
    .where(
      and(
        eq(featureTags.slug, pickTagSlug(options.list, options.locationSlug)),
        eq(featureTagItems.itemType, 'experience'),
      ),
    )
    .orderBy(asc(featureTagItems.position), asc(featureTagItems.itemId));
  return rows.map((row) => ({
    experienceId: row.experienceId,
    experience:
      row.name === null
        ? null
        : {
            name: row.name,
            slug: row.slug!,
            publishState: row.publishState!,
            locationSlug: row.locationSlug,
          },
    note: row.note,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  }));
}

const auditView = (rows: readonly (PickRow | NewPick)[]) =>
  rows.map(({ experienceId, note, startsOn, endsOn }) => ({ experienceId, note, startsOn, endsOn }));

/**
 * Replaces a location's list with `items` in their order, creating its feature tag on first use, and logs
 * SET_PICKS with the list before and after. The tag's row is locked first, so two editors saving at once apply one
 * after the other (the last save wins whole; neither is mixed into the other). Saving the same list changes nothing
 * and logs nothing.
 */
export async function replaceLocationPicks(
  db: Database,
  options: {
    actorId: string;
    list: string;
    /** The tag's display name, used when it is created. */
    listName: string;
    locationSlug: string;
    items: readonly NewPick[];
    now: Date;
  },
): Promise<{ before: PickRow[]; after: PickRow[]; changed: boolean }> {
  const slug = pickTagSlug(options.list, options.locationSlug);
  return db.transaction(async (tx) => {
    await tx
      .insert(featureTags)
      .values({ slug, name: options.listName, locationSlug: options.locationSlug })
      .onConflictDoNothing({ target: featureTags.slug });
    const [tag] = await tx
      .select({ id: featureTags.id })
      .from(featureTags)
      .where(eq(featureTags.slug, slug))
      .for('update');
    const before = await listLocationPicks(tx, options);
    const changed = JSON.stringify(auditView(before)) !== JSON.stringify(auditView(options.items));
    if (!changed) return { before, after: before, changed };
    await tx.delete(featureTagItems).where(eq(featureTagItems.featureTagId, tag!.id));
    if (options.items.length > 0) {
      await tx.insert(featureTagItems).values(
        options.items.map((item, position) => ({
          featureTagId: tag!.id,
          itemType: 'experience',
          itemId: item.experienceId,
          position,
          note: item.note,
          startsOn: item.startsOn,
          endsOn: item.endsOn,
          createdAt: options.now,
        })),
      );
    }
    await tx
      .update(featureTags)
      .set({ updatedAt: options.now, isActive: true })
      .where(eq(featureTags.id, tag!.id));
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action: 'SET_PICKS',
      targetType: 'FEATURE_TAG',
      targetId: tag!.id,
      before: { list: options.list, location: options.locationSlug, items: auditView(before) },
      after: { list: options.list, location: options.locationSlug, items: auditView(options.items) },
      at: options.now,
    });
    return { before, after: await listLocationPicks(tx, options), changed };
  });
}

/** The experiences of `ids` that exist, with their location (to refuse a pick from another city). */
export async function findExperienceLocations(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: experiences.id, locationSlug: experiences.locationSlug })
    .from(experiences)
    .where(inArray(experiences.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.locationSlug]));
}

/**
 * The editors' notes on the experiences `ids` of a location's list, by experience id (only those with a note): the
 * editor-picks and top-picks streams answer them beside the page.
 */
export async function listPickNotes(
  db: Database,
  options: { list: string; locationSlug: string; ids: readonly string[] },
): Promise<Map<string, string>> {
  if (options.ids.length === 0) return new Map();
  const rows = await db
    .select({ experienceId: featureTagItems.itemId, note: featureTagItems.note })
    .from(featureTagItems)
    .innerJoin(featureTags, eq(featureTags.id, featureTagItems.featureTagId))
    .where(
      and(
        eq(featureTags.slug, pickTagSlug(options.list, options.locationSlug)),
        eq(featureTagItems.itemType, 'experience'),
        inArray(featureTagItems.itemId, [...options.ids]),
      ),
    );
  return new Map(rows.flatMap((row) => (row.note ? [[row.experienceId, row.note] as const] : [])));
}
