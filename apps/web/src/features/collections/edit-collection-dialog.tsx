'use client';
/**
 * The owner's "Edit details" dialog (PUT /collections/{id}): the name (1 to 80 characters), a description, and
 * whether it is private (only the people in it see it) or a community collection (anyone can find, join and share
 * it). Only what changed is sent; the page is then redrawn from the server.
 */
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { useToast } from '@/components/toast/toast-provider';
import { getBrowserClient } from '@/lib/api-browser';
import type { CollectionDetail } from './collection.types';
import owner from './collection-owner.module.css';
import { RequestHandled, useCollectionRequest } from './collection-request';
import styles from './collections.module.css';

export interface EditCollectionDialogProps {
  collection: Pick<CollectionDetail, 'id' | 'name' | 'description' | 'isCommunity'>;
  isOpen: boolean;
  onClose: () => void;
}

export function EditCollectionDialog({ collection, isOpen, onClose }: EditCollectionDialogProps) {
  const id = useId();
  const router = useRouter();
  const toast = useToast();
  const request = useCollectionRequest();
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description ?? '');
  const [isCommunity, setIsCommunity] = useState(collection.isCommunity);
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Each opening starts from the collection as it is now.
  useEffect(() => {
    if (!isOpen) return;
    setName(collection.name);
    setDescription(collection.description ?? '');
    setIsCommunity(collection.isCommunity);
    setProblem(null);
  }, [isOpen, collection.name, collection.description, collection.isCommunity]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedName = name.trim();
    const trimmedDescription = description.trim();
    const changes = {
      ...(trimmedName !== collection.name ? { name: trimmedName } : {}),
      ...(trimmedDescription !== (collection.description ?? '')
        ? { description: trimmedDescription || null }
        : {}),
      ...(isCommunity !== collection.isCommunity ? { isCommunity } : {}),
    };
    if (Object.keys(changes).length === 0) return onClose();
    setIsBusy(true);
    setProblem(null);
    try {
      await request('save the changes', () =>
        getBrowserClient().PUT('/api/v1/collections/{id}', {
          params: { path: { id: collection.id } },
          body: changes,
        }),
      );
      toast.show({ type: 'success', title: 'Collection updated' });
      onClose();
      router.refresh();
    } catch (error) {
      if (!(error instanceof RequestHandled)) throw error;
      setProblem(error.reason);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <ModalDialog title="Edit details" subtitle={collection.name} isOpen={isOpen} onClose={onClose}>
      <form className={owner.form} onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          Name
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={COLLECTION_LIMITS.nameLength}
          required
        />
        <label htmlFor={`${id}-description`} className={styles.label}>
          Description <span className={styles.muted}>(optional)</span>
        </label>
        <textarea
          id={`${id}-description`}
          className={`${styles.input} ${owner.textarea}`}
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={COLLECTION_LIMITS.descriptionLength}
        />
        <fieldset className={owner.choices}>
          <legend className={styles.label}>Who can see it</legend>
          <label className={styles.checkbox}>
            <input
              type="radio"
              name={`${id}-visibility`}
              checked={!isCommunity}
              onChange={() => setIsCommunity(false)}
            />
            Private: only the people in it
          </label>
          <label className={styles.checkbox}>
            <input
              type="radio"
              name={`${id}-visibility`}
              checked={isCommunity}
              onChange={() => setIsCommunity(true)}
            />
            Community: anyone can find, join and share it
          </label>
        </fieldset>
        {problem ? (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        ) : null}
        <div className={owner.formActions}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={isBusy || name.trim() === ''}>
            Save changes
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
