/**
 * Activity items (spec §7 GET /activity, GET /users/activity): someone's new interest, follow or post. The page
 * comes from one UNION ALL query; what the items point at is then loaded in one batch per kind (users,
 * experiences, posts), never per row.
 */
import { listCategorySlugsByExperience, listExperiencesByIds } from '@happenings/db/experiences';
import { listPostsByIds } from '@happenings/db/posts';
import { listActivity, listUsersByIds } from '@happenings/db/users';
import { itemTypeSchema } from '@happenings/domain/enums';
import { cursorPageSchema, idSchema, instantSchema } from '@happenings/domain/schemas';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { validated } from '../../http/validated.ts';
import { experienceResponseSchema, toExperienceResponse } from '../experiences/experience.response.ts';
import { postResponseSchema, toPostResponse } from '../posts/post.response.ts';
import { decodeCursor, encodeCursor } from '../users/page-cursor.ts';
import { avatarUserResponseSchema, toAvatarUser } from '../users/user.response.ts';
import { pageLimitSchema } from '../users/users.schemas.ts';

export const activityQuerySchema = z.object({ limit: pageLimitSchema, cursor: z.string().min(1).optional() });

export const activityItemSchema = z
  .object({
    /** Stable id of the item (kind, actor and target). */
    id: z.string().min(1),
    type: z.enum(['interested', 'followed', 'posted']),
    actor: avatarUserResponseSchema,
    createdAt: instantSchema,
    /** interested: the item marked; its experience when it is one. */
    item: z.object({ type: itemTypeSchema, id: idSchema }).nullable(),
    experience: experienceResponseSchema.nullable(),
    /** followed: whom. */
    user: avatarUserResponseSchema.nullable(),
    /** posted: the post. */
    post: postResponseSchema.nullable(),
  })
  .meta({ id: 'ActivityItem' });
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
  const [users, experiences, categories, posts] = await Promise.all([
    listUsersByIds(db, userIds),
    listExperiencesByIds(db, experienceIds),
    listCategorySlugsByExperience(db, experienceIds),
    listPostsByIds(db, { ids: postIds, viewerId: options.viewerId }),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const postById = new Map(posts.map((row) => [row.post.id, row]));
  const now = clock();

  const items = page.rows.flatMap((row) => {
    const actor = userById.get(row.actorId);
    if (!actor) return [];
    const experience = row.kind === 'interested' ? experiences.get(row.targetId) : undefined;
    const followed = row.kind === 'followed' ? userById.get(row.targetId) : undefined;
    const post = row.kind === 'posted' ? postById.get(row.targetId) : undefined;
    return [
      {
        id: row.key,
        type: row.kind,
        actor: toAvatarUser(actor, config),
        createdAt: row.createdAt.toISOString(),
        item:
          row.kind === 'interested' && row.targetType !== 'user'
            ? { type: row.targetType, id: row.targetId }
            : null,
        experience: experience
          ? toExperienceResponse(experience, { now, categories: categories.get(experience.id) ?? [] })
          : null,
        user: followed ? toAvatarUser(followed, config) : null,
        post: post ? toPostResponse(post, config) : null,
      },
    ];
  });
  return validated(activityPageSchema, { items, nextCursor: encodeCursor(page.next) });
}
