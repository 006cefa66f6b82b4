'use client';
/**
 * The header's account entry on a member page (src/features/auth/member-view.server.ts): the page arrives without
 * knowing who is signed in, so until the browser has asked the API it shows an empty avatar-sized placeholder
 * (never the signed-out 'Sign in' link, which would be wrong for this visitor), then the bell and the account menu
 * as a signed-in page renders them, or 'Sign in' when the cookie turned out to name no live session.
 */
import { useMemberSession } from '@/features/auth/use-member-session';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { AccountMenu } from './account-menu';
import styles from './shell.module.css';

export function MemberAccount() {
  const user = useMemberSession();
  if (user === undefined) {
    return <span className={styles.accountPending} data-testid="account-pending" aria-hidden="true" />;
  }
  return (
    <>
      {user ? <NotificationBell /> : null}
      <AccountMenu
        user={
          user
            ? {
                username: user.username,
                name: user.name,
                image: user.image,
                sessionExpiresAt: user.sessionExpiresAt ?? null,
                staffRoles: user.staffRoles ?? [],
              }
            : null
        }
      />
    </>
  );
}
