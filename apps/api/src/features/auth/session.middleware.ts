import { SESSION_COOKIE } from '@happenings/domain/constants';
import { parseStaffRoles } from '@happenings/domain/staff';
import { isAPIError } from 'better-auth/api';
import type { Context, MiddlewareHandler } from 'hono';
import { credentialOf } from '../../cache/kept-sessions.ts';
import type { AppEnv, SessionUser } from '../../context.ts';
import { ApiError, unauthorized } from '../../errors/api-error.ts';
import { toLoggedError } from '../../logging/logged-error.ts';

/**
 * A credential that could not be checked (the database unreachable for a moment) is not an invalid one: answering
 * 401 would sign the app and the website out over a fail-over, so the caller gets a 503 to retry instead.
 */
function sessionLookupFailed(c: Context<AppEnv>, error: unknown): null {
  if (isAPIError(error) && error.statusCode < 500) return null;
  // The lookup's query carries the session token: toLoggedError leaves its parameters out.
  c.get('services').logger.error(
    { requestId: c.get('requestId'), err: toLoggedError(error) },
    'session lookup failed',
  );
  throw new ApiError(
    503,
    'SERVICE_UNAVAILABLE',
    'Your sign-in could not be checked just now. Try again in a moment.',
    [],
    { 'Retry-After': '1' },
  );
}

/**
 * Resolves the caller from the `__session` cookie or an `Authorization: Bearer` token (the app). An invalid or
 * missing credential yields no user (spec §4); routes that need one call requireUser(). A credential that could
 * not be checked is a 503, never an anonymous caller. A credential this process checked within the last minute,
 * with no change to its session or account announced since, is not checked again (cache/kept-sessions.ts).
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth, hotAnswers } = c.get('services');
  const headers = c.req.raw.headers;
  const hasCredential = headers.get('authorization') || headers.get('cookie')?.includes('__session');
  let user: SessionUser | null = null;
  if (hasCredential) {
    const kept = hotAnswers?.sessions;
    const credential = kept ? credentialOf(headers, SESSION_COOKIE.name) : null;
    const now = Date.now();
    // Only SessionUsers are ever kept (below).
    user = ((credential && kept?.get(credential, now)) as SessionUser | undefined) ?? null;
    if (!user) {
      const mark = kept?.mark() ?? null;
      const session = await auth.api
        .getSession({ headers })
        .catch((error: unknown) => sessionLookupFailed(c, error));
      if (session) {
        user = toSessionUser(session.user);
        if (credential && kept) {
          kept.keep(
            credential,
            mark,
            {
              user,
              sessionId: session.session.id,
              sessionExpiresAt: new Date(session.session.expiresAt).getTime(),
            },
            now,
          );
        }
      }
    }
  }
  c.set('user', user);
  await next();
};

function toSessionUser(sessionUser: {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image?: string | null | undefined;
}): SessionUser {
  const u = sessionUser as typeof sessionUser & {
    numericId?: number;
    username?: string | null;
    phoneNumber?: string | null;
    role?: string | null;
  };
  return {
    id: u.id,
    numericId: Number(u.numericId ?? 0),
    email: u.email,
    emailVerified: u.emailVerified,
    name: u.name,
    username: u.username ?? null,
    image: u.image ?? null,
    phoneNumber: u.phoneNumber ?? null,
    roles: parseStaffRoles(u.role),
  };
}

/** The signed-in caller, or a 401. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
