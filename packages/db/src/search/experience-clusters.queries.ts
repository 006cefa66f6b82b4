/**
 * The search map's answer: every experience the list would show (selectExperienceMatches, same words, dates,
 * categories, neighbourhood and location), grouped on the server into the cells of a grid at the map's zoom.
 * Thousands of results are then a few dozen clusters, and none is cut off by a page size.
 *
 * One statement: the matches are found once (experiences_location_publish_idx, then occurrences_pk per match as in
 * the list), counted, and those with a position inside the box are grouped by cell.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import {
  type ExperienceSearchScope,
  type SearchBox,
  selectExperienceMatches,
  withTypoThreshold,
} from './search.queries.ts';

/** A cell's side on screen, in CSS pixels: wider than a pin (28 × 36 px), so two clusters never overlap much. */
export const CLUSTER_CELL_PX = 64;
/** Web Mercator tiles are 256 px wide: at zoom z the world is 256 · 2^z px. */
const TILE_PX = 256;
/** Web Mercator stops at ±85.0511°; points beyond are drawn at the edge. */
const MAX_MERCATOR_LAT = 85.0511;

export interface ExperienceClusterOptions extends Omit<ExperienceSearchScope, 'after' | 'limit'> {
  box: SearchBox;
  /** The map's zoom level (fractions allowed); cells are CLUSTER_CELL_PX wide at this zoom. */
  zoom: number;
  /** Clusters of at most this many experiences list them (a popup of names); bigger ones only count. */
  maxListed: number;
}

export interface ClusterMember {
  id: string;
  name: string;
  slug: string;
  venue: string | null;
  /** The member's first occurrence in the searched window. */
  startsAt: Date;
}

export interface ExperienceCluster {
  /** The members' mean position (always inside their cell). */
  lat: number;
  lng: number;
  count: number;
  /** The members, soonest first, when count <= maxListed; null otherwise. */
  members: ClusterMember[] | null;
}

export interface ExperienceClusters {
  /** Every match, in the box or not, with or without a position: the list's total. */
  total: number;
  /** Matches without coordinates (listed, but on no map). */
  unplaced: number;
  /** Biggest first. */
  clusters: ExperienceCluster[];
}

interface ClusterRow extends Record<string, unknown> {
  total: number | string;
  unplaced: number | string;
  clusters: Array<{
    lat: number;
    lng: number;
    count: number | string;
    members: Array<{ id: string; name: string; slug: string; venue: string | null; startsAt: string }> | null;
  }> | null;
}

export async function clusterExperienceMatches(
  db: Database,
  options: ExperienceClusterOptions,
): Promise<ExperienceClusters> {
  const { box } = options;
  // Cells per degree of longitude and per unit of Mercator y (whose world height is 2π, like 360° of width).
  const cellsAcross = (TILE_PX * 2 ** options.zoom) / CLUSTER_CELL_PX;
  const lat = sql`least(greatest(m.lat, ${-MAX_MERCATOR_LAT}::float8), ${MAX_MERCATOR_LAT}::float8)`;
  const cellX = sql`floor((m.lng + 180) / 360 * ${cellsAcross}::float8)`;
  const cellY = sql`floor((1 - ln(tan(radians(${lat})) + 1 / cos(radians(${lat}))) / pi()) / 2 * ${cellsAcross}::float8)`;
  const rows = await withTypoThreshold(db, (tx) =>
    queryRows<ClusterRow>(
      tx,
      sql`WITH m AS MATERIALIZED (${selectExperienceMatches(options)}),
        cells AS (
          SELECT avg(m.lat)::float8 AS lat, avg(m.lng)::float8 AS lng, count(*)::int AS count,
            CASE WHEN count(*) <= ${options.maxListed}
              THEN json_agg(json_build_object('id', m.id, 'name', m.name, 'slug', m.slug, 'venue', m.where_name,
                'startsAt', m.next_start) ORDER BY m.next_start, m.id)
            END AS members
          FROM m
          WHERE m.lng BETWEEN ${box.xmin}::float8 AND ${box.xmax}::float8
            AND m.lat BETWEEN ${box.ymin}::float8 AND ${box.ymax}::float8
          GROUP BY ${cellX}, ${cellY}
        )
        SELECT (SELECT count(*) FROM m)::int AS total,
          (SELECT count(*) FROM m WHERE m.lat IS NULL OR m.lng IS NULL)::int AS unplaced,
          (SELECT json_agg(cells ORDER BY cells.count DESC, cells.lat, cells.lng) FROM cells) AS clusters`,
    ),
  );
  const row = rows[0];
  return {
    total: Number(row?.total ?? 0),
    unplaced: Number(row?.unplaced ?? 0),
    clusters: (row?.clusters ?? []).map((cluster) => ({
      lat: cluster.lat,
      lng: cluster.lng,
      count: Number(cluster.count),
      members: cluster.members?.map((member) => ({ ...member, startsAt: new Date(member.startsAt) })) ?? null,
    })),
  };
}
