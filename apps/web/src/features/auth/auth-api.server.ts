/**
 * The website server's calls to the API's identity endpoints (better-auth under /api/auth), used by the site
 * routes of spec §7 and by the root layout.
 */
import 'server-only';
import { parseStaffRoles, type StaffRole } from '@happenings/domain/staff';
import { getServerEnv } from '@/lib/env';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  username: string | null;
  image: string | null;
  emailVerified: boolean;
  /** When the session ends (ISO), for the refresh timer of spec §9; null when the API did not say. */
  sessionExpiresAt: string | null;
  /** The staff roles held (better-auth's admin plugin `role`), so the account menu offers the back office. */
  staffRoles: StaffRole[];
}

export type SessionLookup =
  | { ok: true; user: SessionUser }
  | { ok: false; status: number; statusText: string };

interface GetSessionBody {
  user?: Omit<SessionUser, 'sessionExpiresAt' | 'staffRoles'> & {
    username?: string | null;
    image?: string | null;
    role?: string | null;
  };
  session?: { expiresAt?: string | null };
}

/** GET /api/auth/get-session with the given credential headers (bearer or cookie). */
export async function lookUpSession(credentials: Record<string, string>): Promise<SessionLookup> {
  const { apiUrl } = getServerEnv();
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/api/auth/get-session`, { headers: credentials, cache: 'no-store' });
  } catch {
    return { ok: false, status: 502, statusText: 'Bad Gateway' };
  }
  if (!response.ok) return { ok: false, status: response.status, statusText: response.statusText || 'Error' };
  const body = (await response.json().catch(() => null)) as GetSessionBody | null;
  // better-auth answers 200 with null when the credential names no live session (spec §4: no user).
  if (!body?.user) return { ok: false, status: 401, statusText: 'Unauthorized' };
  const { user } = body;
  return {
    ok: true,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      username: user.username ?? null,
      image: user.image ?? null,
      emailVerified: Boolean(user.emailVerified),
      sessionExpiresAt: body.session?.expiresAt ?? null,
      staffRoles: parseStaffRoles(user.role),
    },
  };
}

/** POST /api/auth/sign-out with the visitor's cookie; better-auth checks the Origin of cookie-bearing posts. */
export async function signOut(
  cookieHeader: string,
): Promise<{ ok: boolean; status: number; statusText: string }> {
  const { apiUrl, siteUrl } = getServerEnv();
  try {
    const response = await fetch(`${apiUrl}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: cookieHeader, origin: siteUrl, 'content-type': 'application/json' },
      body: '{}',
      cache: 'no-store',
    });
    return { ok: response.ok, status: response.status, statusText: response.statusText || 'Error' };
  } catch {
    return { ok: false, status: 502, statusText: 'Bad Gateway' };
  }
}
