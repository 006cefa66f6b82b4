/**
 * Who may see an item (spec §3 publish state, item types): a PUBLISHED experience, post or roundup is public; a
 * draft (NOT_PUBLISHED or PENDING_REVIEW) is seen only by its creator and by the owner of its host. Places have
 * no publish state. Every call that looks an item up, lists someone's interests or counts them uses these
 * conditions, so a draft is invisible (404, or simply absent from lists and counts) to everyone else, whichever
 * call asks.
 *
 * The conditions are SQL over the item tables (and over `interested` rows for lists of interests), so they run
 * inside the queries that read the items: one notion, never a second query per item.
 */
import type { ItemType } from '@happenings/domain/enums';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client/database.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { hosts } from '../hosts/hosts.table.ts';
import { notModeratedFor } from '../moderation/moderation-visibility.ts';
import { places } from '../places/places.table.ts';
import { posts } from '../posts/posts.table.ts';
import { roundups } from '../roundups/roundups.table.ts';
import { interested } from './interested.table.ts';

/**
 * The viewer, or null for a signed-out caller (who sees published items only). An SQL expression names the viewer
 * per row of an outer query (the recipient of each notification an e-mail run looks at).
 */
export type Viewer = string | SQL | null | undefined;

/** The viewer owns the host in `hostId` (hosts_owner_id_idx; the host row by its primary key). */
function ownsHost(hostId: PgColumn, viewerId: string | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${hosts} WHERE ${hosts.id} = ${hostId} AND ${hosts.ownerId} = ${viewerId})`;
}

/**
 * An experience the viewer may see: published, or created by them, or of a host they own; and not taken out of
 * view by a moderator (issue 23: hidden ones are seen by their creator only, removed ones and a banned account's
 * by nobody).
 */
export function experienceVisibleTo(viewerId: Viewer): SQL {
  const moderation = notModeratedFor('experience', experiences.id, experiences.creatorId, viewerId);
  const published = eq(experiences.publishState, 'PUBLISHED');
  if (!viewerId) return and(published, moderation)!;
  return and(
    or(published, eq(experiences.creatorId, viewerId), ownsHost(experiences.hostId, viewerId)),
    moderation,
  )!;
}

/** A post the viewer may see: published, or theirs, or of a host they own; and not moderated (as above). */
export function postVisibleTo(viewerId: Viewer): SQL {
  const moderation = notModeratedFor('post', posts.id, posts.userId, viewerId);
  const published = eq(posts.publishState, 'PUBLISHED');
  if (!viewerId) return and(published, moderation)!;
  return and(or(published, eq(posts.userId, viewerId), ownsHost(posts.hostId, viewerId)), moderation)!;
}

/** A crowd-sourced roundup the viewer may see: published, or created by them; and not moderated (as above). */
export function roundupVisibleTo(viewerId: Viewer): SQL {
  const moderation = notModeratedFor('crowd-sourced-roundup', roundups.id, roundups.creatorId, viewerId);
  const published = eq(roundups.publishState, 'PUBLISHED');
  if (!viewerId) return and(published, moderation)!;
  return and(or(published, eq(roundups.creatorId, viewerId)), moderation)!;
}

const ITEM_TABLES: Record<ItemType, PgTable & { id: PgColumn }> = {
  experience: experiences,
  post: posts,
  'crowd-sourced-roundup': roundups,
  place: places,
};

/** The visibility condition over the item's own table (places: always). */
export function itemVisibleTo(itemType: ItemType, viewerId: Viewer): SQL | undefined {
  switch (itemType) {
    case 'experience':
      return experienceVisibleTo(viewerId);
    case 'post':
      return postVisibleTo(viewerId);
    case 'crowd-sourced-roundup':
      return roundupVisibleTo(viewerId);
    case 'place':
      return undefined;
  }
}

/**
 * Over rows of `interested` (the table unaliased in the outer query): the marked item is one the viewer may see.
 * Each branch is a primary-key probe of the item's table.
 */
export function interestVisibleTo(viewerId: Viewer): SQL {
  const ofType = (itemType: ItemType) => {
    const table = ITEM_TABLES[itemType];
    return sql`(${interested.itemType} = ${itemType} AND EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = ${interested.itemId} AND ${itemVisibleTo(itemType, viewerId) ?? sql`true`}))`;
  };
  return sql`(${ofType('experience')} OR ${ofType('post')} OR ${ofType('crowd-sourced-roundup')} OR ${interested.itemType} = 'place')`;
}

/** True when the item exists and the viewer may see it (the lookup of every call about one item). */
export async function isItemVisible(
  db: Database,
  options: { itemType: ItemType; itemId: string; viewerId: Viewer },
): Promise<boolean> {
  const table = ITEM_TABLES[options.itemType];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, options.itemId), itemVisibleTo(options.itemType, options.viewerId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Of `ids`, those of items of `itemType` that anyone may see now (published and not deleted) and, unless
 * `withCanceled`, experiences that are not CANCELED. A page of ids shared a minute ago (discover streams, search)
 * drops through it what was unpublished, cancelled or deleted since. Primary-key probes of the item's table.
 */
export async function listPublicItemIds(
  db: Database,
  options: { itemType: ItemType; ids: readonly string[]; withCanceled?: boolean },
): Promise<Set<string>> {
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) return new Set();
  const table = ITEM_TABLES[options.itemType];
  const notCanceled =
    options.itemType === 'experience' && !options.withCanceled
      ? sql`${experiences.status} IS DISTINCT FROM 'CANCELED'`
      : undefined;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), itemVisibleTo(options.itemType, null), notCanceled));
  return new Set(rows.map((row) => String(row.id)));
}
