import type { ItemType } from '@happenings/domain/enums';
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { follows } from '../follows/follows.table.ts';
import { interested } from '../interested/interested.table.ts';
import { posts } from '../posts/posts.table.ts';
import type { KeysetCursor } from './keyset-cursor.ts';

export type ActivityKind = 'interested' | 'followed' | 'posted';

export interface ActivityRow {
  kind: ActivityKind;
  actorId: string;
  /** interested: the item's type; followed: 'user'; posted: 'post'. */
  targetType: ItemType | 'user';
  targetId: string;
  createdAt: Date;
  /** Unique per row: 'interested:{actor}:{type}:{id}', 'followed:{actor}:{user}', 'posted:{post}'. */
  key: string;
  cursorAt: string;
}

const INSTANT_TEXT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/**
 * spec §7 GET /activity and GET /users/activity: new interests, follows and posts of a set of actors (the
 * viewer's followees, or the viewer alone), newest first, in ONE statement: a UNION ALL over the three sources,
 * each answered by its (actor, created_at) index, keyset paged on (created_at, key). Interests in experiences
 * that are not published, and unpublished posts, are left out.
 */
export async function listActivity(
  db: Database,
  options: {
    viewerId: string;
    /** 'followees': the people the viewer follows; 'self': the viewer's own activity. */
    actors: 'followees' | 'self';
    limit: number;
    cursor?: KeysetCursor | undefined;
  },
): Promise<{ rows: ActivityRow[]; next: KeysetCursor | null }> {
  const { viewerId, limit, cursor } = options;
  const actorSet =
    options.actors === 'self'
      ? sql`(SELECT ${viewerId}::text AS id)`
      : sql`(SELECT followee_id AS id FROM ${follows} WHERE follower_id = ${viewerId})`;
  const after = cursor
    ? sql`WHERE (a.created_at, a.key) < (${cursor.at}::timestamptz, ${cursor.key})`
    : sql``;
  const rows = await queryRows<{
    kind: ActivityKind;
    actor_id: string;
    target_type: ItemType | 'user';
    target_id: string;
    created_at: Date | string;
    key: string;
    cursor_at: string;
  }>(
    db,
    sql`WITH actors AS ${actorSet}
        SELECT a.*, to_char(a.created_at AT TIME ZONE 'UTC', ${sql.raw(INSTANT_TEXT)}) AS cursor_at FROM (
          SELECT 'interested' AS kind, i.user_id AS actor_id, i.item_type AS target_type, i.item_id AS target_id,
                 i.created_at, 'interested:' || i.user_id || ':' || i.item_type || ':' || i.item_id AS key
            FROM ${interested} i JOIN actors ON actors.id = i.user_id
           WHERE i.item_type <> 'experience'
              OR EXISTS (SELECT 1 FROM ${experiences} e WHERE e.id = i.item_id AND e.publish_state = 'PUBLISHED')
          UNION ALL
          SELECT 'followed', f.follower_id, 'user', f.followee_id, f.created_at,
                 'followed:' || f.follower_id || ':' || f.followee_id
            FROM ${follows} f JOIN actors ON actors.id = f.follower_id
          UNION ALL
          SELECT 'posted', p.user_id, 'post', p.id, p.created_at, 'posted:' || p.id
            FROM ${posts} p JOIN actors ON actors.id = p.user_id
           WHERE p.publish_state = 'PUBLISHED' OR p.user_id = ${viewerId}
        ) a
        ${after}
        ORDER BY a.created_at DESC, a.key DESC
        LIMIT ${limit + 1}`,
  );
  const mapped: ActivityRow[] = rows.map((row) => ({
    kind: row.kind,
    actorId: row.actor_id,
    targetType: row.target_type,
    targetId: row.target_id,
    createdAt: new Date(row.created_at),
    key: row.key,
    cursorAt: row.cursor_at,
  }));
  const page = mapped.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: mapped.length > limit && last ? { at: last.cursorAt, key: last.key } : null };
}
