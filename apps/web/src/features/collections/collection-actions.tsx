'use client';
/**
 * What the visitor can do with a collection, by their role (README permission table): the owner edits its details
 * (name, description, private or community), invites people, leaves (handing it on) and deletes it; a viewer leaves; anyone signed in joins a community collection and shares
 * it with others.
 */
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { useToast } from '@/components/toast/toast-provider';
import { loginPath } from '@/features/auth/auth-paths';
import { getBrowserClient } from '@/lib/api-browser';
import type { CollectionDetail, CollectionParticipant } from './collection.types';
import { RequestHandled, useCollectionRequest } from './collection-request';
import styles from './collections.module.css';
import { EditCollectionDialog } from './edit-collection-dialog';
import { InviteDialog } from './invite-dialog';
import { ShareCollectionDialog } from './share-collection-dialog';

export interface CollectionActionsProps {
  collection: Pick<CollectionDetail, 'id' | 'name' | 'description' | 'role' | 'isCommunity'>;
  participants: CollectionParticipant[];
  isSignedIn: boolean;
}

type Open = 'edit' | 'invite' | 'share' | 'leave' | 'delete' | null;

const nameOf = (person: Pick<CollectionParticipant, 'displayName' | 'username'>) =>
  person.displayName || (person.username ? `@${person.username}` : 'someone');

export function CollectionActions({ collection, participants, isSignedIn }: CollectionActionsProps) {
  const router = useRouter();
  const pathname = usePathname();
  const toast = useToast();
  const request = useCollectionRequest();
  const [open, setOpen] = useState<Open>(null);
  const [isBusy, setIsBusy] = useState(false);
  const close = () => setOpen(null);
  const path = { params: { path: { id: collection.id } } };

  const run = async (what: string, action: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof RequestHandled)) {
        toast.show({ type: 'error', title: `Could not ${what}`, description: 'Try again.' });
      }
    } finally {
      setIsBusy(false);
    }
  };

  const join = () =>
    run('join', async () => {
      await request('join', () => getBrowserClient().POST('/api/v1/collections/community/{id}/join', path));
      toast.show({ type: 'success', title: `You joined ${collection.name}` });
      router.refresh();
    });

  const leave = () =>
    run('leave', async () => {
      const result = await request('leave', () =>
        getBrowserClient().POST('/api/v1/collections/{id}/leave', path),
      );
      close();
      toast.show({
        type: 'success',
        title:
          result.outcome === 'DELETED' ? `${collection.name} was deleted` : `You left ${collection.name}`,
      });
      // A private collection is hidden from them now; a community one they may still read.
      if (collection.isCommunity && result.outcome !== 'DELETED') router.refresh();
      else router.push('/collections');
    });

  const remove = () =>
    run('delete it', async () => {
      await request('delete it', () => getBrowserClient().DELETE('/api/v1/collections/{id}', path));
      close();
      toast.show({ type: 'success', title: `${collection.name} was deleted` });
      router.push('/collections');
    });

  // A community collection is public: anyone signed in shares it, in it or not (README, Shares).
  const share =
    collection.isCommunity && isSignedIn ? (
      <>
        <button
          type="button"
          className="button button-secondary"
          aria-haspopup="dialog"
          onClick={() => setOpen('share')}
        >
          Share collection
        </button>
        <ShareCollectionDialog collection={collection} isOpen={open === 'share'} onClose={close} />
      </>
    ) : null;

  if (!collection.role) {
    if (!collection.isCommunity) return null;
    return (
      <div className={styles.actions}>
        {isSignedIn ? (
          <button type="button" className="button" disabled={isBusy} onClick={() => void join()}>
            Join collection
          </button>
        ) : (
          <Link className="button" href={loginPath(pathname)}>
            Sign in to join
          </Link>
        )}
        {share}
      </div>
    );
  }

  const isOwner = collection.role === 'OWNER';
  const successor = participants.find((person) => person.role === 'VIEWER');
  const leaveBody = !isOwner
    ? 'You will no longer see it in your collections.'
    : successor
      ? `${nameOf(successor)} will own it after you (the person who joined first).`
      : 'Nobody else is in it, so it will be deleted.';

  // The open invites on the page change with what the dialog did.
  const closeInvite = () => {
    close();
    router.refresh();
  };

  return (
    <div className={styles.actions}>
      {isOwner ? (
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen('invite')}>
          Invite people
        </button>
      ) : null}
      {isOwner ? (
        <button
          type="button"
          className="button button-secondary"
          aria-haspopup="dialog"
          onClick={() => setOpen('edit')}
        >
          Edit details
        </button>
      ) : null}
      {share}
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen('leave')}
      >
        Leave collection
      </button>
      {isOwner ? (
        <button
          type="button"
          className="button button-secondary"
          aria-haspopup="dialog"
          onClick={() => setOpen('delete')}
        >
          Delete collection
        </button>
      ) : null}
      {isOwner ? (
        <>
          <InviteDialog collection={collection} isOpen={open === 'invite'} onClose={closeInvite} />
          <EditCollectionDialog collection={collection} isOpen={open === 'edit'} onClose={close} />
        </>
      ) : null}
      <ConfirmDialog
        title={`Leave ${collection.name}?`}
        body={leaveBody}
        confirmLabel="Leave"
        isOpen={open === 'leave'}
        isBusy={isBusy}
        onConfirm={() => void leave()}
        onClose={close}
      />
      <ConfirmDialog
        title={`Delete ${collection.name}?`}
        body="Its items, invites and links go with it, for everyone in it."
        confirmLabel="Delete"
        isOpen={open === 'delete'}
        isBusy={isBusy}
        onConfirm={() => void remove()}
        onClose={close}
      />
    </div>
  );
}
