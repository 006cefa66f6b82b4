'use client';
/**
 * Claims the remembered invitation once the newcomer's account exists (README: Invitations): rendered by
 * /onboarding, where e-mail registration and phone sign-in of a new account both arrive. The claim is made once,
 * then the cookie is cleared whatever the API answered (a reload would only be told "already recorded"); a new
 * record is worth a toast, as the newcomer now follows the inviter. When the API cannot be reached the cookie
 * stays, so the next visit of /onboarding tries again.
 */
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { claimInvitation, forgetInvitation } from './invitation.data';
import type { Invitation } from './invitation-cookie';

export function ClaimInvitation({ invitation }: { invitation: Invitation }) {
  const toast = useToast();
  // Effects run twice in development (Strict Mode); the claim must not.
  const hasClaimed = useRef(false);

  useEffect(() => {
    if (hasClaimed.current) return;
    hasClaimed.current = true;
    (async () => {
      const outcome = await claimInvitation(invitation);
      await forgetInvitation();
      if (outcome.status === 'recorded') {
        toast.show({
          title: `You joined through ${outcome.inviterName}'s invite`,
          description: `You now follow ${outcome.inviterName}.`,
          type: 'success',
        });
      }
    })().catch(() => {
      // The API or the site could not be reached: nothing to tell the newcomer, the next visit tries again.
    });
  }, [invitation, toast]);

  return null;
}
