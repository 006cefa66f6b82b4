import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../../context.ts';
import { unauthorized } from '../../errors/api-error.ts';

/**
 * Resolves the caller from the `__session` cookie or an `Authorization: Bearer` token (the app). An invalid or
 * missing credential yields no user (spec §4); routes that need one call requireUser().
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth } = c.get('services');
  const hasCredential = c.req.header('authorization') || c.req.header('cookie')?.includes('__session');
  let user: SessionUser | null = null;
  if (hasCredential) {
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    if (session) {
      const u = session.user as typeof session.user & {
        numericId?: number;
        username?: string | null;
        phoneNumber?: string | null;
      };
      user = {
        id: u.id,
        numericId: Number(u.numericId ?? 0),
        email: u.email,
        emailVerified: u.emailVerified,
        name: u.name,
        username: u.username ?? null,
        image: u.image ?? null,
        phoneNumber: u.phoneNumber ?? null,
      };
    }
  }
  c.set('user', user);
  await next();
};

/** The signed-in caller, or a 401. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
