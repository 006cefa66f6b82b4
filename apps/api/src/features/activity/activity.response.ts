/**
 * Activity items (spec §7 GET /activity, GET /users/activity): someone's new interest, follow, post or community
 * collection. Each carries its spec §3 feed item type (`feedType`): an interest in an experience is an
 * `experience`, one marked by two or more of the people the viewer follows an `experience-connection`; a post a
 * `post`; someone they followed a `suggested-connection` (a person the viewer may want to follow too); a
 * community collection a `collection`. The followees' feed of someone who follows few people ends with a `CTA`
 * item, a call to find people to follow (an empty or short feed is otherwise a dead end). The page comes from one
 * UNION ALL query; what the items point at is then
 * loaded in one batch per kind (users, experiences, posts, collections), never per row.
 */
import { listCollectionsByIds } from '@happenings/db/discover';
import { listCategorySlugsByExperience, listExperiencesByIds } from '@happenings/db/experiences';
import { countConnections } from '@happenings/db/follows';
import { listPostsByIds } from '@happenings/db/posts';
import { type ActivityKind, listActivity, listUsersByIds } from '@happenings/db/users';
import { type FeedItemType, feedItemTypeSchema, itemTypeSchema } from '@happenings/domain/enums';
import { collectionSchema, cursorPageSchema, idSchema, instantSchema } from '@happenings/domain/schemas';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { pageLimitSchema } from '../../http/page-limit.ts';
import { validated } from '../../http/validated.ts';
import { toCollectionResponse } from '../discover/stream-items.response.ts';
import { experienceResponseSchema, toExperienceResponse } from '../experiences/experience.response.ts';
import { postResponseSchema, toPostResponse } from '../posts/post.response.ts';
import { avatarUserResponseSchema, toAvatarUser } from '../users/user.response.ts';

export const activityQuerySchema = z.object({ limit: pageLimitSchema, cursor: z.string().min(1).optional() });

export const activityItemSchema = z
  .object({
    /** Stable id of the item (kind, actor and target). */
    id: z.string().min(1),
    type: z.enum(['interested', 'followed', 'posted', 'collected', 'cta']),
    /** spec §3 feed item type of the item. */
    feedType: feedItemTypeSchema,
    /** Who did it; null for a call to action. */
    actor: avatarUserResponseSchema.nullable(),
    createdAt: instantSchema,
    /** interested: the item marked; its experience when it is one. */
    item: z.object({ type: itemTypeSchema, id: idSchema }).nullable(),
    experience: experienceResponseSchema.nullable(),
    /** followed: whom. */
    user: avatarUserResponseSchema.nullable(),
    /** posted: the post. */
    post: postResponseSchema.nullable(),
    /** collected: the community collection. */
    collection: collectionSchema.nullable(),
    /** cta: what the viewer is invited to do, and the website path that does it. */
    cta: z
      .object({
        action: z.enum(['find-people']),
        title: z.string(),
        text: z.string(),
        url: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'ActivityItem' });

/** Following fewer people than this, the followees' feed ends with the call to find people to follow. */
export const FEW_FOLLOWEES = 5;
export const activityPageSchema = cursorPageSchema(activityItemSchema).meta({ id: 'ActivityPage' });
export type ActivityPage = z.infer<typeof activityPageSchema>;

export async function respondWithActivity(
  c: Context<AppEnv>,
  options: { viewerId: string; actors: 'followees' | 'self'; limit: number; cursor?: string | undefined },
): Promise<ActivityPage> {
  const { db, config, clock } = c.get('services');
  const page = await listActivity(db, {
    viewerId: options.viewerId,
    actors: options.actors,
    limit: options.limit,
    cursor: decodeCursor(options.cursor),
  });
  const userIds = page.rows.flatMap((row) =>
    row.kind === 'followed' ? [row.actorId, row.targetId] : [row.actorId],
  );
  const experienceIds = page.rows
    .filter((row) => row.kind === 'interested' && row.targetType === 'experience')
    .map((row) => row.targetId);
  const postIds = page.rows.filter((row) => row.kind === 'posted').map((row) => row.targetId);
  const collectionIds = page.rows.filter((row) => row.kind === 'collected').map((row) => row.targetId);
  const [users, experiences, categories, posts, collections] = await Promise.all([
    listUsersByIds(db, userIds),
    listExperiencesByIds(db, experienceIds),
    listCategorySlugsByExperience(db, experienceIds),
    listPostsByIds(db, { ids: postIds, viewerId: options.viewerId }),
    listCollectionsByIds(db, { ids: collectionIds, viewerId: options.viewerId, perCollection: 4 }),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const postById = new Map(posts.map((row) => [row.post.id, row]));
  const collectionById = new Map(collections.map((collection) => [collection.id, collection]));
  // An experience several followees marked on this page reads as a connection to it, not one person's interest.
  const markers = new Map<string, number>();
  for (const id of experienceIds) markers.set(id, (markers.get(id) ?? 0) + 1);
  const now = clock();

  const items: z.input<typeof activityItemSchema>[] = page.rows.flatMap((row) => {
    const actor = userById.get(row.actorId);
    if (!actor) return [];
    const experience = row.kind === 'interested' ? experiences.get(row.targetId) : undefined;
    const followed = row.kind === 'followed' ? userById.get(row.targetId) : undefined;
    const post = row.kind === 'posted' ? postById.get(row.targetId) : undefined;
    const collection = row.kind === 'collected' ? collectionById.get(row.targetId) : undefined;
    if (row.kind === 'collected' && !collection) return [];
    return [
      {
        id: row.key,
        type: row.kind,
        feedType: toFeedType(row.kind, row.targetType, (markers.get(row.targetId) ?? 0) > 1),
        actor: toAvatarUser(actor, config),
        createdAt: row.createdAt.toISOString(),
        item:
          row.kind === 'interested' && row.targetType !== 'user' && row.targetType !== 'collection'
            ? { type: row.targetType, id: row.targetId }
            : null,
        experience: experience
          ? toExperienceResponse(experience, { now, categories: categories.get(experience.id) ?? [] })
          : null,
        user: followed ? toAvatarUser(followed, config) : null,
        post: post ? toPostResponse(post, config) : null,
        collection: collection ? toCollectionResponse(collection) : null,
        cta: null,
      },
    ];
  });
  const isFeedEnd = options.actors === 'followees' && page.next === null;
  if (isFeedEnd && (await countConnections(db, options.viewerId)).following < FEW_FOLLOWEES) {
    items.push(findPeopleCallToAction(now));
  }
  return validated(activityPageSchema, { items, nextCursor: encodeCursor(page.next) });
}

function findPeopleCallToAction(now: number): z.input<typeof activityItemSchema> {
  return {
    id: 'cta:find-people',
    type: 'cta',
    feedType: 'CTA',
    actor: null,
    createdAt: new Date(now).toISOString(),
    item: null,
    experience: null,
    user: null,
    post: null,
    collection: null,
    cta: {
      action: 'find-people',
      title: 'Find people to follow',
      text: 'Follow friends and locals to see what they are interested in, what they post and the lists they make.',
      url: '/search?tab=people',
    },
  };
}

function toFeedType(kind: ActivityKind, targetType: string, isShared: boolean): FeedItemType {
  if (kind === 'posted') return 'post';
  if (kind === 'followed') return 'suggested-connection';
  if (kind === 'collected') return 'collection';
  if (targetType === 'post') return 'post';
  // A roundup is a conversation in the streams' vocabulary (spec §3); a place reads like an experience.
  if (targetType === 'crowd-sourced-roundup') return 'conversation';
  return isShared ? 'experience-connection' : 'experience';
}
