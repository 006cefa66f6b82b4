/**
 * POST and DELETE /api/next/invitation (README: Invitations): the website's own pages remember the invitation a
 * signed-out visitor opened, and forget it once it was claimed. Site routes like POST /api/logout: only the
 * website's own origin may call them (lib/same-origin.ts), or a page of another origin of the same site could
 * slip its own inviter into a visitor's sign-up.
 */
import 'server-only';
import { getServerEnv } from '@/lib/env';
import { isSameOriginRequest } from '@/lib/same-origin';
import {
  type Invitation,
  isContestSlug,
  isInviterId,
  serializeClearedInvitationCookie,
  serializeInvitationCookie,
} from './invitation-cookie';

function errorResponse(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store' } });
}

function forbidden(): Response {
  return errorResponse(403, 'FORBIDDEN_ORIGIN', 'This request must come from the Happenings website.');
}

function toInvitation(body: unknown): Invitation | null {
  if (typeof body !== 'object' || body === null) return null;
  const { inviterId, contest } = body as Record<string, unknown>;
  if (!isInviterId(inviterId)) return null;
  if (contest !== undefined && contest !== null && !isContestSlug(contest)) return null;
  return { inviterId, contest: contest ?? null };
}

/** POST /api/next/invitation `{ inviterId, contest? }`: sets the `invitation` cookie (the last link opened wins). */
export async function handleRememberInvitation(request: Request): Promise<Response> {
  const env = getServerEnv();
  if (!isSameOriginRequest(request.headers, env.siteUrl)) return forbidden();
  const invitation = toInvitation(await request.json().catch(() => null));
  if (!invitation) {
    return errorResponse(400, 'VALIDATION_FAILED', 'Send the inviter’s id and, optionally, a contest slug.');
  }
  return new Response(null, {
    status: 204,
    headers: {
      'set-cookie': serializeInvitationCookie(invitation, { now: Date.now(), secure: env.cookieSecure }),
      'cache-control': 'no-store',
    },
  });
}

/** DELETE /api/next/invitation: clears the cookie (after the claim, whatever the API answered). */
export function handleForgetInvitation(request: Request): Response {
  const env = getServerEnv();
  if (!isSameOriginRequest(request.headers, env.siteUrl)) return forbidden();
  return new Response(null, {
    status: 204,
    headers: {
      'set-cookie': serializeClearedInvitationCookie({ secure: env.cookieSecure }),
      'cache-control': 'no-store',
    },
  });
}
