/**
 * Publishing: the note that a saved event is still a draft, with a link to preview its page; and the action bar,
 * "Save as draft" (NOT_PUBLISHED), "Submit for review" (PENDING_REVIEW: an editor publishes it, docs/moderation.md)
 * or "Publish" (PUBLISHED; the review rule may hold it for an editor), with whether the changes are saved.
 */
import Link from 'next/link';
import styles from './event-editor.module.css';

export function DraftBanner({ slug }: { slug: string | undefined }) {
  return (
    <div className={styles.draftBanner} role="note">
      <span className={styles.draftBadge}>Draft</span>
      <p>
        This event is not published: only you can see it, and you find it again in{' '}
        <Link href="/account/events">My events</Link>.{' '}
        {slug ? <Link href={`/event/${slug}`}>Preview the event page</Link> : null}
      </p>
    </div>
  );
}

export function PublishControls({
  isSaving,
  isDirty,
  isSaved,
  isPublished,
  isInReview,
  wasRejected,
}: {
  isSaving: boolean;
  isDirty: boolean;
  isSaved: boolean;
  isPublished: boolean;
  /** Waiting for an editor (PENDING_REVIEW). */
  isInReview: boolean;
  /** An editor sent it back: submitting again is a resubmission. */
  wasRejected: boolean;
}) {
  return (
    <div className={styles.actionBar}>
      <p className={styles.actionStatus} aria-live="polite">
        {isSaving ? 'Saving…' : isDirty ? 'Unsaved changes' : isSaved ? 'All changes saved' : ''}
      </p>
      <div className={styles.actions}>
        <button
          type="submit"
          name="publishState"
          value="NOT_PUBLISHED"
          className="button button-secondary"
          disabled={isSaving}
        >
          Save as draft
        </button>
        {isPublished ? null : (
          <button
            type="submit"
            name="publishState"
            value="PENDING_REVIEW"
            className="button button-secondary"
            disabled={isSaving}
          >
            {isInReview ? 'Save, keep in review' : wasRejected ? 'Resubmit for review' : 'Submit for review'}
          </button>
        )}
        <button type="submit" name="publishState" value="PUBLISHED" className="button" disabled={isSaving}>
          {isPublished ? 'Publish changes' : 'Publish'}
        </button>
      </div>
    </div>
  );
}
