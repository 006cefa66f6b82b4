/**
 * The big demo tables (follows, interests), written by the database itself with INSERT ... SELECT over
 * generate_series: a million rows take seconds this way instead of minutes of client-side batches.
 *
 * Deterministic: every "random" choice is a hash of the series index (md5, identical on PostgreSQL and PGlite),
 * never random(); users and items are numbered by id, which is itself derived from names.
 */
import type { Database } from '@happenings/db/client';

/** A deterministic 32-bit number (0 .. 2^32-1) from a SQL expression and a salt. */
const hash = (expression: string, salt: string) =>
  `('x' || substr(md5(${expression} || ':${salt}'), 1, 8))::bit(32)::bigint`;
/** The same as a float in [0, 1). */
const unit = (expression: string, salt: string) => `(${hash(expression, salt)} / 4294967296.0)`;

export async function runSql<Row extends Record<string, unknown>>(
  db: Database,
  text: string,
): Promise<Row[]> {
  const result = (await db.execute(text)) as unknown as { rows?: Row[] };
  return result.rows ?? [];
}

const nowSeconds = (now: number) => Math.floor(now / 1000);

/**
 * Follows: `perUser` edges from every user on average, to others near them in a shuffled order (so circles of
 * friends form), then about 45% of edges followed back (spec §3 'friend' = mutual). Answers the rows written.
 */
export async function insertFollows(
  db: Database,
  options: { perUser: number; now: number },
): Promise<number> {
  const [{ count } = { count: 0 }] = await runSql<{ count: number }>(
    db,
    'SELECT count(*)::int AS count FROM users',
  );
  if (count < 2) return 0;
  const edges = Math.round(count * options.perUser);
  await runSql(
    db,
    `WITH u AS MATERIALIZED (SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS rn FROM users),
     s AS (
       SELECT ${hash('g::text', 'follower')} % ${count} AS fr,
              floor(${count - 1} * power(${unit('g::text', 'followee')}, 2))::bigint AS step,
              ${hash('g::text', 'since')} % ${180 * 86_400} AS age
       FROM generate_series(0, ${edges - 1}) AS g
     )
     INSERT INTO follows (follower_id, followee_id, created_at)
     SELECT DISTINCT ON (a.id, b.id) a.id, b.id, to_timestamp(${nowSeconds(options.now)} - s.age)
     FROM s JOIN u a ON a.rn = s.fr JOIN u b ON b.rn = (s.fr + 1 + s.step) % ${count}
     -- Repeated draws of one pair keep the oldest date, whatever order the join produced them in.
     ORDER BY a.id, b.id, s.age DESC`,
  );
  await runSql(
    db,
    `INSERT INTO follows (follower_id, followee_id, created_at)
     SELECT followee_id, follower_id, LEAST(created_at + interval '1 day', to_timestamp(${nowSeconds(options.now)}))
     FROM follows WHERE ${hash("follower_id || '>' || followee_id", 'back')} % 100 < 45
     ON CONFLICT DO NOTHING`,
  );
  const [written] = await runSql<{ count: number }>(db, 'SELECT count(*)::int AS count FROM follows');
  return written?.count ?? 0;
}

/**
 * Interests in published experiences: `count` draws of (uniform user, item skewed to a popular few — rank
 * = n·u^2.2 in a shuffled order), over the last 45 days; duplicates are dropped. Then the same for posts, and the
 * interested counters of experiences and posts are set from the rows.
 */
export async function insertInterests(
  db: Database,
  options: { experiences: number; posts: number; now: number },
): Promise<number> {
  const now = nowSeconds(options.now);
  const insert = (itemType: string, items: string, draws: number, salt: string) =>
    draws <= 0
      ? Promise.resolve([])
      : runSql(
          db,
          `WITH u AS MATERIALIZED (SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS rn FROM users),
           i AS MATERIALIZED (SELECT id, (row_number() OVER (ORDER BY md5(id))) - 1 AS rn FROM ${items}),
           n AS (SELECT (SELECT count(*) FROM u) AS users, (SELECT count(*) FROM i) AS items),
           s AS (
             SELECT ${hash('g::text', `${salt}-user`)} % n.users AS ur,
                    floor(n.items * power(${unit('g::text', `${salt}-item`)}, 2.2))::bigint AS ir,
                    ${hash('g::text', `${salt}-age`)} % ${45 * 86_400} AS age
             FROM generate_series(0, ${draws - 1}) AS g, n
             WHERE n.users > 0 AND n.items > 0
           )
           INSERT INTO interested (user_id, item_type, item_id, created_at)
           SELECT DISTINCT ON (u.id, i.id) u.id, '${itemType}', i.id, to_timestamp(${now} - s.age)
           FROM s JOIN u ON u.rn = s.ur JOIN i ON i.rn = s.ir
           -- Repeated draws of one pair keep the oldest date, whatever order the join produced them in.
           ORDER BY u.id, i.id, s.age DESC`,
        );
  await insert(
    'experience',
    "(SELECT id FROM experiences WHERE publish_state = 'PUBLISHED') AS published",
    options.experiences,
    'experience',
  );
  await insert('post', 'posts', options.posts, 'post');
  await runSql(
    db,
    `UPDATE experiences e SET interested_count = c.n
     FROM (SELECT item_id, count(*)::int AS n FROM interested WHERE item_type = 'experience' GROUP BY item_id) c
     WHERE e.id = c.item_id`,
  );
  await runSql(
    db,
    `UPDATE posts p SET interested_count = c.n
     FROM (SELECT item_id, count(*)::int AS n FROM interested WHERE item_type = 'post' GROUP BY item_id) c
     WHERE p.id = c.item_id`,
  );
  const [written] = await runSql<{ count: number }>(db, 'SELECT count(*)::int AS count FROM interested');
  return written?.count ?? 0;
}
