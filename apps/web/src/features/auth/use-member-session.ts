'use client';
/**
 * The signed-in visitor as the browser asks the API for them (GET /api/auth/get-session with the page's own
 * cookie), for a member page (member-view.server.ts) whose personal parts are filled in after it arrives. One
 * request per page view, shared by the header and the page (TanStack Query). `undefined` while asking; null when
 * the cookie names no live session (the parts then show what a signed-out visitor sees).
 */
import { parseStaffRoles } from '@happenings/domain/staff';
import { useQuery } from '@tanstack/react-query';
import type { AccountMenuUser } from '@/features/shell/account-menu';

export interface MemberSession extends AccountMenuUser {
  id: string;
}

interface GetSessionBody {
  user?: { id: string; name: string; username?: string | null; image?: string | null; role?: string | null };
  session?: { expiresAt?: string | null };
}

export const memberSessionKey = ['member-session'] as const;

async function readMemberSession(): Promise<MemberSession | null> {
  const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) {
    // A 401 means signed out; anything else is a failure the query retries.
    if (response.status === 401) return null;
    throw new Error(`Session not read: ${response.status}`);
  }
  const body = (await response.json().catch(() => null)) as GetSessionBody | null;
  if (!body?.user) return null;
  return {
    id: body.user.id,
    name: body.user.name,
    username: body.user.username ?? null,
    image: body.user.image ?? null,
    sessionExpiresAt: body.session?.expiresAt ?? null,
    staffRoles: parseStaffRoles(body.user.role),
  };
}

export function useMemberSession(): MemberSession | null | undefined {
  const { data } = useQuery({ queryKey: memberSessionKey, queryFn: readMemberSession, staleTime: Infinity });
  return data;
}
