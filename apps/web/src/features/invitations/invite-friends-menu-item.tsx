'use client';
/**
 * "Invite friends to Happenings" in the account menu: copies the member's own invite link (invitation-link.ts, a
 * plain invite: their profile with ?invite=1), confirmed by the 'Link copied' toast (spec §2). Whoever signs up
 * through it is credited to them, and they are told (spec §3 JOINED_APP_BY_INVITE).
 */
import { useCopyLink } from '@/components/toast/use-copy-link';
import { invitationPath } from './invitation-link';

export interface InviteFriendsMenuItemProps {
  username: string;
  className?: string;
  /** Closes the menu; the toast then says the link was copied. */
  onDone: () => void;
}

export function InviteFriendsMenuItem({ username, className, onDone }: InviteFriendsMenuItemProps) {
  const copyLink = useCopyLink();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={className}
      onClick={() => {
        onDone();
        void copyLink(invitationPath(username));
      }}
    >
      Invite friends to Happenings
    </button>
  );
}
