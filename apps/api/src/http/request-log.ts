/**
 * One log line per request (docs/operations.md#logs): method, route template, status, duration, the signed-in
 * user's id and a request id, which the answer carries as X-Request-Id. A caller's own X-Request-Id (the website's
 * server, a proxy) is kept when it is a plain token (@happenings/domain/request-id), so one id follows a page view through every hop.
 *
 * The route is the template the router matched (`/api/v1/events/:id`), never the raw path: paths carry slugs,
 * search words and tokens (calendar feeds), and a template keeps the set of values small for whoever aggregates.
 */
import { REQUEST_ID_HEADER, readRequestId } from '@happenings/domain/request-id';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../logging/logger.ts';
import type { ApiMetrics } from '../metrics/api-metrics.ts';

/** The route label of a request no route matched (a 404), whatever its path: a scanner adds no series. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The template of the handler that matched, or null when none did (a 404): middleware is registered for every
 * method ('ALL') and its patterns (`/api/v1/*`) say nothing about the call.
 */
export function readRouteTemplate(c: Context): string | null {
  const handlers = matchedRoutes(c).filter((route) => route.method !== 'ALL');
  return handlers.at(-1)?.path ?? null;
}

export function requestLog(
  logger: Logger,
  metrics?: Pick<ApiMetrics, 'httpRequestDuration'>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = readRequestId(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    await next();
    c.header(REQUEST_ID_HEADER, requestId);
    const status = c.res.status;
    const durationMs = performance.now() - started;
    const route = readRouteTemplate(c);
    metrics?.httpRequestDuration.observe(
      { method: c.req.method, route: route ?? UNMATCHED_ROUTE, status },
      durationMs / 1000,
    );
    const line = {
      requestId,
      method: c.req.method,
      route,
      status,
      durationMs: Math.round(durationMs * 10) / 10,
      userId: c.get('user')?.id,
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}
