/**
 * Batch loaders for a page of stream keys: one query per kind of data for the whole page, never one per row.
 * Results come back in the order of the ids asked for (missing ids are skipped).
 */

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { listCollectionPreviews } from '../collections/collection-content.queries.ts';
import { categories, experienceCategories } from '../experiences/categories.table.ts';
import type { ExperienceRow } from '../experiences/experiences.queries.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { interested } from '../interested/interested.table.ts';
import type { MediaItem } from '../media/media-item.ts';
import { notModeratedFor } from '../moderation/moderation-visibility.ts';
import { textArray } from './stream-page.ts';

/** The small user record shown next to content (spec §3 avatar user). */
export interface AvatarUserRow {
  id: string;
  numericId: number;
  username: string | null;
  name: string;
  image: string | null;
}

function inIdOrder<T>(ids: readonly string[], rows: readonly T[], idOf: (row: T) => string): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export interface ExperienceWithCategories {
  row: ExperienceRow;
  categories: string[];
}

/** The experiences with these ids and their category slugs, in the order of `ids`. */
export async function listExperiencesByIds(
  db: Database,
  ids: readonly string[],
): Promise<ExperienceWithCategories[]> {
  if (ids.length === 0) return [];
  const [rows, links] = await Promise.all([
    db
      .select()
      .from(experiences)
      // issue 23: what moderators keep out of view, and a banned account's, leaves every list at once.
      .where(
        and(
          inArray(experiences.id, [...ids]),
          notModeratedFor('experience', experiences.id, experiences.creatorId, null),
        ),
      ),
    db
      .select({ experienceId: experienceCategories.experienceId, slug: categories.slug })
      .from(experienceCategories)
      .innerJoin(categories, eq(categories.id, experienceCategories.categoryId))
      .where(inArray(experienceCategories.experienceId, [...ids]))
      .orderBy(categories.position, categories.slug),
  ]);
  const slugsById = new Map<string, string[]>();
  for (const link of links) {
    const list = slugsById.get(link.experienceId) ?? [];
    list.push(link.slug);
    slugsById.set(link.experienceId, list);
  }
  return inIdOrder(ids, rows, (row) => row.id).map((row) => ({
    row,
    categories: slugsById.get(row.id) ?? [],
  }));
}

/** Which of these items the user marked as interested. */
export async function listMarkedItemIds(
  db: Database,
  options: { userId: string; itemType: string; itemIds: readonly string[] },
): Promise<Set<string>> {
  if (options.itemIds.length === 0) return new Set();
  const rows = await db
    .select({ itemId: interested.itemId })
    .from(interested)
    .where(
      and(
        eq(interested.userId, options.userId),
        eq(interested.itemType, options.itemType),
        inArray(interested.itemId, [...options.itemIds]),
      ),
    );
  return new Set(rows.map((row) => row.itemId));
}

export interface InterestedConnections {
  /** How many people the caller follows marked the experience. */
  count: number;
  /** The most recent few of them. */
  users: AvatarUserRow[];
}

/** For each experience, the people `userId` follows who are interested in it (the latest `perItem`). */
export async function listInterestedConnections(
  db: Database,
  options: { userId: string; experienceIds: readonly string[]; perItem: number },
): Promise<Map<string, InterestedConnections>> {
  const result = new Map<string, InterestedConnections>();
  if (options.experienceIds.length === 0) return result;
  const rows = await queryRows<{
    item_id: string;
    id: string;
    numeric_id: number;
    username: string | null;
    name: string;
    image: string | null;
    total: number | string;
  }>(
    db,
    sql`SELECT * FROM (
          SELECT i.item_id, u.id, u.numeric_id, u.username, u.name, u.image,
            count(*) OVER (PARTITION BY i.item_id) AS total,
            row_number() OVER (PARTITION BY i.item_id ORDER BY i.created_at DESC, u.id) AS rn
          FROM follows f
          JOIN interested i ON i.user_id = f.followee_id AND i.item_type = 'experience'
          JOIN users u ON u.id = i.user_id
          WHERE f.follower_id = ${options.userId} AND i.item_id = ANY(${textArray(options.experienceIds)})
        ) ranked WHERE rn <= ${options.perItem} ORDER BY item_id, rn`,
  );
  for (const row of rows) {
    const entry = result.get(row.item_id) ?? { count: Number(row.total), users: [] };
    entry.users.push({
      id: row.id,
      numericId: Number(row.numeric_id),
      username: row.username,
      name: row.name,
      image: row.image,
    });
    result.set(row.item_id, entry);
  }
  return result;
}

export interface PostWithAuthor {
  id: string;
  body: string | null;
  media: MediaItem[];
  hostId: string | null;
  experienceId: string | null;
  venueId: string | null;
  experienceHashtagName: string | null;
  interestedCount: number;
  createdAt: Date;
  updatedAt: Date;
  author: AvatarUserRow;
  /** What it is about, for the card's link: the experience while it is published and in view, and the place. */
  experience: { id: string; slug: string; name: string } | null;
  venue: { id: string; name: string } | null;
}

/** Posts with their authors and what they are about, in the order of `ids`. */
export async function listPostsByIds(db: Database, ids: readonly string[]): Promise<PostWithAuthor[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    body: string | null;
    media: MediaItem[];
    host_id: string | null;
    experience_id: string | null;
    venue_id: string | null;
    experience_hashtag_name: string | null;
    interested_count: number;
    created_at: string | Date;
    updated_at: string | Date;
    user_id: string;
    numeric_id: number;
    username: string | null;
    name: string;
    image: string | null;
    experience_slug: string | null;
    experience_name: string | null;
    venue_name: string | null;
  }>(
    db,
    sql`SELECT p.id, p.body, p.media, p.host_id, p.experience_id, p.venue_id, p.experience_hashtag_name,
          p.interested_count, p.created_at, p.updated_at,
          u.id AS user_id, u.numeric_id, u.username, u.name, u.image,
          e.slug AS experience_slug, e.name AS experience_name, pl.name AS venue_name
        FROM posts p JOIN users u ON u.id = p.user_id
        LEFT JOIN experiences e ON e.id = p.experience_id AND e.publish_state = 'PUBLISHED'
          AND ${notModeratedFor('experience', sql`e.id`, sql`e.creator_id`, null)}
        LEFT JOIN places pl ON pl.id = p.venue_id
        WHERE p.id = ANY(${textArray(ids)}) AND ${notModeratedFor('post', sql`p.id`, sql`p.user_id`, null)}`,
  );
  const posts = rows.map((row) => ({
    id: row.id,
    body: row.body,
    media: parseJson<MediaItem[]>(row.media),
    hostId: row.host_id,
    experienceId: row.experience_id,
    venueId: row.venue_id,
    experienceHashtagName: row.experience_hashtag_name,
    interestedCount: Number(row.interested_count),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    author: {
      id: row.user_id,
      numericId: Number(row.numeric_id),
      username: row.username,
      name: row.name,
      image: row.image,
    },
    experience:
      row.experience_id && row.experience_slug && row.experience_name
        ? { id: row.experience_id, slug: row.experience_slug, name: row.experience_name }
        : null,
    venue: row.venue_id && row.venue_name ? { id: row.venue_id, name: row.venue_name } : null,
  }));
  return inIdOrder(ids, posts, (post) => post.id);
}

export interface CollectionMemberRow extends AvatarUserRow {
  role: string;
}

export interface CollectionSummary {
  id: string;
  documentId: string;
  name: string;
  description: string | null;
  isCommunity: boolean;
  /** How many items the viewer may see. */
  itemsCount: number;
  createdAt: Date;
  updatedAt: Date;
  owner: CollectionMemberRow;
  /** The first participants (owner first), at most `perCollection`. */
  participants: CollectionMemberRow[];
  /** The first items the viewer may see in the collection's order, at most `perCollection`. */
  items: { itemId: string; itemType: string; addedAt: Date }[];
  /** Whether the caller takes part. */
  isParticipant: boolean;
}

/**
 * Collections with their owner, first participants and first items, in the order of `ids`. Their items are the
 * ones the viewer may see (collectionItemVisibleTo, as a collection's content pages): a draft saved to a
 * collection is never previewed or counted for anyone who may not see it.
 */
export async function listCollectionsByIds(
  db: Database,
  options: { ids: readonly string[]; viewerId: string | null; perCollection: number },
): Promise<CollectionSummary[]> {
  const { ids } = options;
  if (ids.length === 0) return [];
  type UserColumns = {
    user_id: string;
    numeric_id: number;
    username: string | null;
    name: string;
    image: string | null;
  };
  const [collectionRows, memberRows, previews] = await Promise.all([
    queryRows<
      {
        id: string;
        document_id: string;
        name: string;
        description: string | null;
        is_community: boolean;
        created_at: string | Date;
        updated_at: string | Date;
        name_of_owner: string;
      } & UserColumns
    >(
      db,
      sql`SELECT c.id, c.document_id, c.name, c.description, c.is_community, c.created_at,
            c.updated_at, u.id AS user_id, u.numeric_id, u.username, u.name AS name_of_owner, u.image
          FROM collections c JOIN users u ON u.id = c.owner_id
          WHERE c.id = ANY(${textArray(ids)})
            AND ${notModeratedFor('collection', sql`c.document_id`, sql`c.owner_id`, options.viewerId)}`,
    ),
    queryRows<{ collection_id: string; role: string; is_viewer: boolean; rn: number | string } & UserColumns>(
      db,
      sql`SELECT * FROM (
            SELECT cp.collection_id, cp.role, u.id AS user_id, u.numeric_id, u.username, u.name, u.image,
              (u.id = ${options.viewerId ?? ''}) AS is_viewer,
              row_number() OVER (PARTITION BY cp.collection_id
                ORDER BY (cp.role = 'OWNER') DESC, cp.joined_at, u.id) AS rn
            FROM collection_participants cp JOIN users u ON u.id = cp.user_id
            WHERE cp.collection_id = ANY(${textArray(ids)})
          ) ranked WHERE rn <= ${options.perCollection} OR is_viewer`,
    ),
    listCollectionPreviews(db, {
      collectionIds: ids,
      viewerId: options.viewerId,
      perCollection: options.perCollection,
    }),
  ]);
  const toMember = (row: UserColumns & { role: string }, name: string): CollectionMemberRow => ({
    id: row.user_id,
    numericId: Number(row.numeric_id),
    username: row.username,
    name,
    image: row.image,
    role: row.role,
  });
  const summaries = collectionRows.map((row): CollectionSummary => {
    const members = memberRows
      .filter((member) => member.collection_id === row.id)
      .sort((a, b) => Number(a.rn) - Number(b.rn));
    return {
      id: row.id,
      documentId: row.document_id,
      name: row.name,
      description: row.description,
      isCommunity: row.is_community,
      itemsCount: previews.get(row.id)?.count ?? 0,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      owner: toMember({ ...row, role: 'OWNER' }, row.name_of_owner),
      participants: members
        .filter((member) => Number(member.rn) <= options.perCollection)
        .map((member) => toMember(member, member.name)),
      items: previews.get(row.id)?.items ?? [],
      isParticipant:
        options.viewerId !== null &&
        (members.some((member) => member.is_viewer) || row.user_id === options.viewerId),
    };
  });
  return inIdOrder(ids, summaries, (summary) => summary.id);
}

export interface RoundupWithCreator {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  media: MediaItem[];
  locationSlug: string | null;
  publishState: string;
  commentsCount: number;
  interestedCount: number;
  createdAt: Date;
  updatedAt: Date;
  creator: AvatarUserRow;
}

/** Roundups with their creators, in the order of `ids` (roundups without a creator are skipped). */
/** `viewerId`: their own roundups show to them while moderators keep them out of everyone else's view. */
export async function listRoundupsByIds(
  db: Database,
  ids: readonly string[],
  options: { viewerId?: string | null } = {},
): Promise<RoundupWithCreator[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    slug: string;
    title: string;
    description: string | null;
    media: MediaItem[];
    location_slug: string | null;
    publish_state: string;
    comments_count: number;
    interested_count: number;
    created_at: string | Date;
    updated_at: string | Date;
    user_id: string;
    numeric_id: number;
    username: string | null;
    creator_name: string;
    image: string | null;
  }>(
    db,
    sql`SELECT r.id, r.slug, r.title, r.description, r.media, r.location_slug, r.publish_state, r.comments_count,
          r.interested_count, r.created_at, r.updated_at,
          u.id AS user_id, u.numeric_id, u.username, u.name AS creator_name, u.image
        FROM crowd_sourced_roundups r JOIN users u ON u.id = r.creator_id
        WHERE r.id = ANY(${textArray(ids)})
          AND ${notModeratedFor('crowd-sourced-roundup', sql`r.id`, sql`r.creator_id`, options.viewerId)}`,
  );
  const roundups = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    media: parseJson<MediaItem[]>(row.media),
    locationSlug: row.location_slug,
    publishState: row.publish_state,
    commentsCount: Number(row.comments_count),
    interestedCount: Number(row.interested_count),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    creator: {
      id: row.user_id,
      numericId: Number(row.numeric_id),
      username: row.username,
      name: row.creator_name,
      image: row.image,
    },
  }));
  return inIdOrder(ids, roundups, (roundup) => roundup.id);
}

/** jsonb arrives parsed from both drivers; tolerate a string just in case a driver returns text. */
function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
