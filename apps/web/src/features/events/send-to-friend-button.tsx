'use client';
/**
 * "Send to a friend" on the event page (spec §3 SHARED_EXPERIENCE): opens the dialog that picks people and sends
 * it to them. Signed-out visitors get the sign-in link the site uses elsewhere, which brings them back here.
 */
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { loginPath } from '@/features/auth/auth-paths';
import { SendToFriendDialog } from './send-to-friend-dialog';

export interface SendToFriendButtonProps {
  event: { id: string; name: string; slug: string };
  /** The signed-in visitor's id; null when signed out. */
  viewerId: string | null;
}

export function SendToFriendButton({ event, viewerId }: SendToFriendButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  if (!viewerId) {
    return (
      <Link href={loginPath(`/event/${event.slug}`)} className="button button-secondary">
        <SendIcon />
        Send to a friend
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <SendIcon />
        Send to a friend
      </button>
      <SendToFriendDialog event={event} viewerId={viewerId} isOpen={isOpen} onClose={close} />
    </>
  );
}

function SendIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path fill="currentColor" d="M2.5 20.5 22 12 2.5 3.5 2.5 10l13 2-13 2z" />
    </svg>
  );
}
