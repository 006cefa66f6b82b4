/**
 * The invitation a signed-out visitor sees on the inviter's profile opened through an invite link (README:
 * Invitations): "{Name} invited you to Happenings", the contest it counts for while that contest runs, and
 * "Join Happenings" on to /register. A signed-in member is never asked to join, so the route shows it only to
 * visitors.
 */
import Link from 'next/link';
import { loginPath } from '@/features/auth/auth-paths';
import { withNext } from '@/features/auth/next-path';
import type { Invitation } from './invitation-cookie';
import styles from './invitations.module.css';
import { RememberInvitation } from './remember-invitation';

export interface InvitationBannerProps {
  /** What to remember: the inviter, and the contest unless it has ended (it may start before they sign up). */
  invitation: Invitation;
  inviterName: string;
  /** The inviter's profile, where the visitor comes back to once signed up. */
  profilePath: string;
  /** The contest named in the banner: only one running now, so the promise holds. `path` while its page is on. */
  runningContest: { name: string; path: string | null } | null;
}

export function InvitationBanner({
  invitation,
  inviterName,
  profilePath,
  runningContest,
}: InvitationBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="invitation-title">
      <RememberInvitation inviterId={invitation.inviterId} contest={invitation.contest} />
      <h2 id="invitation-title" className={styles.title}>
        {inviterName} invited you to Happenings
      </h2>
      {runningContest ? (
        <p className={styles.text}>
          Join now and your sign-up counts for {inviterName} in{' '}
          <strong>
            {runningContest.path ? (
              <Link href={runningContest.path}>{runningContest.name}</Link>
            ) : (
              runningContest.name
            )}
          </strong>
          .
        </p>
      ) : null}
      <p className={styles.text}>
        Find things to do around town, mark what you are interested in and see where {inviterName} and your
        other friends are going.
      </p>
      <div className={styles.actions}>
        <Link href={withNext('/register', profilePath)} className="button">
          Join Happenings
        </Link>
        <span className={styles.signIn}>
          Already a member? <Link href={loginPath(profilePath)}>Sign in</Link>
        </span>
      </div>
    </section>
  );
}
