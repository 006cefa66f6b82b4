/**
 * The two personal streams ranked by a score over categories (spec §7 interest-based-experiences and for-you).
 *
 * for-you lists every upcoming experience of the location; scoring all of them reads every experience row (all
 * locations) for its host: 26,000 listed rows for Boston at `--scale 33`, 61,000 buffers and 0.45–2 s for the demo
 * user. So a page reads only what can reach it, and is the same page: an experience's score is the sum of its
 * categories' weights (its category score) plus its host's weight.
 * The category scores come from experience_categories alone (a narrow table: no experience row is read), and only
 * the CANDIDATES, the CANDIDATE_COUNT highest category scores with their ties (FETCH FIRST ... WITH TIES), are
 * looked up by primary key to be filtered (listed, not marked) and scored in full. Every other experience scores
 * below cutoff + the highest host weight; when the last row the page needs scores at least that, nothing outside
 * the candidates can come before it, so the page is exact. When it does not (a person with few or no signals, or
 * a page deep in the stream), the whole location is scored (`scoreEveryListed`), which stays the definition.
 *
 * interest-based-experiences lists only experiences in the person's categories and reads no host, so its one
 * aggregate joined to the listed experiences (experiences_listed_idx) is already cheaper than the candidates
 * (EXPLAIN ANALYZE on the demo user: 13,700 buffers and no sort to disk, against 12,000 plus a 2.8 MB sort).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { isListed, type PersonalStreamScope } from './experience-streams.queries.ts';
import { pageStream, type StreamPage } from './stream-page.ts';

/** Enough for any page size (at most 50) after the unlisted, other-location and marked ones drop out. */
const CANDIDATE_COUNT = 400;

export interface CategoryScoredScope extends PersonalStreamScope {
  /** How many of the highest category scores make the candidates (CANDIDATE_COUNT unless told; tests go lower). */
  candidateCount?: number | undefined;
}

/** The caller's interests in experiences (weight 1) and, with followeeWeight > 0, their followees' (that weight). */
function signalItems(userId: string, followeeWeight: number): SQL {
  return sql`SELECT i.item_id, 1::float8 AS w FROM interested i WHERE i.user_id = ${userId} AND i.item_type = 'experience'
    ${
      followeeWeight > 0
        ? sql`UNION ALL SELECT i.item_id, ${followeeWeight}::float8 FROM follows f
              JOIN interested i ON i.user_id = f.followee_id AND i.item_type = 'experience'
              WHERE f.follower_id = ${userId}`
        : sql``
    }`;
}

/**
 * The caller's category weights: one per interest of theirs filed under the category, plus one for each
 * category they picked (onboarding), plus `followeeWeight` per interest of someone they follow. Weights are sums
 * of halves, exact in float8, so the order they are added in never changes a score.
 */
function categoryWeights(userId: string, followeeWeight: number): SQL {
  return sql`SELECT c.category_id, sum(c.w)::float8 AS w FROM (
      SELECT ec.category_id, s.w FROM (${signalItems(userId, followeeWeight)}) s
        JOIN experience_categories ec ON ec.experience_id = s.item_id
      UNION ALL
      SELECT uc.category_id, 1::float8 FROM user_categories uc WHERE uc.user_id = ${userId}
    ) c GROUP BY c.category_id`;
}

/** What following a host or a place adds to each of its experiences' for-you score. */
const FOLLOWED_WEIGHT = 4;

/**
 * Host weights of for-you: 2 per interest of the caller in the host's experiences, 1 per followee's, and
 * FOLLOWED_WEIGHT when the caller follows the host (host_follows_pk).
 */
function hostWeights(userId: string): SQL {
  return sql`SELECT h.host_id, sum(h.w)::float8 AS w FROM (
      SELECT x.host_id, s.w * 2 AS w FROM (${signalItems(userId, 0.5)}) s
        JOIN experiences x ON x.id = s.item_id WHERE x.host_id IS NOT NULL
      UNION ALL
      SELECT hf.host_id, ${FOLLOWED_WEIGHT}::float8 FROM host_follows hf WHERE hf.user_id = ${userId}
    ) h GROUP BY h.host_id`;
}

/** Place weights of for-you: FOLLOWED_WEIGHT for each place the caller follows (place_follows_pk). */
function placeWeights(userId: string): SQL {
  return sql`SELECT pf.place_id, ${FOLLOWED_WEIGHT}::float8 AS w FROM place_follows pf WHERE pf.user_id = ${userId}`;
}

function isNotMarkedBy(userId: string): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM interested m
    WHERE m.user_id = ${userId} AND m.item_type = 'experience' AND m.item_id = e.id)`;
}

/**
 * for-you's page from the candidates, or null when it cannot be shown to be the page of the whole stream
 * (exported for the test that holds it to the definition).
 */
export async function pageForYouFromCandidates(
  db: Database,
  scope: CategoryScoredScope,
): Promise<StreamPage | null> {
  const { after, limit, userId } = scope;
  const candidateCount = scope.candidateCount ?? CANDIDATE_COUNT;
  const rows = await queryRows<{
    id: string | null;
    k1: number | string | null;
    k2: number | string | null;
    cutoff: number | string | null;
    scored: number | string;
    max_host: number | string;
  }>(
    db,
    sql`WITH category_weight AS (${categoryWeights(userId, 0.5)}),
        host_weight AS MATERIALIZED (${hostWeights(userId)}),
        place_weight AS MATERIALIZED (${placeWeights(userId)}),
        category_score AS (
          SELECT ec.experience_id AS id, sum(cw.w)::float8 AS w
          FROM category_weight cw JOIN experience_categories ec ON ec.category_id = cw.category_id
          GROUP BY ec.experience_id),
        candidate AS MATERIALIZED (
          SELECT id, w FROM category_score ORDER BY w DESC FETCH FIRST ${candidateCount} ROWS WITH TIES),
        bound AS (
          SELECT (SELECT min(w) FROM candidate) AS cutoff, (SELECT count(*) FROM candidate) AS scored,
                 (SELECT coalesce(max(w), 0) FROM host_weight)
                   + (SELECT coalesce(max(w), 0) FROM place_weight) AS max_host),
        page AS (
          SELECT e.id, -(c.w + coalesce(hw.w, 0) + coalesce(pw.w, 0))::float8 AS k1,
                 -e.interested_count::float8 AS k2
          FROM candidate c
          -- One primary-key probe per candidate (LIMIT 1 keeps the planner from joining all of experiences).
          CROSS JOIN LATERAL (SELECT e.id, e.host_id, e.place_id, e.interested_count FROM experiences e
                              WHERE e.id = c.id AND ${isListed(scope)} AND ${isNotMarkedBy(userId)}
                              LIMIT 1) e
          LEFT JOIN host_weight hw ON hw.host_id = e.host_id
          LEFT JOIN place_weight pw ON pw.place_id = e.place_id
          ${
            after
              ? sql`WHERE (-(c.w + coalesce(hw.w, 0) + coalesce(pw.w, 0))::float8, -e.interested_count::float8, e.id)
                      > (${after.k1}::float8, ${after.k2}::float8, ${after.id}::text)`
              : sql``
          }
          ORDER BY 2, 3, 1
          LIMIT ${limit + 1})
        SELECT page.id, page.k1, page.k2, bound.cutoff, bound.scored, bound.max_host
        FROM bound LEFT JOIN page ON true ORDER BY page.k1, page.k2, page.id`,
  );
  const [first] = rows;
  if (!first) return null;
  const keys = rows.flatMap((row) =>
    row.id === null ? [] : [{ id: row.id, k1: Number(row.k1), k2: Number(row.k2) }],
  );
  const cutoff = first.cutoff === null ? 0 : Number(first.cutoff);
  const maxHost = Number(first.max_host);
  // With every weighted experience a candidate, the rest score their host's weight alone (or are not listed).
  const isEveryWeightedCandidate = Number(first.scored) < candidateCount;
  const last = keys[limit];
  const isExact =
    last !== undefined && (isEveryWeightedCandidate ? -last.k1 > maxHost : -last.k1 >= cutoff + maxHost);
  if (!isExact) return null;
  return { keys: keys.slice(0, limit), hasMore: keys.length > limit };
}

/**
 * interest-based-experiences: upcoming experiences in the categories of the caller's interests (and picked
 * categories), weighted by how many of them fall in each category; already-marked ones left out.
 */
export function listInterestBasedExperiences(db: Database, scope: PersonalStreamScope): Promise<StreamPage> {
  return pageStream(
    db,
    sql`SELECT e.id, -sum(w.w)::float8 AS k1, -max(e.interested_count)::float8 AS k2
        FROM (${categoryWeights(scope.userId, 0)}) w
        JOIN experience_categories ec ON ec.category_id = w.category_id
        JOIN experiences e ON e.id = ec.experience_id
        WHERE ${isListed(scope)} AND ${isNotMarkedBy(scope.userId)}
        GROUP BY e.id`,
    scope,
  );
}

/**
 * for-you: every upcoming experience not yet marked, scored by its categories (1 per interest of the caller in
 * the category or a picked category, 0.5 per interest of someone they follow), its host (2 per such interest
 * in the host's experiences, 1 for a followee's, FOLLOWED_WEIGHT when they follow the host) and its place
 * (FOLLOWED_WEIGHT when they follow it), then by all-time popularity, so a new user sees popular ones.
 */
export async function listForYouExperiences(db: Database, scope: CategoryScoredScope): Promise<StreamPage> {
  return (await pageForYouFromCandidates(db, scope)) ?? scoreEveryListed(db, scope);
}

/** for-you's order over every listed experience of the location: the definition the candidates must match. */
function scoreEveryListed(db: Database, scope: PersonalStreamScope): Promise<StreamPage> {
  const { userId } = scope;
  return pageStream(
    db,
    sql`WITH category_weight AS (${categoryWeights(userId, 0.5)}), host_weight AS (${hostWeights(userId)}),
        place_weight AS (${placeWeights(userId)}),
        signal AS (
          SELECT ec.experience_id AS id, cw.w FROM category_weight cw
            JOIN experience_categories ec ON ec.category_id = cw.category_id
          UNION ALL
          SELECT x.id, hw.w FROM host_weight hw JOIN experiences x ON x.host_id = hw.host_id
          UNION ALL
          SELECT x.id, pw.w FROM place_weight pw JOIN experiences x ON x.place_id = pw.place_id),
        score AS (SELECT id, sum(w)::float8 AS w FROM signal GROUP BY id)
        SELECT e.id, -coalesce(score.w, 0)::float8 AS k1, -e.interested_count::float8 AS k2
        FROM experiences e LEFT JOIN score ON score.id = e.id
        WHERE ${isListed(scope)} AND ${isNotMarkedBy(userId)}`,
    scope,
  );
}
