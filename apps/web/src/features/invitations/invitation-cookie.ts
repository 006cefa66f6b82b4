/**
 * The remembered invitation (README: Invitations): who invited this browser's visitor and for which contest, kept
 * from the invite link (/u/{username}?contest=…) until their new account is set up, where it is claimed with
 * POST /api/v1/users/invite-signup (spec §7 Users) and cleared.
 *
 * `invitation`, HttpOnly (only the website's server reads it), SameSite=Lax, path /, Secure by environment like
 * `__session` (spec §6). It lasts 7 days: the API credits an invite only to an account at most 7 days old, and a
 * visitor who has not signed up within a week of opening the link is not joining because of it.
 *
 * The value is `{inviterId}.{contestSlug or empty}.{rememberedAt ms}`: characters that need no encoding in a
 * cookie, and a time of its own so an old value is refused on read even where a browser kept it too long.
 */

export const INVITATION_COOKIE = { name: 'invitation', maxAgeSeconds: 7 * 24 * 60 * 60, path: '/' } as const;

export interface Invitation {
  /** The inviter's account id (uid). */
  inviterId: string;
  /** The slug of the contest the link was made for, or null for a plain invite. */
  contest: string | null;
}

/** Account ids are database UUIDs (packages/db columns/id.ts) or hand-made seed ids: letters, digits, - and _. */
const INVITER_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** The API's slugSchema (lower-case words joined by hyphens), with its 200-character limit for contests. */
const CONTEST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A little room for clocks of load-balanced servers that disagree. */
const CLOCK_SKEW_MS = 60_000;

export function isInviterId(value: unknown): value is string {
  return typeof value === 'string' && INVITER_ID.test(value);
}

export function isContestSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 200 && CONTEST_SLUG.test(value);
}

export function encodeInvitation(invitation: Invitation, now: number): string {
  return `${invitation.inviterId}.${invitation.contest ?? ''}.${Math.floor(now)}`;
}

/** The invitation in a cookie value, or null when it is malformed, from the future or older than the cookie. */
export function parseInvitation(value: string | null | undefined, now: number): Invitation | null {
  const parts = (value ?? '').split('.');
  if (parts.length !== 3) return null;
  const [inviterId, contest, rememberedAt] = parts as [string, string, string];
  if (!isInviterId(inviterId) || (contest !== '' && !isContestSlug(contest))) return null;
  if (!/^\d{1,15}$/.test(rememberedAt)) return null;
  const age = now - Number(rememberedAt);
  if (age < -CLOCK_SKEW_MS || age > INVITATION_COOKIE.maxAgeSeconds * 1000) return null;
  return { inviterId, contest: contest || null };
}

function cookieAttributes(maxAgeSeconds: number, secure: boolean): string[] {
  return [
    `Max-Age=${maxAgeSeconds}`,
    `Path=${INVITATION_COOKIE.path}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
}

export function serializeInvitationCookie(
  invitation: Invitation,
  options: { now: number; secure: boolean },
): string {
  return [
    `${INVITATION_COOKIE.name}=${encodeInvitation(invitation, options.now)}`,
    ...cookieAttributes(INVITATION_COOKIE.maxAgeSeconds, options.secure),
  ].join('; ');
}

export function serializeClearedInvitationCookie(options: { secure: boolean }): string {
  return [`${INVITATION_COOKIE.name}=`, ...cookieAttributes(0, options.secure)].join('; ');
}
