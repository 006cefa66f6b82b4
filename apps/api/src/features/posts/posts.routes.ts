/**
 * spec §7 GET /api/v1/posts (limit, cursor): published posts newest first; anonymous callers allowed (spec §6).
 */
import { listPosts } from '@happenings/db/posts';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App } from '../../context.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { pageLimitSchema } from '../../http/page-limit.ts';
import { validated } from '../../http/validated.ts';
import { postPageSchema, toPostResponse } from './post.response.ts';

const route = createRoute({
  method: 'get',
  path: '/api/v1/posts',
  tags: ['Other'],
  summary: 'Posts, newest first, with author, media, interested count and experience/venue links',
  request: { query: z.object({ limit: pageLimitSchema, cursor: z.string().min(1).optional() }) },
  responses: { 200: json(postPageSchema, 'A page of posts'), ...errorResponses(400) },
});

export function registerPostsRoutes(app: App): void {
  app.openapi(route, async (c) => {
    const { limit, cursor } = c.req.valid('query');
    const { db, config } = c.get('services');
    const page = await listPosts(db, { viewerId: c.get('user')?.id, limit, cursor: decodeCursor(cursor) });
    return c.json(
      validated(postPageSchema, {
        items: page.rows.map((row) => toPostResponse(row, config)),
        nextCursor: encodeCursor(page.next),
      }),
      200,
    );
  });
}
