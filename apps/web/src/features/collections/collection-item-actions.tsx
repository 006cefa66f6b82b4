'use client';
/**
 * Buttons that change a collection and then redraw the page from the server: remove an item (the owner), answer an
 * invite (accept or decline), answer a share (join or dismiss), and join through an invite link.
 */
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { getBrowserClient } from '@/lib/api-browser';
import type { SaveItemType } from './collection.types';
import { RequestHandled, useCollectionRequest } from './collection-request';
import styles from './collections.module.css';

function useBusy() {
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

export function RemoveItemButton(props: {
  collectionId: string;
  itemId: string;
  type: SaveItemType;
  name: string;
}) {
  const router = useRouter();
  const toast = useToast();
  const request = useCollectionRequest();
  const { isBusy, track } = useBusy();
  const remove = () =>
    track(async () => {
      await request('remove it', () =>
        getBrowserClient().DELETE('/api/v1/collections/{id}/content/{itemId}', {
          params: { path: { id: props.collectionId, itemId: props.itemId }, query: { type: props.type } },
        }),
      );
      toast.show({ type: 'success', title: `Removed ${props.name}` });
      router.refresh();
    });
  return (
    <button type="button" className={styles.removeButton} disabled={isBusy} onClick={() => void remove()}>
      Remove<span className="visually-hidden"> {props.name} from this collection</span>
    </button>
  );
}

export function InviteAnswerButtons(props: { inviteId: string; collectionId: string; name: string }) {
  const router = useRouter();
  const toast = useToast();
  const request = useCollectionRequest();
  const { isBusy, track } = useBusy();
  const path = { params: { path: { id: props.inviteId } } };
  const accept = () =>
    track(async () => {
      await request('accept', () => getBrowserClient().POST('/api/v1/collections/invites/{id}/accept', path));
      toast.show({ type: 'success', title: `You joined ${props.name}` });
      router.push(`/collection/${props.collectionId}`);
    });
  const decline = () =>
    track(async () => {
      await request('decline', () =>
        getBrowserClient().PATCH('/api/v1/collections/invites/{id}/decline', path),
      );
      toast.show({ title: `Declined ${props.name}` });
      router.refresh();
    });
  return (
    <span className={styles.pendingButtons}>
      <button type="button" className="button" disabled={isBusy} onClick={() => void accept()}>
        Accept<span className="visually-hidden"> the invite to {props.name}</span>
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={isBusy}
        onClick={() => void decline()}
      >
        Decline<span className="visually-hidden"> the invite to {props.name}</span>
      </button>
    </span>
  );
}

export function ShareAnswerButtons(props: { shareId: string; collectionId: string; name: string }) {
  const router = useRouter();
  const toast = useToast();
  const request = useCollectionRequest();
  const { isBusy, track } = useBusy();
  const join = () =>
    track(async () => {
      await request('join', () =>
        getBrowserClient().POST('/api/v1/collections/community/{id}/join', {
          params: { path: { id: props.collectionId } },
        }),
      );
      toast.show({ type: 'success', title: `You joined ${props.name}` });
      router.push(`/collection/${props.collectionId}`);
    });
  const dismiss = () =>
    track(async () => {
      await request('dismiss it', () =>
        getBrowserClient().PATCH('/api/v1/collections/community/{id}/shares/{shareId}/dismiss', {
          params: { path: { id: props.collectionId, shareId: props.shareId } },
        }),
      );
      router.refresh();
    });
  return (
    <span className={styles.pendingButtons}>
      <button type="button" className="button" disabled={isBusy} onClick={() => void join()}>
        Join<span className="visually-hidden"> {props.name}</span>
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={isBusy}
        onClick={() => void dismiss()}
      >
        Dismiss<span className="visually-hidden"> {props.name}</span>
      </button>
    </span>
  );
}

export function JoinByLinkButton(props: { token: string; name: string }) {
  const router = useRouter();
  const toast = useToast();
  const request = useCollectionRequest();
  const { isBusy, track } = useBusy();
  const join = () =>
    track(async () => {
      const collection = await request('join', () =>
        getBrowserClient().POST('/api/v1/collections/invites/{id}/join', {
          params: { path: { id: props.token } },
        }),
      );
      toast.show({ type: 'success', title: `You joined ${props.name}` });
      router.push(`/collection/${collection.id}`);
    });
  return (
    <button type="button" className="button" disabled={isBusy} onClick={() => void join()}>
      Join collection
    </button>
  );
}
