'use client';
/**
 * The owner's tools under an item: move it one place up or down (PUT /collections/{id}/content with every item in
 * the new order; buttons, so the order changes by keyboard as well as by pointer) and remove it. After a move the
 * page is redrawn from the server, the item keeps its place in React's list by its key, and focus stays on the
 * button that moved it (or its sibling once it reaches an end, where that button is disabled).
 */
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { getBrowserClient } from '@/lib/api-browser';
import { RemoveItemButton } from './collection-item-actions';
import owner from './collection-owner.module.css';
import { RequestHandled, useCollectionRequest } from './collection-request';
import { type ItemRef, moveItem } from './item-order';

export interface ItemOwnerToolsProps {
  collectionId: string;
  /** Every item of the collection in its current order (reordering names them all). */
  order: readonly ItemRef[];
  index: number;
  name: string;
  /** False when the page shows only part of the collection: a new order must name every item. */
  canReorder: boolean;
}

export function ItemOwnerTools({ collectionId, order, index, name, canReorder }: ItemOwnerToolsProps) {
  const router = useRouter();
  const toast = useToast();
  const request = useCollectionRequest();
  const [isBusy, setIsBusy] = useState(false);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const movedRef = useRef<-1 | 1 | null>(null);
  const item = order[index];
  const isFirst = index === 0;
  const isLast = index === order.length - 1;

  // Once the redrawn page has put the item in its new place, keep focus where the keyboard user left it.
  const shownAt = useRef(index);
  useEffect(() => {
    if (shownAt.current === index) return;
    shownAt.current = index;
    const moved = movedRef.current;
    if (moved === null) return;
    movedRef.current = null;
    const same = moved === -1 ? upRef.current : downRef.current;
    const other = moved === -1 ? downRef.current : upRef.current;
    (same && !same.disabled ? same : other)?.focus();
  }, [index]);

  const move = async (direction: -1 | 1) => {
    setIsBusy(true);
    try {
      await request('move it', () =>
        getBrowserClient().PUT('/api/v1/collections/{id}/content', {
          params: { path: { id: collectionId } },
          body: { items: moveItem(order, index, direction) },
        }),
      );
      movedRef.current = direction;
      toast.show({ title: `Moved ${name} ${direction === -1 ? 'up' : 'down'}` });
      router.refresh();
    } catch (error) {
      if (!(error instanceof RequestHandled)) throw error;
    } finally {
      setIsBusy(false);
    }
  };

  if (!item) return null;
  return (
    <div className={owner.itemTools}>
      {canReorder && order.length > 1 ? (
        <>
          <button
            ref={upRef}
            type="button"
            className={owner.toolButton}
            disabled={isBusy || isFirst}
            onClick={() => void move(-1)}
          >
            <span aria-hidden="true">↑ </span>Move up<span className="visually-hidden"> {name}</span>
          </button>
          <button
            ref={downRef}
            type="button"
            className={owner.toolButton}
            disabled={isBusy || isLast}
            onClick={() => void move(1)}
          >
            <span aria-hidden="true">↓ </span>Move down<span className="visually-hidden"> {name}</span>
          </button>
        </>
      ) : null}
      <RemoveItemButton collectionId={collectionId} itemId={item.itemId} type={item.type} name={name} />
    </div>
  );
}
