'use client';
/**
 * The owner's tools for the people of a collection: remove a viewer (DELETE /collections/{id}/participants/
 * {userId}, after asking: they lose a private collection at once), and the open invites, each withdrawn or, for an
 * invite link, revoked (DELETE /collections/{id}/invites/{inviteId}: the link stops working for anyone holding it).
 */
import { formatDate } from '@happenings/domain/format';
import { DEFAULT_TIME_ZONE } from '@happenings/domain/time';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { useToast } from '@/components/toast/toast-provider';
import { getBrowserClient } from '@/lib/api-browser';
import type { CollectionInvite } from './collection.types';
import owner from './collection-owner.module.css';
import { RequestHandled, useCollectionRequest } from './collection-request';
import styles from './collections.module.css';

/** 'Nov 21', in the site's time zone so the server's and the browser's renderings agree. */
const formatShortDate = (iso: string) => formatDate(Date.parse(iso), 'MMM D', DEFAULT_TIME_ZONE);

function useTracked() {
  const [isBusy, setIsBusy] = useState(false);
  const track = async (action: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof RequestHandled)) throw error;
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, track };
}

export function RemovePersonButton(props: {
  collectionId: string;
  collectionName: string;
  userId: string;
  name: string;
  isCommunity: boolean;
}) {
  const router = useRouter();
  const toast = useToast();
  const request = useCollectionRequest();
  const { isBusy, track } = useTracked();
  const [isOpen, setIsOpen] = useState(false);
  const remove = () =>
    track(async () => {
      await request('remove them', () =>
        getBrowserClient().DELETE('/api/v1/collections/{id}/participants/{userId}', {
          params: { path: { id: props.collectionId, userId: props.userId } },
        }),
      );
      setIsOpen(false);
      toast.show({ type: 'success', title: `Removed ${props.name}` });
      router.refresh();
    });
  return (
    <>
      <button
        type="button"
        className={owner.toolButton}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        Remove<span className="visually-hidden"> {props.name} from this collection</span>
      </button>
      <ConfirmDialog
        title={`Remove ${props.name}?`}
        body={
          props.isCommunity
            ? `They leave ${props.collectionName}; as it is a community collection they can still find it and join again.`
            : `They leave ${props.collectionName} and no longer see it. Invite them again to bring them back.`
        }
        confirmLabel="Remove"
        isOpen={isOpen}
        isBusy={isBusy}
        onConfirm={() => void remove()}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}

const inviteeName = (invite: CollectionInvite) =>
  invite.invitee?.displayName || (invite.invitee?.username ? `@${invite.invitee.username}` : 'Someone');

/** The open invites: pending in-app invites and links that still work, newest first. */
export function OpenInvites({
  collectionId,
  invites,
}: {
  collectionId: string;
  invites: readonly CollectionInvite[];
}) {
  const router = useRouter();
  const toast = useToast();
  const request = useCollectionRequest();
  const { isBusy, track } = useTracked();
  if (invites.length === 0) return <p className={styles.muted}>No open invites.</p>;
  const revoke = (invite: CollectionInvite) =>
    track(async () => {
      const isLink = invite.inviteType === 'LINK_INVITE';
      await request(isLink ? 'revoke the link' : 'withdraw the invite', () =>
        getBrowserClient().DELETE('/api/v1/collections/{id}/invites/{inviteId}', {
          params: { path: { id: collectionId, inviteId: invite.id } },
        }),
      );
      toast.show({
        type: 'success',
        title: isLink ? 'Invite link revoked' : `Invite to ${inviteeName(invite)} withdrawn`,
      });
      router.refresh();
    });
  return (
    <ul className={owner.invites} aria-label="Open invites">
      {invites.map((invite) => {
        const isLink = invite.inviteType === 'LINK_INVITE';
        const label = isLink ? 'Invite link' : `Invited ${inviteeName(invite)}`;
        return (
          <li key={invite.id} className={owner.invite}>
            <span className={owner.inviteText}>
              <strong>{label}</strong>
              <span className={styles.muted}>
                Made {formatShortDate(invite.createdAt)}
                {invite.expiresAt ? ` · works until ${formatShortDate(invite.expiresAt)}` : ''}
              </span>
            </span>
            <button
              type="button"
              className={owner.toolButton}
              disabled={isBusy}
              onClick={() => void revoke(invite)}
            >
              {isLink ? 'Revoke link' : 'Withdraw'}
              <span className="visually-hidden">
                {isLink
                  ? ` made ${formatShortDate(invite.createdAt)}`
                  : ` the invite to ${inviteeName(invite)}`}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
