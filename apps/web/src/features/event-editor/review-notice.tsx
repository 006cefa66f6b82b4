/**
 * Where the event stands with the editors (docs/moderation.md: The review queue), shown to its host above the
 * form: waiting for review since when; sent back with the editor's reason, to edit and resubmit; or, right after
 * a request to publish was held, that it waits for an editor instead of being published.
 */
import type { components } from '@happenings/client';
import { formatDate } from '@happenings/domain/format';
import Link from 'next/link';
import styles from './event-editor.module.css';

export type ExperienceReview = NonNullable<components['schemas']['ExperienceReview']>;

function when(iso: string, timeZone: string): string {
  return formatDate(Date.parse(iso), 'MMM D, YYYY [at] h:mm A', timeZone);
}

export function ReviewNotice({
  review,
  publishState,
  wasHeld,
  slug,
  timeZone,
}: {
  review: ExperienceReview | null;
  publishState: string | null;
  /** The last save asked to publish and the review rule held it. */
  wasHeld: boolean;
  slug: string | undefined;
  timeZone: string;
}) {
  const preview = slug ? <Link href={`/event/${slug}`}>Preview the event page</Link> : null;
  if (publishState === 'PENDING_REVIEW') {
    return (
      <section
        className={`${styles.draftBanner} ${styles.reviewBanner}`}
        aria-labelledby="review-state-title"
      >
        <span className={styles.reviewBadge}>In review</span>
        <div>
          <h2 id="review-state-title" className={styles.reviewTitle}>
            {wasHeld ? 'Sent to an editor before it is published' : 'Waiting for review'}
          </h2>
          <p>
            {wasHeld
              ? 'New hosts’ first events, and events sent back before, are checked by an editor first. '
              : ''}
            {review ? (
              <>
                Submitted <time dateTime={review.submittedAt}>{when(review.submittedAt, timeZone)}</time>.{' '}
              </>
            ) : null}
            Only you can see it until an editor publishes it; you will get a notification either way. Saving
            it as a draft takes it out of the queue. {preview}
          </p>
        </div>
      </section>
    );
  }
  if (review?.state === 'REJECTED' && publishState !== 'PUBLISHED') {
    return (
      <section
        className={`${styles.draftBanner} ${styles.rejectedBanner}`}
        aria-labelledby="review-state-title"
      >
        <span className={styles.rejectedBadge}>Not approved</span>
        <div>
          <h2 id="review-state-title" className={styles.reviewTitle}>
            Edit and resubmit
          </h2>
          <p>
            An editor sent this event back
            {review.decidedAt ? (
              <>
                {' '}
                on <time dateTime={review.decidedAt}>{when(review.decidedAt, timeZone)}</time>
              </>
            ) : null}
            :
          </p>
          <blockquote className={styles.reviewReason} data-testid="review-reason">
            {review.reason}
          </blockquote>
          <p>Change what the editor asked for, then submit it for review again. {preview}</p>
        </div>
      </section>
    );
  }
  return null;
}
