'use client';
/**
 * One row of the inbox: the latest people's avatars, the sentence the API wrote ("Ana and 12 others are
 * interested in …"), the start of the comment it is about, how long ago, and unread styling. The row links to
 * its subject; following it marks it read.
 */
import { formatRelativeShort } from '@happenings/domain/format';
import Link from 'next/link';
import { UserAvatar } from '@/features/profile/user-avatar';
import { notificationHref } from './notification-href';
import type { Notification } from './notifications.data';
import styles from './notifications.module.css';

export function NotificationItem({
  item,
  now,
  onRead,
}: {
  item: Notification;
  now: number;
  onRead: (id: string) => void;
}) {
  const href = notificationHref(item);
  const markRead = () => {
    if (!item.read) onRead(item.id);
  };
  const content = (
    <>
      <span className={styles.avatars} aria-hidden="true">
        {item.actors.map((actor) => (
          <UserAvatar
            key={actor.uid ?? actor.id}
            photoURL={actor.photoURL}
            name={actor.displayName ?? actor.username ?? '?'}
            size={36}
          />
        ))}
      </span>
      <span className={styles.body}>
        <span className={styles.text}>
          {item.read ? null : <span className="visually-hidden">Unread: </span>}
          {item.text}
        </span>
        {item.subject.snippet ? <span className={styles.snippet}>“{item.subject.snippet}”</span> : null}
        <time className={styles.time} dateTime={item.updatedAt}>
          {formatRelativeShort(Date.parse(item.updatedAt), now)}
        </time>
      </span>
    </>
  );
  return (
    <li className={styles.item} data-unread={!item.read} data-testid="notification">
      {href ? (
        <Link href={href} className={styles.itemMain} onClick={markRead}>
          {content}
        </Link>
      ) : (
        <div className={styles.itemMain}>{content}</div>
      )}
      {item.read ? null : href ? (
        <span className={styles.unreadDot} aria-hidden="true" />
      ) : (
        <button type="button" className="button button-secondary" onClick={markRead}>
          Mark as read
        </button>
      )}
    </li>
  );
}
