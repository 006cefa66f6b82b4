import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { experienceVisibleTo, postVisibleTo } from '../interested/item-visibility.queries.ts';
import { places } from '../places/places.table.ts';
import { isAfterCursor, type KeysetCursor, keysetInstant, toKeysetPage } from '../users/keyset-cursor.ts';
import type { UserRow } from '../users/users.queries.ts';
import { users } from '../users/users.table.ts';
import { posts } from './posts.table.ts';

export type PostRow = typeof posts.$inferSelect;

export interface PostListRow {
  post: PostRow;
  author: UserRow;
  /** The linked experience, when the viewer may see it (interested/item-visibility). */
  experience: { id: string; slug: string; name: string } | null;
  venue: { id: string; name: string } | null;
  cursorAt: string;
  cursorKey: string;
}

/**
 * spec §7 GET /posts and GET /users/posts: posts newest first with their author, linked experience and venue in
 * one query, keyset paged on (created_at, id) (posts_created_idx, or posts_user_created_idx for one author).
 * Only posts the viewer may see: PUBLISHED ones, and drafts to their author and host (interested/item-visibility).
 */
export async function listPosts(
  db: Database,
  options: {
    userId?: string | undefined;
    viewerId?: string | undefined;
    limit: number;
    cursor?: KeysetCursor | undefined;
  },
): Promise<{ rows: PostListRow[]; next: KeysetCursor | null }> {
  const { userId, viewerId, limit, cursor } = options;
  const rows = await selectPosts(db, {
    viewerId,
    where: and(
      userId ? eq(posts.userId, userId) : undefined,
      isAfterCursor(posts.createdAt, posts.id, cursor),
    ),
    limit: limit + 1,
  });
  return toKeysetPage(rows, limit);
}

/** Posts by id (those visible to the viewer), with authors and links, for lists that reference posts. */
export async function listPostsByIds(
  db: Database,
  options: { ids: readonly string[]; viewerId?: string | undefined },
): Promise<PostListRow[]> {
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) return [];
  return selectPosts(db, { viewerId: options.viewerId, where: inArray(posts.id, ids), limit: ids.length });
}

async function selectPosts(
  db: Database,
  options: { viewerId: string | undefined; where: SQL | undefined; limit: number },
): Promise<PostListRow[]> {
  const { viewerId } = options;
  const rows = await db
    .select({
      post: posts,
      author: users,
      experienceId: experiences.id,
      experienceSlug: experiences.slug,
      experienceName: experiences.name,
      venueId: places.id,
      venueName: places.name,
      cursorAt: keysetInstant(posts.createdAt),
      cursorKey: posts.id,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(experiences, and(eq(experiences.id, posts.experienceId), experienceVisibleTo(viewerId)))
    .leftJoin(places, eq(places.id, posts.venueId))
    .where(and(postVisibleTo(viewerId), options.where))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(options.limit);
  return rows.map((row) => ({
    post: row.post,
    author: row.author,
    experience:
      row.experienceId && row.experienceSlug && row.experienceName
        ? { id: row.experienceId, slug: row.experienceSlug, name: row.experienceName }
        : null,
    venue: row.venueId && row.venueName ? { id: row.venueId, name: row.venueName } : null,
    cursorAt: row.cursorAt,
    cursorKey: row.cursorKey,
  }));
}
