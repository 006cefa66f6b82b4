/**
 * Test factories for the discover, search and recommendation suites: rows the shared factories of
 * @happenings/db/testing do not make (interests, follows, posts, collections, roundups, feature tags, streams).
 */
import type { Database } from '@happenings/db/client';
import {
  collectionItems,
  collectionParticipants,
  collections,
  featureTagItems,
  featureTags,
  follows,
  hosts,
  interested,
  places,
  posts,
  remoteConfig,
  roundups,
  searchRecommendations,
  streams,
} from '@happenings/db/schema';
import { makeLocation } from '@happenings/db/testing';
import type { MediaItem } from '@happenings/domain/schemas';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export function makeImage(): MediaItem {
  const n = next();
  return {
    asset_id: `asset-${n}`,
    bit_rate: null,
    bytes: 1000,
    created_at: '2026-01-01T00:00:00.000Z',
    duration: null,
    etag: `etag-${n}`,
    format: 'jpg',
    height: 600,
    width: 400,
    public_id: `posts/${n}`,
    secure_url: `https://media.example.com/posts/${n}.jpg`,
    resource_type: 'image',
    video: null,
    audio: null,
    aspect_ratio: 400 / 600,
  };
}

export async function makeInterest(
  db: Database,
  input: { userId: string; itemId: string; itemType?: 'experience' | 'post' | 'place'; createdAt?: Date },
) {
  await db.insert(interested).values({
    userId: input.userId,
    itemId: input.itemId,
    itemType: input.itemType ?? 'experience',
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
}

export async function makeFollow(db: Database, followerId: string, followeeId: string) {
  await db.insert(follows).values({ followerId, followeeId });
}

export async function makeHost(db: Database, name: string) {
  const n = next();
  const [row] = await db
    .insert(hosts)
    .values({ name, slug: `host-${n}` })
    .returning();
  return row!;
}

export async function makePlace(db: Database, input: Partial<typeof places.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(places)
    .values({ name: `Place ${n}`, locationSlug: 'boston-ma', lat: 42.35, lng: -71.06, ...input })
    .returning();
  return row!;
}

export async function makePost(db: Database, input: Partial<typeof posts.$inferInsert> & { userId: string }) {
  const [row] = await db
    .insert(posts)
    .values({ body: 'Great night', media: [makeImage()], ...input })
    .returning();
  return row!;
}

export async function makeCollection(
  db: Database,
  input: Partial<typeof collections.$inferInsert> & {
    ownerId: string;
    viewerIds?: string[];
    items?: { itemId: string; itemType?: 'experience' | 'post' | 'place' }[];
  },
) {
  const { viewerIds = [], items = [], ...values } = input;
  const n = next();
  const [row] = await db
    .insert(collections)
    .values({
      name: `Collection ${n}`,
      isCommunity: true,
      locationSlug: 'boston-ma',
      itemsCount: items.length,
      ...values,
    })
    .returning();
  const collection = row!;
  await db
    .insert(collectionParticipants)
    .values([
      { collectionId: collection.id, userId: input.ownerId, role: 'OWNER' },
      ...viewerIds.map((userId) => ({ collectionId: collection.id, userId, role: 'VIEWER' })),
    ]);
  if (items.length > 0) {
    await db.insert(collectionItems).values(
      items.map((item, position) => ({
        collectionId: collection.id,
        itemId: item.itemId,
        itemType: item.itemType ?? 'experience',
        position,
      })),
    );
  }
  return collection;
}

export async function makeRoundup(
  db: Database,
  input: Partial<typeof roundups.$inferInsert> & { creatorId: string },
) {
  const n = next();
  await makeLocation(db, 'boston-ma');
  const [row] = await db
    .insert(roundups)
    .values({ title: `Roundup ${n}`, slug: `roundup-${n}`, locationSlug: 'boston-ma', ...input })
    .returning();
  return row!;
}

export async function makeFeatureTag(
  db: Database,
  input: { slug: string; name?: string; locationSlug?: string | null; position?: number; isActive?: boolean },
  items: { itemId: string; position: number; itemType?: 'experience' | 'post' | 'place' }[] = [],
) {
  if (input.locationSlug === 'boston-ma' || input.locationSlug === 'washington-dc') {
    await makeLocation(db, input.locationSlug);
  }
  const [tag] = await db
    .insert(featureTags)
    .values({
      slug: input.slug,
      name: input.name ?? input.slug,
      locationSlug: input.locationSlug ?? null,
      position: input.position ?? 0,
      isActive: input.isActive ?? true,
    })
    .returning();
  if (items.length > 0) {
    await db.insert(featureTagItems).values(
      items.map((item) => ({
        featureTagId: tag!.id,
        itemId: item.itemId,
        itemType: item.itemType ?? 'experience',
        position: item.position,
      })),
    );
  }
  return tag!;
}

export async function makeStream(
  db: Database,
  input: Partial<typeof streams.$inferInsert> & { slug: string },
) {
  await makeLocation(db, (input.locationSlug as 'boston-ma' | 'washington-dc' | undefined) ?? 'boston-ma');
  const [row] = await db
    .insert(streams)
    .values({
      locationSlug: 'boston-ma',
      title: input.slug,
      itemType: 'experience',
      endpoint: `/api/v1/discover/${input.slug}`,
      ...input,
    })
    .returning();
  return row!;
}

export async function makeSearchRecommendation(
  db: Database,
  input: Partial<typeof searchRecommendations.$inferInsert> & { label: string },
) {
  const [row] = await db.insert(searchRecommendations).values(input).returning();
  return row!;
}

export async function setRemoteConfig(db: Database, key: string, value: unknown) {
  await db
    .insert(remoteConfig)
    .values({ key, value })
    .onConflictDoUpdate({ target: remoteConfig.key, set: { value } });
}
