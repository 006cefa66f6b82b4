/**
 * What an author reads on their own item while moderators keep it out of view (issue 23: "gone for everyone but
 * its author, who sees that it was hidden and why"). The API sends `moderation` to the author only.
 */
import styles from './moderation-report.module.css';

export interface ItemModeration {
  state: 'HIDDEN' | 'REMOVED';
  reason: string;
  at: string;
}

export function ModerationNotice({ moderation }: { moderation: ItemModeration | null | undefined }) {
  if (!moderation) return null;
  const what = moderation.state === 'REMOVED' ? 'Removed by a moderator' : 'Hidden from others';
  return (
    <p className={styles.notice} data-testid="moderation-notice">
      <strong>{what}:</strong> {moderation.reason}{' '}
      <span className={styles.noticeNote}>Only you can see it.</span>
    </p>
  );
}

/**
 * The `moderation` an answer carries for its author, read from any item: only an author's own answers have it, so
 * every item type the site shows can be passed as it is.
 */
export function moderationOf(item: object): ItemModeration | null {
  const value = (item as { moderation?: ItemModeration | null }).moderation;
  return value && typeof value.reason === 'string' ? value : null;
}
