'use client';
/**
 * The Interested button (issue 4): a toggle (aria-pressed) with the count, optimistic with rollback. Signed-out
 * visitors are sent to /login?next={this page}. Reusable on cards: pass the experience's `isInterested` and
 * `interested` count as the API answered them (isInterested is absent for anonymous callers).
 */
import { usePathname, useRouter } from 'next/navigation';
import { toggledInterest } from './interest-state';
import styles from './interested-button.module.css';
import { type InterestItemType, SignedOutError, useInterest } from './use-interest';

export interface InterestedButtonProps {
  itemType?: InterestItemType;
  itemId: string;
  isInterested: boolean | undefined;
  count: number;
  /** Default: signed in when the API told whether the caller is interested. */
  isSignedIn?: boolean;
  /** 'large' on the event page, 'compact' on cards. */
  size?: 'large' | 'compact';
  /** What the button is about, for screen readers on cards ('Jazz Night'). */
  itemName?: string;
}

export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}

export function InterestedButton({
  itemType = 'experience',
  itemId,
  isInterested,
  count,
  isSignedIn = isInterested !== undefined,
  size = 'large',
  itemName,
}: InterestedButtonProps) {
  const router = useRouter();
  const pathname = usePathname();
  const { state, mutation } = useInterest(itemType, itemId, { isInterested: isInterested ?? false, count });
  const goToLogin = () => {
    const search = typeof window === 'undefined' ? '' : window.location.search;
    router.push(loginPathFor(`${pathname}${search}`));
  };

  const onClick = () => {
    if (!isSignedIn) {
      goToLogin();
      return;
    }
    mutation.mutate(toggledInterest(state), {
      onError: (error) => {
        if (error instanceof SignedOutError) goToLogin();
      },
    });
  };

  // A toggle keeps one label; aria-pressed says whether it is on (WAI-ARIA button pattern).
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[size]}`}
      aria-pressed={state.isInterested}
      data-interested={state.isInterested}
      onClick={onClick}
    >
      <HeartIcon isFilled={state.isInterested} />
      <span className={styles.label}>
        Interested
        {itemName ? <span className="visually-hidden"> in {itemName}</span> : null}
      </span>
      <span className={styles.count} data-testid="interested-count">
        {state.count}
        <span className="visually-hidden"> people interested</span>
      </span>
    </button>
  );
}

/**
 * The Interested button while the page asks the API whether this signed-in visitor is interested (a member page,
 * src/features/events/event-member-part.tsx): the public count, disabled and busy, neither pressed nor unpressed.
 */
export function PendingInterestedButton({
  count,
  size = 'large',
}: {
  count: number;
  size?: 'large' | 'compact';
}) {
  return (
    <button type="button" className={`${styles.button} ${styles[size]}`} disabled aria-busy="true">
      <HeartIcon isFilled={false} />
      <span className={styles.label}>Interested</span>
      <span className={styles.count} data-testid="interested-count">
        {count}
        <span className="visually-hidden"> people interested</span>
      </span>
    </button>
  );
}

function HeartIcon({ isFilled }: { isFilled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
      <path
        fill={isFilled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 20.5s-7.4-4.5-9.3-9C1.3 8.2 3.3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.5 0 5.5 3.7 4.1 7-1.9 4.5-9.3 9-9.3 9Z"
      />
    </svg>
  );
}
