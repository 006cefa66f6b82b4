'use client';
/**
 * The bell in the header of a signed-in visitor: a link to the inbox with the unread count (capped "99+" on the
 * badge; the link's accessible name says the exact count, "Notifications, 3 unread"). The count is polled every
 * 30 s and when the window regains focus, so new notifications show without a reload.
 */
import { formatUnreadBadge, unreadLabel } from '@happenings/domain/notifications';
import Link from 'next/link';
import { useUnreadCount } from './notifications.data';
import styles from './notifications.module.css';

export function NotificationBell() {
  const { data } = useUnreadCount();
  const count = data?.count ?? 0;
  const badge = formatUnreadBadge(count);
  return (
    <Link
      href="/notifications"
      className={styles.bell}
      aria-label={unreadLabel(count)}
      data-testid="notification-bell"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          fill="currentColor"
          d="M12 2a6 6 0 0 0-6 6v3.59l-1.7 3.4A1 1 0 0 0 5.2 16.5h13.6a1 1 0 0 0 .9-1.45L18 11.59V8a6 6 0 0 0-6-6Zm0 20a3 3 0 0 1-2.83-2h5.66A3 3 0 0 1 12 22Z"
        />
      </svg>
      {badge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
