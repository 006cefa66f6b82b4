'use client';
/**
 * Remembers the invitation on view, not on the "Join Happenings" click: a visitor may sign up through the header's
 * links instead, or come back within the week (the cookie's life) and register then. Renders nothing.
 */
import { useEffect } from 'react';
import { rememberInvitation } from './invitation.data';
import type { Invitation } from './invitation-cookie';

export function RememberInvitation({ inviterId, contest }: Invitation) {
  useEffect(() => {
    rememberInvitation({ inviterId, contest }).catch(() => {
      // Not remembered (offline): the banner still leads to sign-up; only the credit is lost.
    });
  }, [inviterId, contest]);
  return null;
}
