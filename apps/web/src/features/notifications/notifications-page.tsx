'use client';
/**
 * /notifications: the inbox in two tabs (spec §3 kinds: General, about you; Community, about the people you follow
 * or know), each a list of grouped notifications, newest activity first, with "Mark all as read" and "Load more".
 * The tabs follow the WAI-ARIA tabs pattern (arrow keys, Home and End move between them). When the bell's poll
 * finds more unread notifications, the open tab reloads.
 */
import type { NotificationKind } from '@happenings/domain/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { NotificationItem } from './notification-item';
import {
  inboxKey,
  NotificationsError,
  useInbox,
  useMarkAllRead,
  useMarkRead,
  useUnreadCount,
} from './notifications.data';
import styles from './notifications.module.css';

const TABS: { kind: NotificationKind; label: string; empty: string }[] = [
  { kind: 'GENERAL', label: 'General', empty: 'Nothing yet. Follows, replies and invites will show here.' },
  {
    kind: 'COMMUNITY',
    label: 'Community',
    empty: 'Nothing yet. What the people you follow are interested in will show here.',
  },
];

export function NotificationsPage() {
  const id = useId();
  const [kind, setKind] = useState<NotificationKind>('GENERAL');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const counts = useUnreadCount().data;
  const markAll = useMarkAllRead();
  const toast = useToast();
  const client = useQueryClient();

  // The bell's poll found something new: show it in the open tab.
  const lastCount = useRef<number | null>(null);
  useEffect(() => {
    const count = counts?.count ?? null;
    if (count !== null && lastCount.current !== null && count > lastCount.current) {
      void client.invalidateQueries({ queryKey: inboxKey(kind) });
    }
    lastCount.current = count;
  }, [counts?.count, client, kind]);

  const unreadIn = (tab: NotificationKind) => (tab === 'GENERAL' ? counts?.general : counts?.community) ?? 0;

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    setKind(TABS[target]!.kind);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Notifications</h1>
        <button
          type="button"
          className="button button-secondary"
          disabled={unreadIn(kind) === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(kind, {
              onError: (error) =>
                toast.show({
                  type: 'error',
                  title: 'Not marked read',
                  description: error instanceof NotificationsError ? error.message : 'Please try again.',
                }),
            })
          }
        >
          Mark all as read
        </button>
      </div>
      <div role="tablist" aria-label="Notifications" className={styles.tabs}>
        {TABS.map((tab, index) => {
          const unread = unreadIn(tab.kind);
          return (
            <button
              key={tab.kind}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.kind}`}
              aria-selected={kind === tab.kind}
              aria-controls={`${id}-panel`}
              tabIndex={kind === tab.kind ? 0 : -1}
              className={styles.tab}
              onClick={() => setKind(tab.kind)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {tab.label}
              {unread > 0 ? (
                <span className={styles.tabCount}>
                  {unread}
                  <span className="visually-hidden"> unread</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${kind}`}>
        <InboxList key={kind} kind={kind} empty={TABS.find((tab) => tab.kind === kind)!.empty} />
      </div>
    </div>
  );
}

function InboxList({ kind, empty }: { kind: NotificationKind; empty: string }) {
  const inbox = useInbox(kind);
  const markRead = useMarkRead();
  const now = Date.now();

  if (inbox.isPending) return <p className={styles.status}>Loading…</p>;
  if (inbox.isError) {
    return (
      <p className={styles.status} role="alert">
        {inbox.error instanceof NotificationsError
          ? inbox.error.message
          : 'Could not load your notifications.'}
      </p>
    );
  }
  const items = inbox.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <>
      <ul
        className={styles.list}
        aria-label={`${kind === 'GENERAL' ? 'General' : 'Community'} notifications`}
      >
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} now={now} onRead={(id) => markRead.mutate(id)} />
        ))}
      </ul>
      {inbox.hasNextPage ? (
        <div className={styles.more}>
          <button
            type="button"
            className="button button-secondary"
            disabled={inbox.isFetchingNextPage}
            onClick={() => void inbox.fetchNextPage()}
          >
            {inbox.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : null}
    </>
  );
}
