/**
 * Following places and hosts: POST / DELETE / GET /api/v1/follows/places/{id} and /follows/hosts/{id}, each
 * answering the caller's follow and the followers count. Following one adds its events to the caller's for-you
 * stream and tells them of its new events (NEW_EXPERIENCE_FOLLOWED). Signed in; follows draw on the same budget
 * as following people.
 */
import {
  type FollowTarget,
  followTarget,
  getTargetFollowState,
  unfollowTarget,
} from '@happenings/db/follows';
import { listHostsByIds } from '@happenings/db/hosts';
import { findPlaceById } from '@happenings/db/places';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { spendAccountBudget } from '../users/creation-limits.ts';
import { followTargetParamSchema, targetFollowSchema } from './follows.schemas.ts';

const TARGETS: Record<FollowTarget, { path: string; noun: string; label: string }> = {
  place: { path: '/api/v1/follows/places/{id}', noun: 'Place', label: 'a place' },
  host: { path: '/api/v1/follows/hosts/{id}', noun: 'Host', label: 'a host' },
};

async function exists(c: Context<AppEnv>, type: FollowTarget, id: string): Promise<boolean> {
  const { db } = c.get('services');
  if (type === 'place') return (await findPlaceById(db, id)) !== null;
  return (await listHostsByIds(db, [id])).has(id);
}

function registerTarget(app: App, type: FollowTarget): void {
  const { path, noun, label } = TARGETS[type];
  const request = { params: followTargetParamSchema };
  const answer = async (c: Context<AppEnv>, userId: string, id: string) => {
    const state = await getTargetFollowState(c.get('services').db, { type, targetId: id, viewerId: userId });
    return validated(targetFollowSchema, {
      id,
      isFollowing: state.isFollowing === true,
      followersCount: state.followersCount,
    });
  };

  app.openapi(
    createRoute({
      method: 'post',
      path,
      tags: ['Follows'],
      summary: `Follow ${label} (idempotent): its new events reach for-you and notifications`,
      request,
      responses: {
        200: json(targetFollowSchema, 'The follow'),
        ...errorResponses(400, 401, 404),
        429: json(apiErrorSchema, 'RATE_LIMITED: the hourly or daily follow budget is spent (Retry-After)'),
      },
    }),
    async (c) => {
      const caller = requireUser(c);
      const { id } = c.req.valid('param');
      if (!(await exists(c, type, id))) throw notFound(noun);
      await spendAccountBudget(c.get('services'), caller, 'follow');
      await followTarget(c.get('services').db, { type, userId: caller.id, targetId: id });
      return c.json(await answer(c, caller.id, id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path,
      tags: ['Follows'],
      summary: `Unfollow ${label} (idempotent)`,
      request,
      responses: { 200: json(targetFollowSchema, 'The follow'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const caller = requireUser(c);
      const { id } = c.req.valid('param');
      if (!(await exists(c, type, id))) throw notFound(noun);
      await unfollowTarget(c.get('services').db, { type, userId: caller.id, targetId: id });
      return c.json(await answer(c, caller.id, id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path,
      tags: ['Follows'],
      summary: `Whether the caller follows ${label}, and its followers count`,
      request,
      responses: { 200: json(targetFollowSchema, 'The follow'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const caller = requireUser(c);
      const { id } = c.req.valid('param');
      if (!(await exists(c, type, id))) throw notFound(noun);
      return c.json(await answer(c, caller.id, id), 200);
    },
  );
}

export function registerPlaceHostFollowsRoutes(app: App): void {
  registerTarget(app, 'place');
  registerTarget(app, 'host');
}
