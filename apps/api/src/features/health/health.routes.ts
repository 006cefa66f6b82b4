import { pingDatabase } from '@happenings/db/client';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App } from '../../context.ts';

const healthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.object({
      status: z.enum(['ok', 'unavailable']),
      kind: z.enum(['pglite', 'postgres']),
      latencyMs: z.number(),
    }),
    time: z.string(),
  })
  .meta({ id: 'Health' });

const route = createRoute({
  method: 'get',
  path: '/api/v1/health',
  tags: ['Other'],
  summary: 'Service health, including a round trip to the database',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: healthSchema } } },
    503: {
      description: 'The database does not answer',
      content: { 'application/json': { schema: healthSchema } },
    },
  },
});

export function registerHealthRoutes(app: App): void {
  app.openapi(route, async (c) => {
    const { db, dbKind, clock } = c.get('services');
    const started = performance.now();
    let ok = true;
    try {
      await pingDatabase(db);
    } catch {
      ok = false;
    }
    const body = {
      status: ok ? ('ok' as const) : ('unavailable' as const),
      database: {
        status: ok ? ('ok' as const) : ('unavailable' as const),
        kind: dbKind,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
      },
      time: new Date(clock()).toISOString(),
    };
    return ok ? c.json(body, 200) : c.json(body, 503);
  });
}
