/**
 * spec §7 Follows: follow / unfollow / relationship with one user, lists of followers, following and friends,
 * suggestions, mutual connections, connection counts and following many at once. All need a signed-in caller.
 */
import {
  type ConnectionRow,
  countConnections,
  followUser,
  followUsers,
  getRelationship,
  getRelationships,
  listConnections,
  listFollowSuggestions,
  listMutualConnections,
  unfollowUser,
} from '@happenings/db/follows';
import { findUserById, listLeaderboard } from '@happenings/db/users';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { invalidField, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import {
  decodeCursor,
  decodeOffsetCursor,
  encodeCursor,
  encodeOffsetCursor,
} from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { spendAccountBudget } from '../users/creation-limits.ts';
import { toAvatarUser } from '../users/user.response.ts';
import {
  connectionPageSchema,
  connectionsInformationSchema,
  connectionsQuerySchema,
  followManyBodySchema,
  followManyResultSchema,
  followUserParamSchema,
  mutualConnectionsSchema,
  pageQuerySchema,
  relationshipResponseSchema,
  suggestionPageSchema,
} from './follows.schemas.ts';

const userPath = '/api/v1/follows/users/{id}';
const request = { params: followUserParamSchema };

const followRoute = createRoute({
  method: 'post',
  path: userPath,
  tags: ['Follows'],
  summary: 'Follow a user (idempotent); notifies them (CONNECTED, or FRIENDED for both when mutual)',
  request,
  responses: {
    200: json(relationshipResponseSchema, 'The new relationship'),
    ...errorResponses(400, 401, 404),
    429: json(apiErrorSchema, 'RATE_LIMITED: the hourly or daily follow budget is spent (Retry-After)'),
  },
});
const unfollowRoute = createRoute({
  method: 'delete',
  path: userPath,
  tags: ['Follows'],
  summary: 'Unfollow a user (idempotent)',
  request,
  responses: { 200: json(relationshipResponseSchema, 'The new relationship'), ...errorResponses(401, 404) },
});
const relationshipRoute = createRoute({
  method: 'get',
  path: userPath,
  tags: ['Follows'],
  summary: 'The relationship between the caller and a user',
  request,
  responses: { 200: json(relationshipResponseSchema, 'The relationship'), ...errorResponses(401, 404) },
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/follows',
  tags: ['Follows'],
  summary: "A user's followers, following or friends (default: the caller's followers), newest first",
  request: { query: connectionsQuerySchema },
  responses: { 200: json(connectionPageSchema, 'A page of users'), ...errorResponses(400, 401, 404) },
});
const suggestedRoute = createRoute({
  method: 'get',
  path: '/api/v1/follows/suggested',
  tags: ['Follows'],
  summary: 'People to follow: friends of friends, shared interests, matched contacts',
  request: { query: pageQuerySchema },
  responses: { 200: json(suggestionPageSchema, 'A page of suggestions'), ...errorResponses(400, 401) },
});
const mutualRoute = createRoute({
  method: 'get',
  path: '/api/v1/follows/users/{id}/mutual-connections',
  tags: ['Follows'],
  summary: 'People the caller follows who also follow the user: count and first page',
  request: { params: followUserParamSchema, query: pageQuerySchema },
  responses: { 200: json(mutualConnectionsSchema, 'Mutual connections'), ...errorResponses(400, 401, 404) },
});
const informationRoute = createRoute({
  method: 'get',
  path: '/api/v1/follows/connections-information',
  tags: ['Follows'],
  summary: "The caller's followers, following and friends counts",
  responses: { 200: json(connectionsInformationSchema, 'Counts'), ...errorResponses(401) },
});
const followManyRoute = createRoute({
  method: 'post',
  path: '/api/v1/follows/users',
  tags: ['Follows'],
  summary: 'Follow many users at once (up to 100, one transaction); skips those already followed',
  request: { body: { content: { 'application/json': { schema: followManyBodySchema } }, required: true } },
  responses: {
    200: json(followManyResultSchema, 'How many were added'),
    ...errorResponses(400, 401),
    429: json(apiErrorSchema, 'RATE_LIMITED: the follow budget cannot cover every id (Retry-After)'),
  },
});

async function requireExistingUser(c: Context<AppEnv>, id: string) {
  const user = await findUserById(c.get('services').db, id);
  if (!user) throw notFound('User');
  return user;
}

async function toConnectionItems(c: Context<AppEnv>, viewerId: string, rows: ConnectionRow[]) {
  const { db, config } = c.get('services');
  const relationships = await getRelationships(
    db,
    viewerId,
    rows.map((row) => row.user.id),
  );
  return rows.map((row) => ({
    user: toAvatarUser(row.user, config),
    relationship: relationships.get(row.user.id) ?? 'none',
    connectedAt: row.connectedAt.toISOString(),
  }));
}

export function registerFollowsRoutes(app: App): void {
  app.openapi(followRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    if (id === caller.id) throw invalidField('params.id', 'You cannot follow yourself');
    await requireExistingUser(c, id);
    const { db } = c.get('services');
    await spendAccountBudget(c.get('services'), caller, 'follow');
    await followUser(db, { followerId: caller.id, followeeId: id });
    const relationship = await getRelationship(db, caller.id, id);
    return c.json(validated(relationshipResponseSchema, { userId: id, relationship }), 200);
  });

  app.openapi(unfollowRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    await requireExistingUser(c, id);
    const { db } = c.get('services');
    await unfollowUser(db, { followerId: caller.id, followeeId: id });
    const relationship = await getRelationship(db, caller.id, id);
    return c.json(validated(relationshipResponseSchema, { userId: id, relationship }), 200);
  });

  app.openapi(relationshipRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    await requireExistingUser(c, id);
    const relationship = await getRelationship(c.get('services').db, caller.id, id);
    return c.json(validated(relationshipResponseSchema, { userId: id, relationship }), 200);
  });

  app.openapi(listRoute, async (c) => {
    const caller = requireUser(c);
    const query = c.req.valid('query');
    const userId = query.userId ?? caller.id;
    if (userId !== caller.id) await requireExistingUser(c, userId);
    const page = await listConnections(c.get('services').db, {
      userId,
      type: query.type,
      limit: query.limit,
      cursor: decodeCursor(query.cursor),
    });
    return c.json(
      validated(connectionPageSchema, {
        items: await toConnectionItems(c, caller.id, page.rows),
        nextCursor: encodeCursor(page.next),
      }),
      200,
    );
  });

  app.openapi(suggestedRoute, async (c) => {
    const caller = requireUser(c);
    const query = c.req.valid('query');
    const offset = decodeOffsetCursor(query.cursor);
    const { db, config } = c.get('services');
    const rows = await listFollowSuggestions(db, { viewerId: caller.id, limit: query.limit + 1, offset });
    const page = rows.slice(0, query.limit);
    const items = page.map((row) => ({
      user: toAvatarUser(row.user, config),
      mutualCount: row.mutualCount,
      sharedInterestsCount: row.sharedInterestsCount,
      isContact: row.isContact,
      score: row.score,
    }));
    // A newcomer (onboarding) follows nobody and has no interests or contacts yet: fill a short, last first page
    // with the most-followed people they do not follow, so there is always someone to follow.
    if (offset === 0 && rows.length < query.limit) {
      const popular = await listLeaderboard(db, {
        metric: 'followers',
        since: new Date(0),
        limit: query.limit + rows.length + 1,
      });
      const relationships = await getRelationships(
        db,
        caller.id,
        popular.map((row) => row.user.id),
      );
      const taken = new Set([caller.id, ...page.map((row) => row.user.id)]);
      for (const row of popular) {
        if (items.length >= query.limit) break;
        const relationship = relationships.get(row.user.id) ?? 'none';
        if (taken.has(row.user.id) || relationship === 'following' || relationship === 'friend') continue;
        items.push({
          user: toAvatarUser(row.user, config),
          mutualCount: 0,
          sharedInterestsCount: 0,
          isContact: false,
          score: 0,
        });
      }
    }
    return c.json(
      validated(suggestionPageSchema, {
        items,
        nextCursor: encodeOffsetCursor(rows.length > query.limit ? offset + query.limit : null),
      }),
      200,
    );
  });

  app.openapi(mutualRoute, async (c) => {
    const caller = requireUser(c);
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    await requireExistingUser(c, id);
    const page = await listMutualConnections(c.get('services').db, {
      viewerId: caller.id,
      userId: id,
      limit: query.limit,
      cursor: decodeCursor(query.cursor),
    });
    return c.json(
      validated(mutualConnectionsSchema, {
        count: page.total,
        items: await toConnectionItems(c, caller.id, page.rows),
        nextCursor: encodeCursor(page.next),
      }),
      200,
    );
  });

  app.openapi(informationRoute, async (c) => {
    const caller = requireUser(c);
    const counts = await countConnections(c.get('services').db, caller.id);
    return c.json(
      validated(connectionsInformationSchema, {
        followersCount: counts.followers,
        followingCount: counts.following,
        friendsCount: counts.friends,
      }),
      200,
    );
  });

  app.openapi(followManyRoute, async (c) => {
    const caller = requireUser(c);
    const { userIds } = c.req.valid('json');
    const own = userIds.indexOf(caller.id);
    if (own >= 0) throw invalidField(`body.userIds.${own}`, 'You cannot follow yourself');
    // Each person named draws on the follow budget: a bulk call is not a way around it.
    await spendAccountBudget(c.get('services'), caller, 'follow', new Set(userIds).size);
    const result = await followUsers(c.get('services').db, { followerId: caller.id, followeeIds: userIds });
    return c.json(validated(followManyResultSchema, result), 200);
  });
}
