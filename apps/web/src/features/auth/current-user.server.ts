/**
 * The signed-in visitor for server components: looks up the session only when a `__session` cookie is present,
 * once per request (React cache).
 */
import 'server-only';
import { SESSION_COOKIE } from '@happenings/domain/constants';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { lookUpSession, type SessionUser } from '@/features/auth/auth-api.server';

export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const cookieStore = await cookies();
  if (!cookieStore.has(SESSION_COOKIE.name)) return null;
  const session = await lookUpSession({ cookie: cookieStore.toString() });
  return session.ok ? session.user : null;
});
