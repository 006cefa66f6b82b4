'use client';
/**
 * A roundup's top recommendations (GET .../crowd-sourced-roundup/{id}/top): what the community recommends, best
 * first by the lower bound of the Wilson interval of the votes (README). Votes here count at once; the order is
 * asked again once the API has the vote, so the list reorders in front of the voter.
 */
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { pageItems } from './comment-cache';
import { authorName, RecommendedCard } from './comment-item';
import styles from './comments.module.css';
import type { CommentPage } from './comments.types';
import { LinkifiedText } from './linkified-text';
import { ReactionButtons } from './reaction-buttons';
import { useCommentActions, useTopRecommendations } from './use-comments';

export function TopRecommendations({
  roundupId,
  initialPage,
  isSignedIn,
}: {
  roundupId: string;
  initialPage: CommentPage | null;
  isSignedIn: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [status, setStatus] = useState('');
  const requireSignIn = () => router.push(`/login?next=${encodeURIComponent(pathname)}`);
  const subject = { itemType: 'crowd-sourced-roundup' as const, itemId: roundupId };
  const actions = useCommentActions({ subject, onError: setStatus, onSignedOut: requireSignIn });
  const top = useTopRecommendations(roundupId, initialPage);
  const items = pageItems(top.data);

  return (
    <section className={styles.top} aria-labelledby="top-recommendations" data-testid="top-recommendations">
      <h2 id="top-recommendations" className={styles.threadTitle}>
        Top recommendations
      </h2>
      <p role="status" aria-live="polite" className={styles.liveRegion}>
        {status}
      </p>
      {items.length === 0 ? (
        <p className={styles.muted}>
          No recommendations yet. Answer below, or vote for the answers you agree with.
        </p>
      ) : (
        <ol className={styles.topList}>
          {items.map((comment, index) => {
            const name = authorName(comment);
            return (
              <li
                key={comment.id}
                className={styles.topItem}
                data-testid="top-item"
                data-comment-id={comment.id}
              >
                <span className={styles.rank} aria-hidden="true">
                  {index + 1}
                </span>
                <div className={styles.topBody}>
                  {comment.recommends ? <RecommendedCard recommends={comment.recommends} /> : null}
                  <LinkifiedText text={comment.text ?? ''} className={styles.text} />
                  <p className={styles.muted}>Recommended by {name}</p>
                </div>
                <ReactionButtons
                  comment={comment}
                  about={`${name}'s recommendation`}
                  onVote={(next) => (isSignedIn ? actions.vote.mutate({ comment, next }) : requireSignIn())}
                />
              </li>
            );
          })}
        </ol>
      )}
      {top.hasNextPage ? (
        <button
          type="button"
          className={styles.textButton}
          onClick={() => void top.fetchNextPage()}
          disabled={top.isFetchingNextPage}
        >
          More recommendations
        </button>
      ) : null}
    </section>
  );
}
