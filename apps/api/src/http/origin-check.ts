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
 * CORS preflight, which `trustedCors` grants to the allowed origins only). /api/auth is checked here as well as
 * by better-auth, with the same origins (features/auth/auth.ts); better-auth's own check is off whenever it sees a
 * test run, so the tests ask it which origins it trusts.
 */
import { SESSION_COOKIE } from '@happenings/domain/constants';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { cors } from 'hono/cors';
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

type OriginConfig = { publicUrl: string; trustedOrigins: readonly string[] };
const allowedByConfig = new WeakMap<OriginConfig, ReadonlySet<string>>();

/** PUBLIC_URL's origin and the TRUSTED_ORIGINS entries, worked out once per configuration. */
function allowedOrigins(config: OriginConfig): ReadonlySet<string> {
  let allowed = allowedByConfig.get(config);
  if (!allowed) {
    allowed = new Set([new URL(config.publicUrl).origin, ...config.trustedOrigins]);
    allowedByConfig.set(config, allowed);
  }
  return allowed;
}

/**
 * CORS for the allowed origins only (the app's web export served from an origin the operator lists in
 * TRUSTED_ORIGINS): credentialed requests and the headers the client sends. Any other origin gets no CORS
 * headers, so its pages cannot read an answer or send a preflighted request.
 */
export const trustedCors: MiddlewareHandler<AppEnv> = cors({
  origin: (origin, c) => (allowedOrigins(c.get('services').config).has(origin) ? origin : null),
  credentials: true,
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: ['authorization', 'content-type'],
  maxAge: 600,
});

export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!UNSAFE_METHODS.has(c.req.method)) return next();
  if (c.req.header('authorization') || getCookie(c, SESSION_COOKIE.name) === undefined) return next();
  const allowed = allowedOrigins(c.get('services').config);
  if (!isAllowedOrigin(c.req.raw.headers, allowed)) throw forbiddenOrigin(c.req.header('origin') ?? null);
  await next();
};
