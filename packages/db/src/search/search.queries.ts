/**
 * spec §7 search, per location: ranked full text with a trigram fallback for typos. Each function pages with the
 * discover keyset (pageStream), so search results carry the same opaque cursor as streams.
 *
 * `name %> text` holds when word_similarity(text, name) >= pg_trgm.word_similarity_threshold; with the indexed
 * column on the left, the gin_trgm_ops index on the name answers it. The default threshold (0.6) misses a
 * dropped letter in a short word ("comdy" vs "Comedy" is 0.5), so searches run in a transaction that lowers it
 * to TYPO_THRESHOLD for themselves only (set_config(..., is_local => true)); "jaz" (0.75) and "comdy" both match.
 */

import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import {
  instantParam,
  pageStream,
  type StreamPage,
  type StreamPageOptions,
  textArray,
} from '../discover/stream-page.ts';
import { roundupVisibleTo } from '../interested/item-visibility.queries.ts';
import { notModeratedFor } from '../moderation/moderation-visibility.ts';
import { roundups } from '../roundups/roundups.table.ts';

/** A box in degrees, x = longitude, y = latitude (spec §7 events xmin..ymax). */
export interface SearchBox {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}

/** Where the results must be: a neighbourhood's box, or its name as the venue's city. */
export interface SearchArea {
  box: SearchBox;
  /** Matched case-insensitively against the experience's where.city / the place's city. */
  city: string;
}

export interface SearchScope extends StreamPageOptions {
  /** The words to look for; empty lists everything that passes the other filters (experiences only). */
  text: string;
  locationSlug: string;
  now: Date;
  area?: SearchArea | undefined;
}

export interface ExperienceSearchScope extends SearchScope {
  /** Only experiences with an occurrence overlapping [from, to); `to` absent: no upper bound. */
  from: Date;
  to?: Date | undefined;
  /** Category slugs; an experience matches when it has any of them. */
  categories?: readonly string[] | undefined;
}

const DAY_SECONDS = 86_400;

/** Lowest word similarity that still counts as a typo of a name. */
export const TYPO_THRESHOLD = 0.45;

export function withTypoThreshold<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`,
    );
    return run(tx);
  });
}

function tsQuery(text: string): SQL {
  return sql`websearch_to_tsquery('english'::regconfig, ${text})`;
}

function inArea(area: SearchArea | undefined, lat: SQL, lng: SQL, city: SQL): SQL {
  if (!area) return sql`TRUE`;
  const { box } = area;
  return sql`(point(${lng}, ${lat}) <@ box(point(${box.xmin}::float8, ${box.ymin}::float8), point(${box.xmax}::float8, ${box.ymax}::float8))
    OR lower(${city}) = lower(${area.city}))`;
}

/**
 * Published experiences of the location with an occurrence in the window whose text matches, one row each with
 * its ranking keys (k1, k2: see searchExperiences), position and next start. Shared by the list
 * (searchExperiences) and the map (clusterExperienceMatches), so both count the same events. Leaves out what
 * moderators keep out of view, as every list does when it loads the rows. Run inside withTypoThreshold (`%>`).
 */
export function selectExperienceMatches(scope: Omit<ExperienceSearchScope, 'after' | 'limit'>): SQL {
  const text = scope.text.trim();
  const now = instantParam(scope.now);
  const to = scope.to ? instantParam(scope.to) : sql`'infinity'::timestamptz`;
  const categories = scope.categories ?? [];
  const relevance =
    text === ''
      ? sql`1::float8`
      : sql`CASE WHEN e.search @@ ${tsQuery(text)} THEN 1 + ts_rank(e.search, ${tsQuery(text)})
                 ELSE word_similarity(${text}, e.name) END`;
  return sql`SELECT e.id,
          ${text === '' ? sql`0::float8` : sql`-(${relevance} / (1 + greatest(0, extract(epoch FROM nx.next_start - ${now})) / ${30 * DAY_SECONDS}::float8))::float8`} AS k1,
          extract(epoch FROM nx.next_start)::float8 AS k2,
          e.lat, e.lng, e.name, e.slug, e.where_name, nx.next_start
        FROM experiences e
        CROSS JOIN LATERAL (
          -- The overlap of [starts_at, ends_at] with [from, to), written as two comparisons so that this
          -- per-experience lookup walks occurrences_pk; the range form would make the planner intersect it
          -- with a scan of the whole window on every row.
          SELECT min(o.starts_at) AS next_start FROM occurrences o
          WHERE o.experience_id = e.id AND o.starts_at < ${to} AND o.ends_at >= ${instantParam(scope.from)}
        ) nx
        WHERE e.publish_state = 'PUBLISHED' AND e.location_slug = ${scope.locationSlug}
          AND nx.next_start IS NOT NULL
          ${text === '' ? sql`` : sql`AND (e.search @@ ${tsQuery(text)} OR e.name %> ${text})`}
          ${
            categories.length > 0
              ? sql`AND EXISTS (SELECT 1 FROM experience_categories ec JOIN categories c ON c.id = ec.category_id
                     WHERE ec.experience_id = e.id AND c.slug = ANY(${textArray(categories)}))`
              : sql``
          }
          AND ${inArea(scope.area, sql`e.lat`, sql`e.lng`, sql`e.where_city`)}
          AND ${notModeratedFor('experience', sql`e.id`, sql`e.creator_id`, null)}`;
}

/**
 * The list of selectExperienceMatches, ranked by relevance (1 + ts_rank for a full-text hit, word similarity of
 * the name for a typo) divided by 1 + (days until the next occurrence) / 30, so a relevant event soon beats an
 * equally relevant one in months; then by the next occurrence. With no text: soonest first.
 */
export function searchExperiences(db: Database, scope: ExperienceSearchScope): Promise<StreamPage> {
  return withTypoThreshold(db, (tx) => pageStream(tx, selectExperienceMatches(scope), scope));
}

/** Places of the location whose name matches (full text, then trigram), best first. */
export function searchPlaces(db: Database, scope: SearchScope): Promise<StreamPage> {
  const text = scope.text.trim();
  if (text === '') return Promise.resolve({ keys: [], hasMore: false });
  const document = sql`to_tsvector('english'::regconfig, p.name)`;
  return withTypoThreshold(db, (tx) =>
    pageStream(
      tx,
      sql`SELECT p.id,
          -(CASE WHEN ${document} @@ ${tsQuery(text)} THEN 1 + ts_rank(${document}, ${tsQuery(text)})
                 ELSE word_similarity(${text}, p.name) END)::float8 AS k1,
          0::float8 AS k2
        FROM places p
        WHERE p.location_slug = ${scope.locationSlug}
          AND (${document} @@ ${tsQuery(text)} OR p.name %> ${text})
          AND ${inArea(scope.area, sql`p.lat`, sql`p.lng`, sql`p.city`)}`,
      scope,
    ),
  );
}

/** Hosts whose name matches (trigram, so typos and partial words count), best first. Hosts have no location. */
export function searchHosts(
  db: Database,
  scope: Omit<SearchScope, 'locationSlug' | 'area'>,
): Promise<StreamPage> {
  const text = scope.text.trim();
  if (text === '') return Promise.resolve({ keys: [], hasMore: false });
  return withTypoThreshold(db, (tx) =>
    pageStream(
      tx,
      sql`SELECT h.id, -word_similarity(${text}, h.name)::float8 AS k1, 0::float8 AS k2
        FROM hosts h
        WHERE h.name %> ${text}`,
      scope,
    ),
  );
}

/** Users whose username or name matches (an exact username first), best first. Users have no location. */
export function searchUsers(
  db: Database,
  scope: Omit<SearchScope, 'locationSlug' | 'area'>,
): Promise<StreamPage> {
  const text = scope.text.trim().replace(/^@/, '');
  if (text === '') return Promise.resolve({ keys: [], hasMore: false });
  return withTypoThreshold(db, (tx) =>
    pageStream(
      tx,
      sql`SELECT u.id,
          -(CASE WHEN lower(u.username) = lower(${text}) THEN 2 ELSE 0 END
            + greatest(word_similarity(${text}, coalesce(u.username, '')), word_similarity(${text}, u.name)))::float8 AS k1,
          0::float8 AS k2
        FROM users u
        WHERE u.username %> ${text} OR u.name %> ${text} OR lower(u.username) = lower(${text})`,
      scope,
    ),
  );
}

/** Community (public) collections of the location or of none whose name matches, best first. */
export function searchCollections(db: Database, scope: Omit<SearchScope, 'area'>): Promise<StreamPage> {
  const text = scope.text.trim();
  if (text === '') return Promise.resolve({ keys: [], hasMore: false });
  const pattern = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return withTypoThreshold(db, (tx) =>
    pageStream(
      tx,
      sql`SELECT c.id,
          -(CASE WHEN c.name ILIKE ${pattern} THEN 1 ELSE 0 END + word_similarity(${text}, c.name))::float8 AS k1,
          -extract(epoch FROM c.updated_at)::float8 AS k2
        FROM collections c
        WHERE c.is_community AND (c.location_slug = ${scope.locationSlug} OR c.location_slug IS NULL)
          AND (c.name %> ${text} OR c.name ILIKE ${pattern})`,
      scope,
    ),
  );
}

/**
 * Crowd-sourced roundups of the location whose question matches (full text, then trigram), best first, then the
 * most answered. Only what anyone may see (item-visibility's rule for a signed-out viewer: drafts never appear,
 * not even to their asker, because search pages are shared); closed questions too, since their answers still
 * read well.
 */
export function searchRoundups(db: Database, scope: Omit<SearchScope, 'area'>): Promise<StreamPage> {
  const text = scope.text.trim();
  if (text === '') return Promise.resolve({ keys: [], hasMore: false });
  return withTypoThreshold(db, (tx) => pageStream(tx, selectRoundupMatches(text, scope.locationSlug), scope));
}

/**
 * The candidates of searchRoundups as (id, k1, k2). The match is answered by crowd_sourced_roundups_title_search_idx
 * (words) and crowd_sourced_roundups_title_trgm_idx (typos), whose expressions these conditions repeat.
 */
export function selectRoundupMatches(text: string, locationSlug: string): SQL {
  const document = sql`to_tsvector('english'::regconfig, ${roundups.title})`;
  return sql`SELECT ${roundups.id} AS id,
      -(CASE WHEN ${document} @@ ${tsQuery(text)} THEN 1 + ts_rank(${document}, ${tsQuery(text)})
             ELSE word_similarity(${text}, ${roundups.title}) END)::float8 AS k1,
      -${roundups.commentsCount}::float8 AS k2
    FROM ${roundups}
    WHERE ${roundupVisibleTo(null)} AND ${roundups.locationSlug} = ${locationSlug}
      -- Roundups whose asker deleted their account are left out, as the stream and the list leave them out.
      AND ${roundups.creatorId} IS NOT NULL
      AND (${document} @@ ${tsQuery(text)} OR ${roundups.title} %> ${text})`;
}

export interface PlaceSearchRow {
  id: string;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  lat: number | null;
  lng: number | null;
  externalId: string | null;
  media: unknown;
  createdAt: Date;
  interestedCount: number;
}

/** Places with their interest counts, in the order of `ids`. */
export async function listPlacesByIds(db: Database, ids: readonly string[]): Promise<PlaceSearchRow[]> {
  if (ids.length === 0) return [];
  const result = (await db.execute(
    sql`SELECT p.id, p.name, p.address, p.city, p.state, p.postal_code AS "postalCode", p.lat, p.lng,
          p.external_id AS "externalId", p.media, p.created_at AS "createdAt",
          (SELECT count(*) FROM interested i WHERE i.item_type = 'place' AND i.item_id = p.id)::int AS "interestedCount"
        FROM places p WHERE p.id = ANY(${textArray(ids)})`,
  )) as unknown as { rows: PlaceSearchRow[] };
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ ...row, createdAt: new Date(row.createdAt), interestedCount: Number(row.interestedCount) }]
      : [];
  });
}

export interface UserSearchRow {
  id: string;
  numericId: number;
  username: string | null;
  name: string;
  image: string | null;
}

/** Users' avatar fields, in the order of `ids`. */
export async function listUsersByIds(db: Database, ids: readonly string[]): Promise<UserSearchRow[]> {
  if (ids.length === 0) return [];
  const result = (await db.execute(
    // issue 23: a profile moderators hid or removed, or a suspended or banned account, is not found.
    sql`SELECT u.id, u.numeric_id AS "numericId", u.username, u.name, u.image FROM users u
        WHERE u.id = ANY(${textArray(ids)}) AND ${notModeratedFor('user', sql`u.id`, sql`u.id`, null)}`,
  )) as unknown as { rows: UserSearchRow[] };
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, numericId: Number(row.numericId) }] : [];
  });
}
