'use client';
/**
 * The profile's follow block (issue 4): follower / following counts, the relationship badge ('Follows you',
 * 'Friends') and the Follow / Following button, all from one optimistic state. Signed-out visitors are sent to
 * /login?next={this page}.
 */
import { usePathname, useRouter } from 'next/navigation';
import styles from './follow-button.module.css';
import { type FollowState, isFollowing, relationshipBadge, toggledFollow } from './follow-state';
import { SignedOutError, useFollow } from './use-follow';

export interface FollowButtonProps {
  userId: string;
  displayName: string;
  initial: FollowState;
  isSignedIn: boolean;
}

export function FollowButton({ userId, displayName, initial, isSignedIn }: FollowButtonProps) {
  const router = useRouter();
  const pathname = usePathname();
  const { state, mutation } = useFollow(userId, initial);
  const following = isFollowing(state.relationship);

  const onClick = () => {
    if (!isSignedIn) {
      router.push(`/login?next=${encodeURIComponent(pathname)}`);
      return;
    }
    mutation.mutate(toggledFollow(state), {
      onError: (error) => {
        if (error instanceof SignedOutError) router.push(`/login?next=${encodeURIComponent(pathname)}`);
      },
    });
  };

  // A toggle (aria-pressed) named "Follow {name}"; the visible text says the state and starts with that name.
  return (
    <button
      type="button"
      className={`button ${following ? `button-secondary ${styles.following}` : ''} ${styles.button}`}
      aria-pressed={following}
      aria-label={`Follow ${displayName}`}
      title={following ? `Unfollow ${displayName}` : undefined}
      onClick={onClick}
    >
      {following ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path fill="currentColor" d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4z" />
          </svg>
          Following
        </>
      ) : state.relationship === 'follower' ? (
        'Follow back'
      ) : (
        'Follow'
      )}
    </button>
  );
}

/** The badge and counts that move with the follow state (same query as the button). */
export function FollowSummary({ userId, initial }: { userId: string; initial: FollowState }) {
  const { state } = useFollow(userId, initial);
  const badge = relationshipBadge(state.relationship);
  return (
    <>
      <span className={styles.count} data-testid="followers-count">
        <strong>{state.followersCount}</strong> {state.followersCount === 1 ? 'follower' : 'followers'}
      </span>
      <span className={styles.badgeSlot} aria-live="polite">
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </span>
    </>
  );
}
