/**
 * The browser's invitation calls (README: Invitations): remembering and forgetting it through the site route
 * /api/next/invitation, and claiming it with POST /api/v1/users/invite-signup (spec §7 Users) through the typed
 * client, as every other write of the website goes (the API only takes cookie writes from the browser's origin).
 */
import { getBrowserClient } from '@/lib/api-browser';
import { type ClaimOutcome, isContestNotRunning, toClaimOutcome } from './invitation-claim';
import type { Invitation } from './invitation-cookie';

const INVITATION_ROUTE = '/api/next/invitation';

export async function rememberInvitation(invitation: Invitation): Promise<void> {
  await fetch(INVITATION_ROUTE, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(invitation),
    cache: 'no-store',
  });
}

export async function forgetInvitation(): Promise<void> {
  await fetch(INVITATION_ROUTE, { method: 'DELETE', cache: 'no-store' });
}

/**
 * Records that the signed-in newcomer joined through the invitation (the API makes them follow the inviter and
 * tells the inviter). Throws only when the API could not be reached; every answer is an outcome.
 */
export async function claimInvitation(invitation: Invitation): Promise<ClaimOutcome> {
  const client = getBrowserClient();
  const claim = (contest: string | null) =>
    client.POST('/api/v1/users/invite-signup', {
      body: { inviterId: invitation.inviterId, ...(contest ? { contest } : {}) },
    });
  let answer = await claim(invitation.contest);
  if (invitation.contest && isContestNotRunning(answer.response.status, answer.error)) {
    answer = await claim(null);
  }
  return toClaimOutcome(answer.response.status, answer.data, answer.error);
}
