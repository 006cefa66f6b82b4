import type { ItemType } from '@happenings/domain/enums';
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { collections } from '../collections/collections.table.ts';
import { follows } from '../follows/follows.table.ts';
import { interested } from '../interested/interested.table.ts';
import { interestVisibleTo, postVisibleTo } from '../interested/item-visibility.queries.ts';
import { posts } from '../posts/posts.table.ts';
import type { KeysetCursor } from './keyset-cursor.ts';

export type ActivityKind = 'interested' | 'followed' | 'posted' | 'collected';

export interface ActivityRow {
  kind: ActivityKind;
  actorId: string;
  /** interested: the item's type; followed: 'user'; posted: 'post'; collected: 'collection'. */
  targetType: ItemType | 'user' | 'collection';
  targetId: string;
  createdAt: Date;
  /**
   * Unique per row: 'interested:{actor}:{type}:{id}', 'followed:{actor}:{user}', 'posted:{post}',
   * 'collected:{collection}'.
   */
  key: string;
  cursorAt: string;
}

const INSTANT_TEXT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/**
 * spec §7 GET /activity and GET /users/activity: new interests, follows, posts and community collections of a
 * set of actors (the viewer's followees, or the viewer alone), newest first, in ONE statement: a UNION ALL over
 * the four sources, each answered by its actor index, keyset paged on (created_at, key). Interests in items and
 * posts the viewer may not see (drafts of others: interested/item-visibility) are left out, and so are private
 * collections: only community collections are anyone's to see.
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
    target_type: ItemType | 'user' | 'collection';
    target_id: string;
    created_at: Date | string;
    key: string;
    cursor_at: string;
  }>(
    db,
    sql`WITH actors AS ${actorSet}
        SELECT a.*, to_char(a.created_at AT TIME ZONE 'UTC', ${sql.raw(INSTANT_TEXT)}) AS cursor_at FROM (
          SELECT 'interested' AS kind, ${interested.userId} AS actor_id, ${interested.itemType} AS target_type,
                 ${interested.itemId} AS target_id, ${interested.createdAt} AS created_at,
                 'interested:' || ${interested.userId} || ':' || ${interested.itemType} || ':' || ${interested.itemId} AS key
            FROM ${interested} JOIN actors ON actors.id = ${interested.userId}
           WHERE ${interestVisibleTo(viewerId)}
          UNION ALL
          SELECT 'followed', f.follower_id, 'user', f.followee_id, f.created_at,
                 'followed:' || f.follower_id || ':' || f.followee_id
            FROM ${follows} f JOIN actors ON actors.id = f.follower_id
          UNION ALL
          SELECT 'posted', ${posts.userId}, 'post', ${posts.id}, ${posts.createdAt}, 'posted:' || ${posts.id}
            FROM ${posts} JOIN actors ON actors.id = ${posts.userId}
           WHERE ${postVisibleTo(viewerId)}
          UNION ALL
          SELECT 'collected', ${collections.ownerId}, 'collection', ${collections.id}, ${collections.createdAt},
                 'collected:' || ${collections.id}
            FROM ${collections} JOIN actors ON actors.id = ${collections.ownerId}
           WHERE ${collections.isCommunity}
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
