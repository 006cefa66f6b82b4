/**
 * The browser-facing headers of every API response (the website passes them through on /api and /media):
 * - nosniff, so a JSON body or an uploaded file is never run as a script or a page of another type;
 * - a Content-Security-Policy that runs nothing (the API serves data, images and one plain docs page with inline
 *   styles) and may not be framed, with X-Frame-Options for browsers without frame-ancestors;
 * - no Referer leaves from an API document;
 * - HSTS when PUBLIC_URL is https;
 * - `Cache-Control: private, no-store` on personal responses (the request carried the session cookie or a bearer
 *   token, or the response sets a cookie) unless the route chose its own caching (media files are immutable).
 */
import { SESSION_COOKIE } from '@happenings/domain/constants';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';

export const API_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Two years with subdomains, the value the HSTS preload list asks for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** The headers every answer carries (a route may set its own content-security-policy instead). */
export function baseSecurityHeaders(publicUrl: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    ...(publicUrl.startsWith('https://') ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(baseSecurityHeaders(c.get('services').config.publicUrl))) {
    if (name !== 'content-security-policy' || !headers.has(name)) headers.set(name, value);
  }
  const isPersonal =
    c.req.header('authorization') !== undefined ||
    getCookie(c, SESSION_COOKIE.name) !== undefined ||
    headers.has('set-cookie');
  if (isPersonal && !headers.has('cache-control')) headers.set('cache-control', PERSONAL_CACHE_CONTROL);
};
