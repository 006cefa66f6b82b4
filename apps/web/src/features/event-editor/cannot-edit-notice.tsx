/**
 * What someone sees at /event/create/{id} when they may not edit the event (403) or it does not exist for them
 * (404: a missing event or someone else's draft). A page, not a crash.
 */
import Link from 'next/link';
import styles from './event-editor.module.css';

export function CannotEditNotice({ reason }: { reason: 'forbidden' | 'not-found' }) {
  return (
    <div className={styles.page}>
      <div className={styles.notice}>
        <span className={styles.noticeIcon} aria-hidden="true">
          !
        </span>
        <h1>You can’t edit this event</h1>
        <p>
          {reason === 'forbidden'
            ? 'Only the person who created an event, or its host, can change it. If it is yours, sign in with the account you used to create it.'
            : 'This event does not exist, or it is a draft that belongs to someone else.'}
        </p>
        <div className={styles.noticeActions}>
          <Link href="/event/create" className="button">
            Create your own event
          </Link>
          <Link href="/" className="button button-secondary">
            Browse events
          </Link>
        </div>
      </div>
    </div>
  );
}
