/**
 * Session and token lifetimes (spec §6, §9).
 */

/**
 * spec §6: the server session cookie: http-only, same-site lax, path /, 12 days. The secure flag depends on the
 * environment (https or not), so it is decided by the app, not here.
 */
export const SESSION_COOKIE = {
  name: '__session',
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAgeSeconds: 1_036_800,
} as const;

/** spec §9: custom sign-in tokens last one hour. */
export const CUSTOM_TOKEN_LIFETIME_SECONDS = 3600;

/** spec §9: a cached access token is refreshed when less than 5 minutes of its life remain. */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 300_000;
