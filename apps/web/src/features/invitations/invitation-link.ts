/**
 * Invite links (README: Invitations). An invite is the inviter's profile: `/u/{username}?invite=1` for a plain
 * invite, `/u/{username}?contest={slug}` for one made for a contest (the contest implies the invite, so the links
 * the contest page has always handed out keep working). The API's invite code is the username for the same reason
 * (apps/api/src/features/users/users.routes.ts): the address people share is the one that names the inviter.
 */
import { isContestSlug } from './invitation-cookie';

type SearchParams = Record<string, string | string[] | undefined>;

export function invitationPath(username: string, contest: string | null = null): string {
  const query = contest ? `contest=${encodeURIComponent(contest)}` : 'invite=1';
  return `/u/${encodeURIComponent(username)}?${query}`;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a profile was opened through an invite link, and for which contest. A contest that is not a slug (a
 * link cut short or edited) still leaves a plain invite: the visitor was still invited by that person.
 */
export function readInvitationParams(searchParams: SearchParams): { contest: string | null } | null {
  const contest = first(searchParams.contest);
  if (contest !== undefined) return { contest: isContestSlug(contest) ? contest : null };
  const invite = first(searchParams.invite);
  if (invite !== undefined && invite !== '0' && invite !== 'false') return { contest: null };
  return null;
}
