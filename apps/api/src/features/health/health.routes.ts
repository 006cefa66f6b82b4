/**
 * GET /api/v1/health for load balancers and supervisors (docs/reliability.md): 503 when the database does not
 * answer (this process cannot serve), 200 'degraded' when only the shared cache's store (Redis) is down (requests
 * are served, loading from the database), 200 'ok' otherwise.
 */
import { pingDatabase } from '@happenings/db/client';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App } from '../../context.ts';

const availability = z.enum(['ok', 'unavailable']);

const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded', 'unavailable']),
    database: z.object({
      status: availability,
      kind: z.enum(['pglite', 'postgres']),
      latencyMs: z.number(),
    }),
    cache: z.object({
      status: availability,
      kind: z.enum(['memory', 'postgres', 'redis']),
    }),
    time: z.string(),
  })
  .meta({ id: 'Health' });

const route = createRoute({
  method: 'get',
  path: '/api/v1/health',
  tags: ['Other'],
  summary: 'Service health: a round trip to the database and to the shared cache',
  responses: {
    200: {
      description: "Serving ('degraded': without the shared cache's store, loading from the database)",
      content: { 'application/json': { schema: healthSchema } },
    },
    503: {
      description: 'The database does not answer',
      content: { 'application/json': { schema: healthSchema } },
    },
  },
});

export function registerHealthRoutes(app: App): void {
  app.openapi(route, async (c) => {
    const { db, dbKind, cache, clock } = c.get('services');
    const started = performance.now();
    const [isDatabaseUp, isCacheUp] = await Promise.all([
      pingDatabase(db).then(
        () => true,
        () => false,
      ),
      cache.isAvailable(),
    ]);
    const body = {
      status: !isDatabaseUp ? ('unavailable' as const) : isCacheUp ? ('ok' as const) : ('degraded' as const),
      database: {
        status: isDatabaseUp ? ('ok' as const) : ('unavailable' as const),
        kind: dbKind,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
      },
      cache: { status: isCacheUp ? ('ok' as const) : ('unavailable' as const), kind: cache.kind },
      time: new Date(clock()).toISOString(),
    };
    return isDatabaseUp ? c.json(body, 200) : c.json(body, 503);
  });
}
