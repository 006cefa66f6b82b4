/**
 * The personal part of a newsletter issue (issue 27) for a whole batch of recipients with an account, in one
 * statement per part instead of one per recipient: what the people they follow are interested in (the
 * following-interested-experiences stream's definition) and their for-you picks (the for-you stream's scores:
 * categories 1 per own interest or picked category and 0.5 per followee's interest, hosts 2 per own and 1 per
 * followee's interest plus 4 when followed, places 4 when followed; then all-time popularity), both over what is on
 * in the issue's week (an occurrence in [from, to)) rather than the whole stream, since that is what a weekly
 * e-mail can offer. Someone with no signal at all gets no for-you picks: the location's issue already holds the
 * popular and editors' choices.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { instantParam, textArray } from '../discover/stream-page.ts';

export interface NewsletterPersonalPicks {
  /** Experiences people they follow are interested in, most such people first, with how many. */
  friendsInterested: Array<{ experienceId: string; friendCount: number }>;
  /** Their for-you picks, highest score first, none of them in friendsInterested or marked by them. */
  forYou: string[];
}

export interface PersonalPicksScope {
  locationSlug: string;
  userIds: readonly string[];
  /** The week: experiences with an occurrence overlapping [from, to) that has not ended by `from`. */
  from: Date;
  to: Date;
  /** Per part and recipient. */
  limit: number;
  /** Experiences the location's issue already shows, left out of the personal part. */
  excludeIds?: readonly string[];
}

/** The week's listed experiences of the location (occurrences_box_time_idx's overlap), as `week(id, ...)`. */
function weekExperiences(scope: PersonalPicksScope): ReturnType<typeof sql> {
  return sql`SELECT e.id, e.host_id, e.place_id, e.interested_count FROM experiences e
    WHERE e.id IN (
      SELECT o.experience_id FROM occurrences o
      WHERE o.location_slug = ${scope.locationSlug} AND o.publish_state = 'PUBLISHED'
        AND o.status IS DISTINCT FROM 'CANCELED'
        AND tstzrange(o.starts_at, o.ends_at, '[]') && tstzrange(${instantParam(scope.from)}, ${instantParam(scope.to)}, '[)')
        AND o.ends_at >= ${instantParam(scope.from)})
      AND e.publish_state = 'PUBLISHED' AND e.status IS DISTINCT FROM 'CANCELED'
      AND NOT (e.id = ANY(${textArray(scope.excludeIds ?? [])}))`;
}

/** Both parts for every user of the batch (users with neither part are absent from the map). */
export async function listNewsletterPersonalPicks(
  db: Database,
  scope: PersonalPicksScope,
): Promise<Map<string, NewsletterPersonalPicks>> {
  const picks = new Map<string, NewsletterPersonalPicks>();
  if (scope.userIds.length === 0) return picks;
  const users = textArray(scope.userIds);
  const pick = (userId: string) => {
    let entry = picks.get(userId);
    if (!entry) {
      entry = { friendsInterested: [], forYou: [] };
      picks.set(userId, entry);
    }
    return entry;
  };

  const friends = await queryRows<{ user_id: string; id: string; n: number | string }>(
    db,
    sql`WITH week AS (${weekExperiences(scope)}),
        counted AS (
          SELECT f.follower_id AS user_id, w.id, count(DISTINCT i.user_id) AS n, max(i.created_at) AS latest
          FROM follows f
          JOIN interested i ON i.user_id = f.followee_id AND i.item_type = 'experience'
          JOIN week w ON w.id = i.item_id
          WHERE f.follower_id = ANY(${users})
          GROUP BY f.follower_id, w.id),
        ranked AS (
          SELECT user_id, id, n,
            row_number() OVER (PARTITION BY user_id ORDER BY n DESC, latest DESC, id) AS rn
          FROM counted)
        SELECT user_id, id, n FROM ranked WHERE rn <= ${scope.limit} ORDER BY user_id, rn`,
  );
  for (const row of friends)
    pick(row.user_id).friendsInterested.push({ experienceId: row.id, friendCount: Number(row.n) });

  const forYou = await queryRows<{ user_id: string; id: string }>(
    db,
    sql`WITH week AS MATERIALIZED (${weekExperiences(scope)}),
        signal AS (
          SELECT i.user_id, i.item_id, 1::float8 AS w FROM interested i
            WHERE i.user_id = ANY(${users}) AND i.item_type = 'experience'
          UNION ALL
          SELECT f.follower_id, i.item_id, 0.5::float8 FROM follows f
            JOIN interested i ON i.user_id = f.followee_id AND i.item_type = 'experience'
            WHERE f.follower_id = ANY(${users})),
        category_weight AS (
          SELECT c.user_id, c.category_id, sum(c.w)::float8 AS w FROM (
            SELECT s.user_id, ec.category_id, s.w FROM signal s
              JOIN experience_categories ec ON ec.experience_id = s.item_id
            UNION ALL
            SELECT uc.user_id, uc.category_id, 1::float8 FROM user_categories uc WHERE uc.user_id = ANY(${users})
          ) c GROUP BY c.user_id, c.category_id),
        host_weight AS (
          SELECT h.user_id, h.host_id, sum(h.w)::float8 AS w FROM (
            SELECT s.user_id, x.host_id, s.w * 2 AS w FROM signal s
              JOIN experiences x ON x.id = s.item_id WHERE x.host_id IS NOT NULL
            UNION ALL
            SELECT hf.user_id, hf.host_id, 4::float8 FROM host_follows hf WHERE hf.user_id = ANY(${users})
          ) h GROUP BY h.user_id, h.host_id),
        score AS (
          SELECT t.user_id, t.id, sum(t.w)::float8 AS w FROM (
            SELECT cw.user_id, ec.experience_id AS id, cw.w FROM category_weight cw
              JOIN experience_categories ec ON ec.category_id = cw.category_id
              JOIN week ON week.id = ec.experience_id
            UNION ALL
            SELECT hw.user_id, week.id, hw.w FROM host_weight hw JOIN week ON week.host_id = hw.host_id
            UNION ALL
            SELECT pf.user_id, week.id, 4::float8 FROM place_follows pf JOIN week ON week.place_id = pf.place_id
              WHERE pf.user_id = ANY(${users})
          ) t GROUP BY t.user_id, t.id),
        ranked AS (
          SELECT s.user_id, s.id,
            row_number() OVER (PARTITION BY s.user_id ORDER BY s.w DESC, week.interested_count DESC, s.id) AS rn
          FROM score s JOIN week ON week.id = s.id
          WHERE s.w > 0
            AND NOT EXISTS (SELECT 1 FROM interested m
                            WHERE m.user_id = s.user_id AND m.item_type = 'experience' AND m.item_id = s.id))
        SELECT user_id, id FROM ranked WHERE rn <= ${scope.limit * 2} ORDER BY user_id, rn`,
  );
  for (const row of forYou) {
    const entry = pick(row.user_id);
    // What friends are interested in is already shown above; the rest fill the for-you picks.
    if (entry.forYou.length >= scope.limit) continue;
    if (entry.friendsInterested.some((friend) => friend.experienceId === row.id)) continue;
    entry.forYou.push(row.id);
  }
  return picks;
}
