/**
 * spec §7 GET /api/v1/activity: what the people the caller follows did lately (new interests, follows, posts),
 * newest first, cursor paged.
 */
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { activityPageSchema, activityQuerySchema, respondWithActivity } from './activity.response.ts';

const route = createRoute({
  method: 'get',
  path: '/api/v1/activity',
  tags: ['Other'],
  summary: 'Activity of the people the caller follows: interests, follows and posts, newest first',
  request: { query: activityQuerySchema },
  responses: { 200: json(activityPageSchema, 'A page of activity'), ...errorResponses(400, 401) },
});

export function registerActivityRoutes(app: App): void {
  app.openapi(route, async (c) => {
    const caller = requireUser(c);
    const query = c.req.valid('query');
    return c.json(await respondWithActivity(c, { viewerId: caller.id, actors: 'followees', ...query }), 200);
  });
}
