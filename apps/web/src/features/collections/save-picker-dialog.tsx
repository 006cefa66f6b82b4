'use client';
/**
 * The "Save to a collection" picker: the collections the visitor owns (GET /collections/list?role=OWNER, each
 * saying whether it holds the item), a toggle per collection to save or remove the item, and "New collection",
 * which makes one and saves the item into it. Whether there is any collection to add to comes from
 * GET /collections/participants/has-editable: without one the picker opens on the new-collection form.
 */
import { useCallback, useEffect, useState } from 'react';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { useToast } from '@/components/toast/toast-provider';
import { getBrowserClient } from '@/lib/api-browser';
import type { MyCollection, SaveTarget } from './collection.types';
import { RequestHandled, useCollectionRequest } from './collection-request';
import styles from './collections.module.css';
import { NewCollectionForm } from './new-collection-form';

export interface SavePickerDialogProps {
  target: SaveTarget;
  isOpen: boolean;
  onClose: () => void;
}

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

export function SavePickerDialog({ target, isOpen, onClose }: SavePickerDialogProps) {
  const request = useCollectionRequest();
  const toast = useToast();
  const [collections, setCollections] = useState<MyCollection[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    const client = getBrowserClient();
    try {
      const [editable, list] = await Promise.all([
        request('load your collections', () => client.GET('/api/v1/collections/participants/has-editable')),
        request('load your collections', () =>
          client.GET('/api/v1/collections/list', {
            params: { query: { role: 'OWNER', itemId: target.itemId, itemType: target.type, limit: 100 } },
          }),
        ),
      ]);
      setCollections(editable.hasEditable ? list.items : []);
    } catch (error) {
      if (error instanceof RequestHandled) onClose();
      else throw error;
    }
  }, [request, target, onClose]);

  useEffect(() => {
    if (!isOpen) return;
    setCollections(null);
    void load();
  }, [isOpen, load]);

  const toggle = async (collection: MyCollection) => {
    // Not `disabled` while a save runs: a disabled button drops the keyboard focus the visitor had on it.
    if (busy !== null) return;
    const client = getBrowserClient();
    const path = { id: collection.id };
    setBusy(collection.id);
    try {
      if (collection.hasItem) {
        await request('remove it', () =>
          client.DELETE('/api/v1/collections/{id}/content/{itemId}', {
            params: { path: { ...path, itemId: target.itemId }, query: { type: target.type } },
          }),
        );
        toast.show({ type: 'success', title: `Removed from ${collection.name}` });
      } else {
        await request('save it', () =>
          client.POST('/api/v1/collections/{id}/content', {
            params: { path },
            body: { itemId: target.itemId, type: target.type },
          }),
        );
        toast.show({ type: 'success', title: `Saved to ${collection.name}` });
      }
      setCollections((current) =>
        (current ?? []).map((entry) =>
          entry.id === collection.id
            ? {
                ...entry,
                hasItem: !collection.hasItem,
                itemsCount: (entry.itemsCount ?? 0) + (collection.hasItem ? -1 : 1),
              }
            : entry,
        ),
      );
    } catch (error) {
      if (!(error instanceof RequestHandled)) throw error;
    } finally {
      setBusy(null);
    }
  };

  const create = async (name: string, isCommunity: boolean) => {
    const client = getBrowserClient();
    setBusy('new');
    try {
      const made = await request('make the collection', () =>
        client.POST('/api/v1/collections', { body: { name, isCommunity } }),
      );
      await request('save it', () =>
        client.POST('/api/v1/collections/{id}/content', {
          params: { path: { id: made.id } },
          body: { itemId: target.itemId, type: target.type },
        }),
      );
      toast.show({ type: 'success', title: `Saved to ${made.name}` });
      await load();
      return true;
    } catch (error) {
      if (error instanceof RequestHandled) return false;
      throw error;
    } finally {
      setBusy(null);
    }
  };

  return (
    <ModalDialog
      title="Save to a collection"
      subtitle={target.name}
      isOpen={isOpen}
      onClose={onClose}
      testId="save-picker"
    >
      {collections === null ? (
        <p role="status" className={styles.muted}>
          Loading your collections…
        </p>
      ) : collections.length === 0 ? (
        <p className={styles.muted}>You have no collections yet. Make one to save this in.</p>
      ) : (
        <ul className={styles.pickerList} aria-label="Your collections">
          {collections.map((collection) => (
            <li key={collection.id}>
              <button
                type="button"
                className={styles.pickerOption}
                aria-pressed={collection.hasItem}
                aria-busy={busy === collection.id}
                onClick={() => void toggle(collection)}
              >
                <span className={styles.pickerName}>{collection.name}</span>
                <span className={styles.muted}>
                  {itemsLabel(collection.itemsCount ?? 0)} ·{' '}
                  {collection.isCommunity ? 'Community' : 'Private'}
                </span>
                <span className={styles.pickerState}>{collection.hasItem ? 'Saved' : 'Save'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {collections !== null ? (
        <NewCollectionForm
          onCreate={create}
          isBusy={busy !== null}
          autoFocus={collections.length === 0}
          submitLabel="Create and save"
        />
      ) : null}
    </ModalDialog>
  );
}
