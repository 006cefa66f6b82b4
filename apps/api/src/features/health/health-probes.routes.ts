/**
 * Liveness and readiness for a load balancer or a supervisor (docs/operations.md#health), beside GET /api/v1/health
 * which mixes the two and stays for what polls it.
 *
 * - live: the process answers. No dependency is checked, so a database outage never makes a supervisor restart
 *   every process at once (a restart storm) when nothing a restart could fix is wrong.
 * - ready: this process can serve: the database answers, its migrations are those this build expects, and the job
 *   engine is taking jobs. 503 names what is not, so a balancer sends traffic elsewhere until it is.
 */
import { listPendingMigrations, pingDatabase } from '@happenings/db/client';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App, AppServices } from '../../context.ts';

const livenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });

const readinessCheck = z.enum(['database', 'migrations', 'jobs']);

const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not-ready']),
    /** The checks that failed; empty when ready. */
    notReady: z.array(readinessCheck),
    database: z.enum(['ok', 'unavailable']),
    /** 'unknown' while the database does not answer. */
    migrations: z.enum(['ok', 'pending', 'unknown']),
    /** Tags of the committed migrations this database lacks. */
    pendingMigrations: z.array(z.string()),
    /** 'inline': an app built without an engine, which does background work inside the requests (tests). */
    jobs: z.enum(['ok', 'not-running', 'inline']),
  })
  .meta({ id: 'Readiness' });

type Readiness = z.infer<typeof readinessSchema>;

const liveRoute = createRoute({
  method: 'get',
  path: '/api/v1/health/live',
  tags: ['Other'],
  summary: 'Liveness: the process answers (no dependency is checked)',
  responses: {
    200: { description: 'The process answers', content: { 'application/json': { schema: livenessSchema } } },
  },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/api/v1/health/ready',
  tags: ['Other'],
  summary: 'Readiness: database reachable, migrations current, job engine running',
  responses: {
    200: { description: 'Ready to serve', content: { 'application/json': { schema: readinessSchema } } },
    503: {
      description: 'Not ready: `notReady` names the failed checks',
      content: { 'application/json': { schema: readinessSchema } },
    },
  },
});

/** Runs the readiness checks; the database ones fail (never throw) when it does not answer. */
export async function checkReadiness(services: AppServices): Promise<Readiness> {
  const pending = await pingDatabase(services.db)
    .then(() => listPendingMigrations(services.db))
    .catch(() => null);
  const database = pending ? 'ok' : 'unavailable';
  const migrations = !pending ? 'unknown' : pending.length > 0 ? 'pending' : 'ok';
  const { isJobEngineRunning } = services;
  const jobs = !isJobEngineRunning ? 'inline' : isJobEngineRunning() ? 'ok' : 'not-running';
  const notReady = [
    ...(database === 'ok' ? [] : ['database' as const]),
    ...(migrations === 'ok' ? [] : ['migrations' as const]),
    ...(jobs === 'not-running' ? ['jobs' as const] : []),
  ];
  return {
    status: notReady.length === 0 ? 'ready' : 'not-ready',
    notReady,
    database,
    migrations,
    pendingMigrations: pending ?? [],
    jobs,
  };
}

export function registerHealthProbeRoutes(app: App): void {
  app.openapi(liveRoute, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const }, 200);
  });
  app.openapi(readyRoute, async (c) => {
    const readiness = await checkReadiness(c.get('services'));
    c.header('Cache-Control', 'no-store');
    return readiness.status === 'ready' ? c.json(readiness, 200) : c.json(readiness, 503);
  });
}
