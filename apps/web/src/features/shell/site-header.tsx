/**
 * The site header: brand, location switcher, search box (submits to /search), and the account entry (with the
 * notifications bell when signed in). On a member page the account entry is filled in by the browser
 * (member-account.tsx).
 */
import Link from 'next/link';
import { LocationSwitcher } from '@/features/location/location-switcher';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { AccountMenu, type AccountMenuUser } from '@/features/shell/account-menu';
import { MemberAccount } from './member-account';
import styles from './shell.module.css';

export function SiteHeader({
  user,
  isMemberView = false,
}: {
  user: AccountMenuUser | null;
  /** A member page (src/features/auth/member-view.server.ts): who is signed in is asked by the browser. */
  isMemberView?: boolean;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href="/" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            h
          </span>
          Happenings
        </Link>
        <nav aria-label="Primary" className={styles.primaryNav}>
          <LocationSwitcher />
          <search className={styles.searchLandmark}>
            <form action="/search" method="get" className={styles.search}>
              <label htmlFor="site-search" className="visually-hidden">
                Search events
              </label>
              <input
                id="site-search"
                name="q"
                type="search"
                placeholder="Search events"
                autoComplete="off"
                className={styles.searchInput}
              />
              <button type="submit" className={styles.searchButton}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                  <path
                    fill="currentColor"
                    d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
                  />
                </svg>
                <span className="visually-hidden">Search</span>
              </button>
            </form>
          </search>
        </nav>
        <div className={styles.headerActions}>
          {isMemberView ? <MemberAccount /> : null}
          {!isMemberView && user ? <NotificationBell /> : null}
          {isMemberView ? null : (
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
          )}
        </div>
      </div>
    </header>
  );
}
