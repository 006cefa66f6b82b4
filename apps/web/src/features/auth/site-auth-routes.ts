/**
 * The site routes of spec §7 that move the session between the app's bearer token and the website's cookie:
 * GET /api/login, /api/logout, POST /api/next/refresh-auth-cookies. Errors use the API's body shape
 * `{ error: { code, message } }` with the texts of spec §8.
 *
 * Signing out is POST /api/logout from the website's own pages. spec §7 names a GET: it still answers, with 405,
 * because a GET must be safe to follow (RFC 9110 §9.2.1) and any page could sign a visitor out through an image
 * or a link (top-level navigations carry the SameSite=Lax cookie and no Origin to check).
 */
import 'server-only';
import { lookUpSession, signOut } from '@/features/auth/auth-api.server';
import {
  readSessionCookie,
  serializeClearedSessionCookie,
  serializeSessionCookie,
  toSignedSessionToken,
} from '@/features/auth/session-cookie';
import { getServerEnv } from '@/lib/env';
import { isSameOriginRequest } from '@/lib/same-origin';

function errorResponse(status: number, code: string, message: string, extraHeaders?: HeadersInit): Response {
  const headers = new Headers(extraHeaders);
  headers.set('cache-control', 'no-store');
  return Response.json({ error: { code, message } }, { status, headers });
}

function readBearer(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

/** GET /api/login: `Authorization: Bearer <token>` → the `__session` cookie, once the API accepts the token. */
export async function handleLogin(request: Request): Promise<Response> {
  const env = getServerEnv();
  const bearer = readBearer(request);
  const failure = (statusText: string) =>
    errorResponse(401, 'UNAUTHORIZED', `Unable to set authentication token: ${statusText}`);
  if (!bearer) return failure('Unauthorized');
  const session = await lookUpSession({ authorization: `Bearer ${bearer}` });
  if (!session.ok) return failure(session.statusText);
  const signed = toSignedSessionToken(bearer, env.authSecret);
  if (!signed) return failure('Unauthorized');
  return Response.json(
    { ok: true },
    {
      headers: {
        'set-cookie': serializeSessionCookie(signed, { secure: env.cookieSecure }),
        'cache-control': 'no-store',
      },
    },
  );
}

/** GET /api/logout: signs nobody out (see above); says how to. */
export function handleLogoutGet(): Response {
  return errorResponse(405, 'METHOD_NOT_ALLOWED', 'Sign out with POST /api/logout from the website.', {
    allow: 'POST',
  });
}

/** POST /api/logout from the website: signs the session out at the API and clears the cookie. */
export async function handleLogout(request: Request): Promise<Response> {
  const env = getServerEnv();
  if (!isSameOriginRequest(request.headers, env.siteUrl)) {
    return errorResponse(403, 'FORBIDDEN_ORIGIN', 'Unable to clear authentication token: Forbidden');
  }
  const cleared = { 'set-cookie': serializeClearedSessionCookie({ secure: env.cookieSecure }) };
  const cookieHeader = request.headers.get('cookie') ?? '';
  if (!readSessionCookie(cookieHeader)) {
    // Nothing to sign out: the visitor is already signed out.
    return Response.json({ ok: true }, { headers: { ...cleared, 'cache-control': 'no-store' } });
  }
  const result = await signOut(cookieHeader);
  if (!result.ok) {
    return errorResponse(
      result.status >= 400 && result.status < 600 ? result.status : 500,
      'LOGOUT_FAILED',
      `Unable to clear authentication token: ${result.statusText}`,
      cleared,
    );
  }
  return Response.json({ ok: true }, { headers: { ...cleared, 'cache-control': 'no-store' } });
}

/**
 * POST /api/next/refresh-auth-cookies: checks the session cookie with the API and sets it again with a fresh
 * Max-Age. spec §6: a missing cookie is MISSING_CREDENTIALS, one the API rejects is INVALID_CREDENTIALS; both
 * mean no user.
 */
export async function handleRefreshAuthCookies(request: Request): Promise<Response> {
  const env = getServerEnv();
  const cookieHeader = request.headers.get('cookie') ?? '';
  const token = readSessionCookie(cookieHeader);
  if (!token) return errorResponse(401, 'MISSING_CREDENTIALS', 'No session cookie was sent.');
  const session = await lookUpSession({ cookie: cookieHeader });
  if (!session.ok) {
    return errorResponse(401, 'INVALID_CREDENTIALS', 'The session is not valid any more.', {
      'set-cookie': serializeClearedSessionCookie({ secure: env.cookieSecure }),
    });
  }
  return Response.json(
    { user: session.user },
    {
      headers: {
        'set-cookie': serializeSessionCookie(token, { secure: env.cookieSecure }),
        'cache-control': 'no-store',
      },
    },
  );
}
