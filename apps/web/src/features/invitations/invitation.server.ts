/**
 * The invitation on the server (README: Invitations): the banner of an invite link on /u/{username}, and the
 * remembered invitation /onboarding claims.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { findContestBySlug } from '@/features/contests/contest.data';
import { contestPath } from '@/features/contests/contest-page';
import type { InvitationBannerProps } from './invitation-banner';
import { INVITATION_COOKIE, type Invitation, parseInvitation } from './invitation-cookie';

/** The `invitation` cookie of this request, checked on read (a malformed or stale value is no invitation). */
export async function readRememberedInvitation(): Promise<Invitation | null> {
  return parseInvitation((await cookies()).get(INVITATION_COOKIE.name)?.value, Date.now());
}

/**
 * What the banner says for an invite link. The contest is looked up so the banner names it only while it runs
 * (the API credits contest invites only then), and remembered unless it has ended: an unknown or finished contest
 * leaves a plain invite, which the API still records.
 */
export async function loadInvitationBanner(options: {
  inviterId: string;
  inviterName: string;
  profilePath: string;
  contestSlug: string | null;
}): Promise<InvitationBannerProps> {
  const contest = options.contestSlug ? await findContestBySlug(options.contestSlug) : null;
  return {
    invitation: {
      inviterId: options.inviterId,
      contest: contest && contest.timing !== 'PAST' ? contest.slug : null,
    },
    inviterName: options.inviterName,
    profilePath: options.profilePath,
    runningContest:
      contest?.isActive && !contest.showAsCompleted
        ? { name: contest.name, path: contest.showWebPage ? contestPath(contest) : null }
        : null,
  };
}
