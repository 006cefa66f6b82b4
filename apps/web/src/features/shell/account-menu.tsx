'use client';
/**
 * The account entry of the header. Signed out: a 'Sign in' link (back to this page afterwards). Signed in: the
 * avatar as a menu button (WAI-ARIA APG menu button: Enter, Space or ArrowDown open it on the first item, ArrowUp
 * on the last; arrows, Home and End move; Escape closes and returns focus to the button; Tab closes) with
 * Profile, Your collections, Edit account, Create event, My events (the events one hosts, drafts included), Invite
 * friends (copies their invite link), Back office (staff only: it is never advertised to anyone else) and Sign out.
 * It also keeps the session cookie fresh (spec §9).
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { loginPath } from '@/features/auth/auth-paths';
import { SessionRefresh } from '@/features/auth/session-refresh';
import { signOutAndGoHome } from '@/features/auth/sign-out';
import { InviteFriendsMenuItem } from '@/features/invitations/invite-friends-menu-item';
import styles from './shell.module.css';

export interface AccountMenuUser {
  username: string | null;
  name: string;
  image: string | null;
  sessionExpiresAt?: string | null;
  /** The staff roles held (docs/moderation.md); any of them opens the back office. */
  staffRoles?: readonly string[];
}

/** Pages where a 'Sign in' link should not come back to (the sign-in screens themselves). */
const AUTH_PATHS = /^\/(login|register|verify-email|auth|__|onboarding)(\/|$)/;

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

export function AccountMenu({ user }: { user: AccountMenuUser | null }) {
  const pathname = usePathname() ?? '/';
  if (!user) {
    const next = AUTH_PATHS.test(pathname) ? '/' : pathname;
    return (
      <Link href={loginPath(next)} className={styles.signIn}>
        Sign in
      </Link>
    );
  }
  return <SignedInMenu user={user} />;
}

function SignedInMenu({ user }: { user: AccountMenuUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const initial = (user.name || user.username || '?').slice(0, 1).toUpperCase();

  const close = useCallback((returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const list = menuItems(menuRef.current);
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close]);

  const open = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setIsOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  return (
    <div className={styles.accountMenu} ref={wrapperRef}>
      <SessionRefresh expiresAt={user.sessionExpiresAt ?? null} />
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => (isOpen ? close(false) : open('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {user.image ? (
          // biome-ignore lint/performance/noImgElement: avatars come from the media CDN with their own presets.
          <img src={user.image} alt="" width={36} height={36} className={styles.avatar} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
        )}
        <span className="visually-hidden">Account menu ({user.name})</span>
      </button>
      <div
        id={menuId}
        ref={menuRef}
        role="menu"
        aria-label="Account"
        className={styles.menu}
        hidden={!isOpen}
        onKeyDown={onMenuKeyDown}
      >
        <div className={styles.menuHeader}>
          <span className={styles.menuName}>{user.name}</span>
          {user.username ? <span className={styles.menuUsername}>@{user.username}</span> : null}
        </div>
        {user.username ? (
          <Link
            role="menuitem"
            tabIndex={-1}
            href={`/u/${user.username}`}
            className={styles.menuItem}
            onClick={() => close(false)}
          >
            Profile
          </Link>
        ) : null}
        <Link
          role="menuitem"
          tabIndex={-1}
          href="/collections"
          className={styles.menuItem}
          onClick={() => close(false)}
        >
          Your collections
        </Link>
        <Link
          role="menuitem"
          tabIndex={-1}
          href="/account/edit"
          className={styles.menuItem}
          onClick={() => close(false)}
        >
          Edit account
        </Link>
        <Link
          role="menuitem"
          tabIndex={-1}
          href="/event/create"
          className={styles.menuItem}
          onClick={() => close(false)}
        >
          Create event
        </Link>
        <Link
          role="menuitem"
          tabIndex={-1}
          href="/account/events"
          className={styles.menuItem}
          onClick={() => close(false)}
        >
          My events
        </Link>
        {user.username ? (
          <InviteFriendsMenuItem
            username={user.username}
            className={styles.menuItem}
            onDone={() => close(true)}
          />
        ) : null}
        {user.staffRoles?.length ? (
          <Link
            role="menuitem"
            tabIndex={-1}
            href="/admin"
            className={styles.menuItem}
            onClick={() => close(false)}
          >
            Back office
          </Link>
        ) : null}
        <hr className={styles.menuSeparator} />
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={styles.menuItem}
          onClick={signOutAndGoHome}
        >
          Sign out
        </button>
      </div>
    </div>
  );
}
