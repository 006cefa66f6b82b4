/**
 * Cross-site request forgery guard for every cookie-authenticated write. The `__session` cookie is SameSite=Lax
 * (spec §6), which stops other *sites* but not other *origins of the same site*: a page on another port or
 * subdomain of the same registrable domain sends the cookie along with its POSTs, and could make the signed-in
 * visitor follow someone or edit their profile. So a POST, PUT, PATCH or DELETE under /api that carries the
 * session cookie must come from the website: its Origin is PUBLIC_URL's origin or a TRUSTED_ORIGINS entry, or,
 * when a browser sent no Origin, Sec-Fetch-Site says same-origin. Otherwise 403 FORBIDDEN_ORIGIN.
 *
 * Calls with `Authorization: Bearer` (the app) and calls without the cookie are not checked: a browser cannot
 * attach either credential to a request another origin makes for it (a cross-origin Authorization header needs a
 * CORS preflight the API never grants). /api/auth is checked here as well as by better-auth, whose own check is
 * switched off whenever NODE_ENV is 'test'.
 */
import { SESSION_COOKIE } from '@happenings/domain/constants';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const forbiddenOrigin = (origin: string | null) =>
  new ApiError(
    403,
    'FORBIDDEN_ORIGIN',
    'This request must come from the Happenings website.',
    origin === null ? [] : [{ field: 'header.origin', message: `Origin ${origin} is not allowed.` }],
  );

/** Whether a cookie-authenticated write with these headers comes from an allowed origin. */
export function isAllowedOrigin(headers: Headers, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = headers.get('origin');
  // Fetch sends Origin on every POST/PUT/PATCH/DELETE; older browsers omit it on same-origin requests but
  // then send Sec-Fetch-Site. "null" (sandboxed frames, data: pages) is never the website.
  if (origin === null) return headers.get('sec-fetch-site') === 'same-origin';
  return allowedOrigins.has(origin);
}

export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!UNSAFE_METHODS.has(c.req.method)) return next();
  if (c.req.header('authorization') || getCookie(c, SESSION_COOKIE.name) === undefined) return next();
  const { config } = c.get('services');
  const allowed = new Set([new URL(config.publicUrl).origin, ...config.trustedOrigins]);
  if (!isAllowedOrigin(c.req.raw.headers, allowed)) throw forbiddenOrigin(c.req.header('origin') ?? null);
  await next();
};
