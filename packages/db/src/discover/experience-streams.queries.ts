/**
 * The experience streams of spec §7 GET /api/v1/discover/*, each a candidate query paged by pageStream. Every
 * stream lists only PUBLISHED, not cancelled experiences of the location with an occurrence that has not ended
 * (spec §4: past events are not shown). `now` is the moment the first page was asked for (the cursor carries
 * it), so time-based scores do not move while a client pages through.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import {
  instantParam,
  pageStream,
  type StreamPage,
  type StreamPageOptions,
  textArray,
} from './stream-page.ts';

export interface StreamScope extends StreamPageOptions {
  locationSlug: string;
  now: Date;
}

export interface PersonalStreamScope extends StreamScope {
  userId: string;
}

export interface WindowStreamScope extends StreamScope {
  /** Occurrences overlapping [from, to) count. */
  from: Date;
  to: Date;
  /** Only experiences filed under any of these category slugs. */
  categories?: readonly string[] | undefined;
}

/**
 * The experience `e` is listed in the scope's location and still has an occurrence that has not ended (its
 * listed_until, the end of its last occurrence, is not past).
 */
export function isListed(scope: StreamScope): SQL {
  return sql`e.publish_state = 'PUBLISHED' AND e.location_slug = ${scope.locationSlug}
    AND e.status IS DISTINCT FROM 'CANCELED'
    AND e.listed_until >= ${instantParam(scope.now)}`;
}

/**
 * Experiences with an occurrence overlapping [from, to) that has not ended, soonest first (week-experiences,
 * happening-today, happening-weekend, c-and-d). The overlap is the expression of occurrences_box_time_idx.
 */
export function listExperiencesInWindow(db: Database, scope: WindowStreamScope): Promise<StreamPage> {
  const categories = scope.categories ?? [];
  return pageStream(
    db,
    sql`SELECT o.experience_id AS id, extract(epoch FROM min(o.starts_at))::float8 AS k1, 0::float8 AS k2
        FROM occurrences o
        WHERE o.location_slug = ${scope.locationSlug} AND o.publish_state = 'PUBLISHED'
          AND o.status IS DISTINCT FROM 'CANCELED'
          AND tstzrange(o.starts_at, o.ends_at, '[]') && tstzrange(${instantParam(scope.from)}, ${instantParam(scope.to)}, '[)')
          AND o.ends_at >= ${instantParam(scope.now)}
          ${categories.length > 0 ? sql`AND o.categories && ${textArray(categories)}` : sql``}
        GROUP BY o.experience_id`,
    scope,
  );
}

/**
 * trending-experiences: interests of the last 7 days, time-decayed with a half-life of 2 days, as of the last
 * refresh of experience_scores (a periodic job; see refreshExperienceScores).
 */
export function listTrendingExperiences(db: Database, scope: StreamScope): Promise<StreamPage> {
  return pageStream(
    db,
    sql`SELECT e.id, -sc.trending AS k1, 0::float8 AS k2
        FROM experience_scores sc JOIN experiences e ON e.id = sc.experience_id
        WHERE sc.location_slug = ${scope.locationSlug} AND sc.trending > 0 AND ${isListed(scope)}`,
    scope,
  );
}

/** top-experiences: most interests in the last 30 days, as of the last refresh of experience_scores. */
export function listTopExperiences(db: Database, scope: StreamScope): Promise<StreamPage> {
  return pageStream(
    db,
    sql`SELECT e.id, -(sc.recent_count)::float8 AS k1, 0::float8 AS k2
        FROM experience_scores sc JOIN experiences e ON e.id = sc.experience_id
        WHERE sc.location_slug = ${scope.locationSlug} AND ${isListed(scope)}`,
    scope,
  );
}

/** popular-experiences: all-time interests (the experience's counter), most first. */
export function listPopularExperiences(db: Database, scope: StreamScope): Promise<StreamPage> {
  return pageStream(
    db,
    sql`SELECT e.id, -(e.interested_count)::float8 AS k1, 0::float8 AS k2 FROM experiences e WHERE ${isListed(scope)}`,
    scope,
  );
}

/** top-recurring: repeating experiences (weekly, monthly, any RRULE), most interests first. */
export function listTopRecurringExperiences(db: Database, scope: StreamScope): Promise<StreamPage> {
  return pageStream(
    db,
    sql`SELECT e.id, -(e.interested_count)::float8 AS k1, 0::float8 AS k2 FROM experiences e
        WHERE ${isListed(scope)}
          AND (e.schedule_type IN ('WEEKLY', 'MONTHLY') OR e.rrule IS NOT NULL
               OR e.repeats IN ('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'))`,
    scope,
  );
}

/**
 * The feature tag item `fti` shows on the scope's day: its dates (issue 23 curation: local dates of the location,
 * both inclusive, either open) hold the day `now` falls on in the location's time zone.
 */
function isPickShownNow(scope: StreamScope): SQL {
  const today = sql`(${instantParam(scope.now)} AT TIME ZONE coalesce(
      (SELECT l.time_zone FROM locations l WHERE l.slug = ${scope.locationSlug}), 'America/New_York'))::date`;
  return sql`(fti.starts_on IS NULL OR fti.starts_on <= ${today}) AND (fti.ends_on IS NULL OR fti.ends_on >= ${today})`;
}

/**
 * top-picks / editor-picks: the experiences an editor put under the feature tag `tagSlug` (or its per-location
 * variant `tagSlug-locationSlug`), in the editor's order, on the dates the editor gave each.
 */
export function listFeatureTaggedExperiences(
  db: Database,
  scope: StreamScope & { tagSlug: string },
): Promise<StreamPage> {
  return pageStream(
    db,
    sql`SELECT e.id, min(fti.position)::float8 AS k1, 0::float8 AS k2
        FROM feature_tags ft
        JOIN feature_tag_items fti ON fti.feature_tag_id = ft.id AND fti.item_type = 'experience'
        JOIN experiences e ON e.id = fti.item_id
        WHERE ft.is_active AND ft.slug IN (${scope.tagSlug}, ${`${scope.tagSlug}-${scope.locationSlug}`})
          AND (ft.location_slug IS NULL OR ft.location_slug = ${scope.locationSlug})
          AND ${isPickShownNow(scope)} AND ${isListed(scope)}
        GROUP BY e.id`,
    scope,
  );
}

/** interested-experiences: the caller's interests that are still upcoming, next occurrence first. */
export function listInterestedExperiences(db: Database, scope: PersonalStreamScope): Promise<StreamPage> {
  return pageStream(
    db,
    sql`SELECT e.id,
          (SELECT extract(epoch FROM min(n.starts_at)) FROM occurrences n
            WHERE n.experience_id = e.id AND n.ends_at >= ${instantParam(scope.now)})::float8 AS k1,
          0::float8 AS k2
        FROM interested i JOIN experiences e ON e.id = i.item_id
        WHERE i.user_id = ${scope.userId} AND i.item_type = 'experience' AND ${isListed(scope)}`,
    scope,
  );
}

/**
 * following-interested-experiences: upcoming experiences that people the caller follows are interested in, the
 * most such people first, then the most recently marked.
 */
export function listFollowingInterestedExperiences(
  db: Database,
  scope: PersonalStreamScope,
): Promise<StreamPage> {
  return pageStream(
    db,
    sql`SELECT e.id, -count(DISTINCT i.user_id)::float8 AS k1,
          -extract(epoch FROM max(i.created_at))::float8 AS k2
        FROM follows f
        JOIN interested i ON i.user_id = f.followee_id AND i.item_type = 'experience'
        JOIN experiences e ON e.id = i.item_id
        WHERE f.follower_id = ${scope.userId} AND ${isListed(scope)}
        GROUP BY e.id`,
    scope,
  );
}

/**
 * Experiences under any active feature tag of the location (or site-wide), by the tag's position and then the
 * item's: the editor-curated half of GET /api/v1/recommendations.
 */
export function listFeaturedExperiences(db: Database, scope: StreamScope): Promise<StreamPage> {
  return pageStream(
    db,
    sql`SELECT e.id, min(ft.position)::float8 AS k1, min(fti.position)::float8 AS k2
        FROM feature_tags ft
        JOIN feature_tag_items fti ON fti.feature_tag_id = ft.id AND fti.item_type = 'experience'
        JOIN experiences e ON e.id = fti.item_id
        WHERE ft.is_active AND (ft.location_slug IS NULL OR ft.location_slug = ${scope.locationSlug})
          AND ${isPickShownNow(scope)} AND ${isListed(scope)}
        GROUP BY e.id`,
    scope,
  );
}
