/**
 * One log line per request (docs/operations.md#logs): method, route template, status, duration, the signed-in
 * user's id and a request id, which the answer carries as X-Request-Id. A caller's own X-Request-Id (the website's
 * server, a proxy) is kept when it is a plain token, so one id follows a page view through every hop.
 *
 * The route is the template the router matched (`/api/v1/events/:id`), never the raw path: paths carry slugs,
 * search words and tokens (calendar feeds), and a template keeps the set of values small for whoever aggregates.
 */
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../logging/logger.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Letters, digits and `._:-`, up to 64: a UUID or a proxy's id, never something that could forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's id when it is a sane token, else a fresh one. */
export function readRequestId(header: string | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * The template of the handler that matched, or null when none did (a 404): middleware is registered for every
 * method ('ALL') and its patterns (`/api/v1/*`) say nothing about the call.
 */
export function readRouteTemplate(c: Context): string | null {
  const handlers = matchedRoutes(c).filter((route) => route.method !== 'ALL');
  return handlers.at(-1)?.path ?? null;
}

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = readRequestId(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    await next();
    c.header(REQUEST_ID_HEADER, requestId);
    const status = c.res.status;
    const line = {
      requestId,
      method: c.req.method,
      route: readRouteTemplate(c),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('user')?.id,
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}
