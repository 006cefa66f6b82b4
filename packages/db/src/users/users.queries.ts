import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { accounts } from '../auth/auth.table.ts';
import type { Database } from '../client/database.ts';
import { categories } from '../experiences/categories.table.ts';
import { interested } from '../interested/interested.table.ts';
import { interestVisibleTo, type Viewer } from '../interested/item-visibility.queries.ts';
import { profiles } from './profiles.table.ts';
import { userCategories } from './user-categories.table.ts';
import { users } from './users.table.ts';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

/** The user with this id, or null. */
export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The user with this numeric id (spec §3 avatar user `id`), or null. */
export async function findUserByNumericId(db: Database, numericId: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.numericId, numericId)).limit(1);
  return rows[0] ?? null;
}

/** The user with this username whatever its case (served by the unique index on lower(username)), or null. */
export async function findUserByUsername(db: Database, username: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return rows[0] ?? null;
}

/** Users by id, in one query (order not kept). */
export async function listUsersByIds(db: Database, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** True when someone other than `exceptUserId` holds this username, whatever its case. */
export async function isUsernameTaken(
  db: Database,
  username: string,
  exceptUserId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Sets the username (spec §5: on its own). Stored as better-auth's username plugin does: `username` lower case,
 * `displayUsername` as typed. Answers 'taken' when the unique index on lower(username) rejects it (a race with
 * another sign-up that isUsernameTaken could not see).
 */
export async function updateUsername(
  db: Database,
  userId: string,
  username: string,
): Promise<'updated' | 'taken'> {
  try {
    await db
      .update(users)
      .set({ username: username.toLowerCase(), displayUsername: username, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return 'updated';
  } catch (error) {
    const code = (error as { cause?: { code?: unknown }; code?: unknown }).cause?.code;
    if (code === '23505' || (error as { code?: unknown }).code === '23505') return 'taken';
    throw error;
  }
}

export interface ProfileUpdate {
  name?: string;
  image?: string | null;
  bio?: string | null;
  homeLocationSlug?: string | null;
  acceptsEmailMarketing?: boolean;
  links?: { label: string; url: string }[];
  /** Category slugs; replaces the user's interests. */
  interestSlugs?: string[];
}

/**
 * Updates the user's own fields and profile row in one transaction. Answers the interest slugs that name no
 * category (nothing is written then), so the caller can reject them.
 */
export async function updateUserProfile(
  db: Database,
  userId: string,
  update: ProfileUpdate,
): Promise<{ unknownInterests: string[] }> {
  return db.transaction(async (tx) => {
    let categoryIds: string[] | undefined;
    if (update.interestSlugs) {
      const slugs = [...new Set(update.interestSlugs)];
      const found =
        slugs.length === 0
          ? []
          : await tx
              .select({ id: categories.id, slug: categories.slug })
              .from(categories)
              .where(inArray(categories.slug, slugs));
      const known = new Set(found.map((row) => row.slug));
      const unknown = slugs.filter((slug) => !known.has(slug));
      if (unknown.length > 0) return { unknownInterests: unknown };
      categoryIds = found.map((row) => row.id);
    }

    const userSet: Partial<typeof users.$inferInsert> = {};
    if (update.name !== undefined) userSet.name = update.name;
    if (update.image !== undefined) userSet.image = update.image;
    if (Object.keys(userSet).length > 0) {
      await tx
        .update(users)
        .set({ ...userSet, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    }

    const profileSet: Partial<typeof profiles.$inferInsert> = {};
    if (update.bio !== undefined) profileSet.bio = update.bio;
    if (update.homeLocationSlug !== undefined) profileSet.homeLocationSlug = update.homeLocationSlug;
    if (update.acceptsEmailMarketing !== undefined)
      profileSet.acceptsEmailMarketing = update.acceptsEmailMarketing;
    if (update.links !== undefined) profileSet.links = update.links;
    await tx
      .insert(profiles)
      .values({ userId, ...profileSet })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...profileSet, updatedAt: sql`now()` } });

    if (categoryIds) {
      await tx.delete(userCategories).where(eq(userCategories.userId, userId));
      if (categoryIds.length > 0) {
        await tx.insert(userCategories).values(categoryIds.map((categoryId) => ({ userId, categoryId })));
      }
    }
    return { unknownInterests: [] };
  });
}

/**
 * Onboarding (spec §7 POST /users): makes sure the profile row exists and records when onboarding finished the
 * first time. Idempotent: a second call changes nothing but what `update` sets.
 */
export async function completeOnboarding(db: Database, userId: string): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, onboardedAt: sql`now()` })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { onboardedAt: sql`coalesce(${profiles.onboardedAt}, now())` },
    });
}

export interface UserWithProfile {
  user: UserRow;
  profile: ProfileRow | null;
}

/** A user and their profile row (null until they saved one), in one query. */
export async function findUserWithProfile(db: Database, userId: string): Promise<UserWithProfile | null> {
  const rows = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Profiles of several users, keyed by user id (users without a profile row are absent). */
export async function listProfilesByUserIds(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, ProfileRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(profiles)
    .where(inArray(profiles.userId, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** The slugs of the categories the user likes, in category order. */
export async function listUserCategorySlugs(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: categories.slug })
    .from(userCategories)
    .innerJoin(categories, eq(categories.id, userCategories.categoryId))
    .where(eq(userCategories.userId, userId))
    .orderBy(categories.position, categories.slug);
  return rows.map((row) => row.slug);
}

/** better-auth provider ids of the user's sign-in methods ('credential', 'google', 'apple'...), oldest first. */
export async function listUserProviderIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(accounts.createdAt);
  return rows.map((row) => row.providerId);
}

/** spec §6 phone-in-use: whether an account holds this E.164 number (unique index on phone_number). */
export async function isPhoneNumberInUse(db: Database, phoneNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber))
    .limit(1);
  return rows.length > 0;
}

export interface UserCounts {
  followers: number;
  following: number;
  interested: number;
}

/**
 * Followers, following and interested counts of several users in one statement: each count is an aggregate over
 * an index (follows both ways, interested by user), never a query per user. Interests count only items the
 * viewer may see (interested/item-visibility), as the lists of them do.
 */
export async function countUserConnections(
  db: Database,
  options: { userIds: readonly string[]; viewerId: Viewer },
): Promise<Map<string, UserCounts>> {
  const { userIds, viewerId } = options;
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      followers: sql<number>`(SELECT count(*) FROM follows f WHERE f.followee_id = ${users.id})`.mapWith(
        Number,
      ),
      following: sql<number>`(SELECT count(*) FROM follows f WHERE f.follower_id = ${users.id})`.mapWith(
        Number,
      ),
      interested: sql<number>`(SELECT count(*) FROM ${interested}
                                WHERE ${interested.userId} = ${users.id} AND ${interestVisibleTo(viewerId)})`.mapWith(
        Number,
      ),
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}
