/**
 * The discover streams that are not experiences: user-posts, community-collections and roundups (spec §7).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import type { StreamScope } from './experience-streams.queries.ts';
import { instantParam, pageStream, type StreamPage } from './stream-page.ts';

/**
 * user-posts: published posts with media, newest first, about an experience or venue of the location (posts tied
 * to neither show in every location).
 */
export function listRecentPosts(db: Database, scope: StreamScope): Promise<StreamPage> {
  return pageStream(
    db,
    sql`SELECT p.id, -extract(epoch FROM p.created_at)::float8 AS k1, 0::float8 AS k2
        FROM posts p
        LEFT JOIN experiences e ON e.id = p.experience_id
        LEFT JOIN places pl ON pl.id = p.venue_id
        WHERE p.publish_state = 'PUBLISHED' AND jsonb_array_length(p.media) > 0
          AND (e.location_slug = ${scope.locationSlug}
               OR (e.id IS NULL AND pl.location_slug = ${scope.locationSlug})
               OR (e.id IS NULL AND pl.id IS NULL))`,
    scope,
  );
}

/**
 * community-collections: community (public) collections of the location or of none, the most items plus
 * participants first, then the most recently updated.
 */
export function listCommunityCollections(db: Database, scope: StreamScope): Promise<StreamPage> {
  return pageStream(
    db,
    sql`SELECT c.id,
          -(c.items_count + (SELECT count(*) FROM collection_participants cp WHERE cp.collection_id = c.id))::float8 AS k1,
          -extract(epoch FROM c.updated_at)::float8 AS k2
        FROM collections c
        WHERE c.is_community AND (c.location_slug = ${scope.locationSlug} OR c.location_slug IS NULL)`,
    scope,
  );
}

/**
 * roundups: published crowd-sourced roundups of the location that are still open (no end, or not ended), the
 * most answered first, then the newest.
 */
export function listOpenRoundups(db: Database, scope: StreamScope): Promise<StreamPage> {
  return pageStream(
    db,
    sql`SELECT r.id, -r.comments_count::float8 AS k1, -extract(epoch FROM r.created_at)::float8 AS k2
        FROM crowd_sourced_roundups r
        WHERE r.publish_state = 'PUBLISHED' AND r.location_slug = ${scope.locationSlug}
          AND r.creator_id IS NOT NULL
          AND (r.ends_at IS NULL OR r.ends_at >= ${instantParam(scope.now)})`,
    scope,
  );
}
