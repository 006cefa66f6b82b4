/**
 * What the weekly newsletter is composed from that the discover streams do not already answer (issue 27): the
 * experiences first published this week, a roundup's leading recommendations, the places they point at, and
 * the editors' search for an item to add to an issue.
 */

import type { MediaItem } from '@happenings/domain/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { isListed } from '../discover/experience-streams.queries.ts';
import { instantParam, textArray } from '../discover/stream-page.ts';

/**
 * "New this week": listed experiences of the location first published in [since, now), newest first. Reads
 * experiences_listed_idx for the location and filters on published_at.
 */
export async function listNewlyPublishedExperienceIds(
  db: Database,
  options: { locationSlug: string; since: Date; now: Date; limit: number },
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT e.id FROM experiences e
        WHERE ${isListed(options)} AND e.published_at >= ${instantParam(options.since)}
          AND e.published_at < ${instantParam(options.now)}
        ORDER BY e.published_at DESC, e.id LIMIT ${options.limit}`,
  );
  return rows.map((row) => row.id);
}

export interface LeadingRecommendation {
  itemType: 'experience' | 'place';
  itemId: string;
  name: string;
  /** The experience's slug; null for a place. */
  slug: string | null;
  media: MediaItem[];
  /** The recommendation's own words. */
  body: string;
}

/**
 * A roundup's leading recommendations: its top-level, not deleted recommendations that point at an experience
 * still published or a place, by the 'top' rank (comments_subject_top_idx), one per recommended item.
 */
export async function listLeadingRecommendations(
  db: Database,
  options: { roundupId: string; limit: number },
): Promise<LeadingRecommendation[]> {
  const rows = await queryRows<{
    item_type: 'experience' | 'place';
    item_id: string;
    name: string;
    slug: string | null;
    media: MediaItem[] | string;
    body: string;
    rank: number | string;
    created_at: string | Date;
  }>(
    db,
    sql`SELECT DISTINCT ON (c.recommended_type, c.recommended_id)
          c.recommended_type AS item_type, c.recommended_id AS item_id,
          coalesce(e.name, p.name) AS name, e.slug, coalesce(e.media, p.media) AS media, c.body,
          c.rank, c.created_at
        FROM comments c
        LEFT JOIN experiences e ON c.recommended_type = 'experience' AND e.id = c.recommended_id
          AND e.publish_state = 'PUBLISHED'
        LEFT JOIN places p ON c.recommended_type = 'place' AND p.id = c.recommended_id
        WHERE c.subject_type = 'crowd-sourced-roundup' AND c.subject_id = ${options.roundupId}
          AND c.parent_id IS NULL AND c.deleted_at IS NULL AND c.recommended_id IS NOT NULL
          AND coalesce(e.id, p.id) IS NOT NULL
        ORDER BY c.recommended_type, c.recommended_id, c.rank DESC, c.created_at DESC`,
  );
  return rows
    .map((row) => ({
      itemType: row.item_type,
      itemId: row.item_id,
      name: row.name,
      slug: row.slug,
      media: typeof row.media === 'string' ? (JSON.parse(row.media) as MediaItem[]) : row.media,
      body: row.body,
      rank: Number(row.rank),
      at: new Date(row.created_at).getTime(),
    }))
    .sort((a, b) => b.rank - a.rank || b.at - a.at)
    .slice(0, options.limit)
    .map(({ rank: _rank, at: _at, ...item }) => item);
}

export interface NewsletterCandidate {
  itemType: 'experience' | 'roundup' | 'collection';
  itemId: string;
  title: string;
}

/**
 * The editors' search for an item to add: listed experiences, published roundups and community collections of
 * the location whose name holds the words (case-insensitive), at most `limit` of each kind.
 */
export async function searchNewsletterCandidates(
  db: Database,
  options: { locationSlug: string; query: string; now: Date; limit: number },
): Promise<NewsletterCandidate[]> {
  const pattern = `%${options.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{
    item_type: NewsletterCandidate['itemType'];
    item_id: string;
    title: string;
  }>(
    db,
    sql`(SELECT 'experience' AS item_type, e.id AS item_id, e.name AS title FROM experiences e
          WHERE ${isListed(options)} AND e.name ILIKE ${pattern}
          ORDER BY e.interested_count DESC, e.id LIMIT ${options.limit})
        UNION ALL
        (SELECT 'roundup', r.id, r.title FROM crowd_sourced_roundups r
          WHERE r.location_slug = ${options.locationSlug} AND r.publish_state = 'PUBLISHED'
            AND r.title ILIKE ${pattern}
          ORDER BY r.comments_count DESC, r.id LIMIT ${options.limit})
        UNION ALL
        (SELECT 'collection', c.id, c.name FROM collections c
          WHERE c.is_community AND c.location_slug = ${options.locationSlug} AND c.name ILIKE ${pattern}
          ORDER BY c.updated_at DESC, c.id LIMIT ${options.limit})`,
  );
  return rows.map((row) => ({ itemType: row.item_type, itemId: row.item_id, title: row.title }));
}

export interface CollectionCard {
  id: string;
  documentId: string;
  name: string;
  description: string | null;
  itemsCount: number;
  /** Its cover, else the picture of its first published experience; null when neither. */
  image: MediaItem | null;
}

/** Community collections as the newsletter shows them, in the order of `ids` (missing or private ones left out). */
export async function listCollectionCards(db: Database, ids: readonly string[]): Promise<CollectionCard[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    document_id: string;
    name: string;
    description: string | null;
    items_count: number | string;
    cover: MediaItem | string | null;
    first_media: MediaItem[] | string | null;
  }>(
    db,
    sql`SELECT c.id, c.document_id, c.name, c.description, c.items_count, c.cover,
          (SELECT e.media FROM collection_items ci JOIN experiences e ON e.id = ci.item_id
            WHERE ci.collection_id = c.id AND ci.item_type = 'experience' AND e.publish_state = 'PUBLISHED'
              AND jsonb_array_length(e.media) > 0
            ORDER BY ci.position, ci.created_at LIMIT 1) AS first_media
        FROM collections c WHERE c.is_community AND c.id = ANY(${textArray(ids)})`,
  );
  const parse = <T>(value: T | string | null): T | null =>
    typeof value === 'string' ? (JSON.parse(value) as T) : value;
  const cards = rows.map((row) => ({
    id: row.id,
    documentId: row.document_id,
    name: row.name,
    description: row.description,
    itemsCount: Number(row.items_count),
    image: parse<MediaItem>(row.cover) ?? parse<MediaItem[]>(row.first_media)?.[0] ?? null,
  }));
  return ids.flatMap((id) => cards.filter((card) => card.id === id));
}
