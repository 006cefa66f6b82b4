/**
 * What the answer of POST /api/v1/users/invite-signup means for the new member (spec §7 Users; the API's answers
 * in apps/api/src/features/users/users.routes.ts). Only a newly recorded invite is worth telling them about: an
 * invite already recorded, an account older than 7 days (403 INVITE_CLAIM_EXPIRED), someone else's invite recorded
 * first (409 ALREADY_INVITED) or an inviter gone since (404) are not their problem, so none of them is shown.
 */
import type { components } from '@happenings/client';

type AvatarUser = components['schemas']['AvatarUser'];
type InviteSignupResult = components['schemas']['InviteSignupResult'];

export type ClaimOutcome =
  | { status: 'recorded'; inviterName: string }
  | { status: 'not-recorded'; reason: string };

export function inviterName(inviter: Pick<AvatarUser, 'displayName' | 'username'>): string {
  return inviter.displayName?.trim() || inviter.username || 'a friend';
}

/** The API's error code (`{ error: { code } }`), if the body is one of its errors. */
export function apiErrorCode(body: unknown): string | undefined {
  const code = (body as { error?: { code?: unknown } } | null | undefined)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * 409 CONTEST_NOT_RUNNING: the contest the link was made for has ended (or not started) by the time the visitor
 * signed up. They still joined through the person's invite, so it is claimed again without the contest.
 */
export function isContestNotRunning(status: number, body: unknown): boolean {
  return status === 409 && apiErrorCode(body) === 'CONTEST_NOT_RUNNING';
}

export function toClaimOutcome(
  status: number,
  data: InviteSignupResult | undefined,
  error: unknown,
): ClaimOutcome {
  if (data) {
    return data.recorded
      ? { status: 'recorded', inviterName: inviterName(data.inviter) }
      : { status: 'not-recorded', reason: 'ALREADY_RECORDED' };
  }
  return { status: 'not-recorded', reason: apiErrorCode(error) ?? `HTTP_${status}` };
}
