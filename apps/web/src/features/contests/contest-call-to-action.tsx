/**
 * What the contest asks of the visitor, by its state (spec §3 flags via the API's showAsCompleted): a clear
 * 'ended' banner once it is over or switched to completed; before it starts, when it starts (invites for it are
 * refused until then); while it runs, the invite link for signed-in people and a sign-in link for visitors.
 */
import Link from 'next/link';
import { loginPath } from '@/features/auth/auth-paths';
import { invitationPath } from '@/features/invitations/invitation-link';
import { CopyLinkButton } from '@/features/share/copy-link-button';
import type { ContestInstant } from './contest-dates';
import styles from './contests.module.css';
import type { Contest } from './contests.types';

export interface ContestCallToActionProps {
  contest: Pick<Contest, 'slug' | 'isActive' | 'showAsCompleted'>;
  start: ContestInstant | null;
  /** The signed-in visitor's username; null when they have none yet; undefined when signed out. */
  username: string | null | undefined;
  path: string;
}

export function ContestCallToAction({ contest, start, username, path }: ContestCallToActionProps) {
  if (contest.showAsCompleted) {
    return (
      <div className={styles.ended}>
        <p className={styles.endedTitle}>This contest has ended</p>
        <p>Thank you to everyone who invited friends. The final standings are below.</p>
      </div>
    );
  }
  if (!contest.isActive) {
    return (
      <p className={styles.callout}>
        The contest has not started yet
        {start ? (
          <>
            {' '}
            — invites count from <time dateTime={start.iso}>{start.text}</time>
          </>
        ) : null}
        .
      </p>
    );
  }
  if (username === undefined) {
    return (
      <div className={styles.callout}>
        <p>Sign in to get your invite link. Every friend who joins through it earns you a point.</p>
        <Link href={loginPath(path)} className="button">
          Sign in to take part
        </Link>
      </div>
    );
  }
  if (username === null) {
    return (
      <div className={styles.callout}>
        <p>Your invite link is your profile address: choose a username to get one.</p>
        <Link href="/account/edit" className="button">
          Choose a username
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.callout}>
      <p>
        Copy your invite link and send it to friends. Every friend who joins through it earns you a point.
      </p>
      {/* The inviter's profile with the contest, so the sign-up it brings counts for it (README: Invitations). */}
      <CopyLinkButton url={invitationPath(username, contest.slug)} label="Invite friends" />
    </div>
  );
}
