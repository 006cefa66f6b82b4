'use client';
/**
 * "Invite to go" on the event page (spec §3 INVITED_TO_EXPERIENCE): opens the dialog that picks people you follow
 * and invites them. Signed-out visitors get the sign-in link the site uses elsewhere, which brings them back here.
 */
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { loginPath } from '@/features/auth/auth-paths';
import { InviteToGoDialog } from './invite-to-go-dialog';

export interface InviteToGoButtonProps {
  event: { id: string; name: string; slug: string };
  /** The signed-in visitor's id; null when signed out. */
  viewerId: string | null;
}

export function InviteToGoButton({ event, viewerId }: InviteToGoButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  if (!viewerId) {
    return (
      <Link href={loginPath(`/event/${event.slug}`)} className="button button-secondary">
        <GoIcon />
        Invite to go
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
        <GoIcon />
        Invite to go
      </button>
      <InviteToGoDialog event={event} isOpen={isOpen} onClose={close} />
    </>
  );
}

function GoIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path
        fill="currentColor"
        d="M9 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0 2c3.3 0 6 1.6 6 4v2H3v-2c0-2.4 2.7-4 6-4Zm9-5V5h2v3h3v2h-3v3h-2v-3h-3V8h3Z"
      />
    </svg>
  );
}
