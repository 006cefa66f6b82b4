/**
 * spec §7 Users, the lists of one user: interested (v1 ids, v2 experiences), posts, and the caller's own activity.
 * `userId` defaults to the caller. Posts are readable anonymously with a userId (spec §6 "posts"); the rest
 * needs a signed-in caller. Every list holds only items the caller may see: someone's interest in a draft the
 * caller may not see is left out (item-visibility.queries.ts).
 */
import { listCategorySlugsByExperience } from '@happenings/db/experiences';
import {
  listInterestedAmong,
  listUserInterestedExperiences,
  listUserInterests,
} from '@happenings/db/interested';
import { listPosts } from '@happenings/db/posts';
import { isPast } from '@happenings/domain/schedule';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import {
  activityPageSchema,
  activityQuerySchema,
  respondWithActivity,
} from '../activity/activity.response.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toExperienceResponse, toWhen } from '../experiences/experience.response.ts';
import { postPageSchema, toPostResponses } from '../posts/post.response.ts';
import {
  interestedV1PageSchema,
  interestedV1QuerySchema,
  interestedV2PageSchema,
  interestedV2QuerySchema,
  userListQuerySchema,
} from './users.schemas.ts';

const interestedV1Route = createRoute({
  method: 'get',
  path: '/api/v1/users/interested',
  tags: ['Users'],
  summary: "The caller's (or userId's) interests as item ids and types, newest first",
  request: { query: interestedV1QuerySchema },
  responses: { 200: json(interestedV1PageSchema, 'A page of interests'), ...errorResponses(400, 401) },
});

const interestedV2Route = createRoute({
  method: 'get',
  path: '/api/v2/users/interested',
  tags: ['Users'],
  summary:
    'The experiences the caller (or userId) is interested in, newest interest first; timing=PAST|FUTURE',
  request: { query: interestedV2QuerySchema },
  responses: { 200: json(interestedV2PageSchema, 'A page of experiences'), ...errorResponses(400, 401) },
});

const postsRoute = createRoute({
  method: 'get',
  path: '/api/v1/users/posts',
  tags: ['Users'],
  summary: 'Posts of the caller (or of userId, readable anonymously), newest first',
  request: { query: userListQuerySchema },
  responses: { 200: json(postPageSchema, 'A page of posts'), ...errorResponses(400, 401) },
});

const activityRoute = createRoute({
  method: 'get',
  path: '/api/v1/users/activity',
  tags: ['Users'],
  summary: "The caller's own activity (interests, follows, posts), newest first",
  request: { query: activityQuerySchema },
  responses: { 200: json(activityPageSchema, 'A page of activity'), ...errorResponses(400, 401) },
});

/** spec §3 Timing, decided by @happenings/domain isPast (the SQL filter mirrors it; this is the final word). */
function hasTiming(row: Parameters<typeof toWhen>[0], timing: 'PAST' | 'FUTURE', now: number): boolean {
  let past = false;
  try {
    past = isPast(toWhen(row), now, row.timeZone);
  } catch {
    past = false; // a malformed schedule is never "past"
  }
  return timing === 'PAST' ? past : !past;
}

function userIdOrCaller(c: Context<AppEnv>, userId: string | undefined): string {
  return userId ?? requireUser(c).id;
}

export function registerUserListRoutes(app: App): void {
  app.openapi(interestedV1Route, async (c) => {
    const caller = requireUser(c);
    const query = c.req.valid('query');
    const page = await listUserInterests(c.get('services').db, {
      userId: userIdOrCaller(c, query.userId),
      viewerId: caller.id,
      itemType: query.type,
      limit: query.limit,
      cursor: decodeCursor(query.cursor),
    });
    return c.json(
      validated(interestedV1PageSchema, {
        items: page.rows.map((row) => ({
          itemId: row.itemId,
          type: row.itemType,
          interestedAt: row.createdAt.toISOString(),
        })),
        nextCursor: encodeCursor(page.next),
      }),
      200,
    );
  });

  app.openapi(interestedV2Route, async (c) => {
    const caller = requireUser(c);
    const query = c.req.valid('query');
    const { db, clock } = c.get('services');
    const now = clock();
    const userId = userIdOrCaller(c, query.userId);
    const page = await listUserInterestedExperiences(db, {
      userId,
      viewerId: caller.id,
      timing: query.timing,
      now: new Date(now),
      limit: query.limit,
      cursor: decodeCursor(query.cursor),
    });
    const timing = query.timing;
    const rows = timing ? page.rows.filter((row) => hasTiming(row.experience, timing, now)) : page.rows;
    const ids = rows.map((row) => row.experience.id);
    const [categories, mine] = await Promise.all([
      listCategorySlugsByExperience(db, ids),
      userId === caller.id
        ? Promise.resolve(new Set(ids))
        : listInterestedAmong(db, { userId: caller.id, itemType: 'experience', itemIds: ids }),
    ]);
    return c.json(
      validated(interestedV2PageSchema, {
        items: rows.map((row) => ({
          ...toExperienceResponse(row.experience, {
            now,
            categories: categories.get(row.experience.id) ?? [],
            isInterested: mine.has(row.experience.id),
          }),
          interestedAt: row.interestedAt.toISOString(),
        })),
        nextCursor: encodeCursor(page.next),
      }),
      200,
    );
  });

  app.openapi(postsRoute, async (c) => {
    const query = c.req.valid('query');
    const viewer = c.get('user');
    const userId = userIdOrCaller(c, query.userId);
    const { db, config } = c.get('services');
    const page = await listPosts(db, {
      userId,
      viewerId: viewer?.id,
      limit: query.limit,
      cursor: decodeCursor(query.cursor),
    });
    return c.json(
      validated(postPageSchema, {
        items: await toPostResponses(db, page.rows, { config, viewerId: viewer?.id }),
        nextCursor: encodeCursor(page.next),
      }),
      200,
    );
  });

  app.openapi(activityRoute, async (c) => {
    const caller = requireUser(c);
    const query = c.req.valid('query');
    return c.json(await respondWithActivity(c, { viewerId: caller.id, actors: 'self', ...query }), 200);
  });
}
