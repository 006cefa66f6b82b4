import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { interested } from '../interested/interested.table.ts';
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

export interface ListPostsOptions {
  /** One author's posts (posts_user_created_idx). */
  userId?: string | undefined;
  /** The posts about one experience (posts_experience_created_idx). */
  experienceId?: string | undefined;
  /** The posts about one place (posts_venue_created_idx). */
  venueId?: string | undefined;
  viewerId?: string | undefined;
  limit: number;
  cursor?: KeysetCursor | undefined;
}

/**
 * spec §7 GET /posts and GET /users/posts: posts newest first with their author, linked experience and venue in
 * one query, keyset paged on (created_at, id) (posts_created_idx, or the index of the one author, experience or
 * place asked for). Only posts the viewer may see: PUBLISHED ones, and drafts to their author and host, none that
 * moderation keeps from them (interested/item-visibility).
 */
export async function listPosts(
  db: Database,
  options: ListPostsOptions,
): Promise<{ rows: PostListRow[]; next: KeysetCursor | null }> {
  const { userId, experienceId, venueId, viewerId, limit, cursor } = options;
  const rows = await selectPosts(db, {
    viewerId,
    where: and(
      userId ? eq(posts.userId, userId) : undefined,
      experienceId ? eq(posts.experienceId, experienceId) : undefined,
      venueId ? eq(posts.venueId, venueId) : undefined,
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

/** One post as the viewer may see it (its page), or null when it does not exist or is kept from them. */
export async function findPost(
  db: Database,
  options: { id: string; viewerId?: string | undefined },
): Promise<PostListRow | null> {
  const [row] = await selectPosts(db, {
    viewerId: options.viewerId,
    where: eq(posts.id, options.id),
    limit: 1,
  });
  return row ?? null;
}

export type NewPost = Pick<
  typeof posts.$inferInsert,
  'userId' | 'body' | 'media' | 'experienceId' | 'venueId' | 'hostId' | 'experienceHashtagName'
>;

/** Stores a published post; answers its id. */
export async function createPost(db: Database, values: NewPost): Promise<string> {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  return row!.id;
}

/**
 * Deletes a post and the interest marks on it, together: a mark left behind would count towards nothing and
 * show nowhere. False when it was already gone.
 */
export async function deletePost(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
    if (deleted.length === 0) return false;
    await tx.delete(interested).where(and(eq(interested.itemType, 'post'), eq(interested.itemId, id)));
    return true;
  });
}

/** The author of a post, whatever its state (for the access guard: owner, someone who may see it, or hidden). */
export async function findPostAuthor(db: Database, id: string): Promise<{ userId: string } | null> {
  const [row] = await db.select({ userId: posts.userId }).from(posts).where(eq(posts.id, id)).limit(1);
  return row ?? null;
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
