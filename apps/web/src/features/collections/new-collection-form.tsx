'use client';
/**
 * "New collection": a name (1 to 80 characters) and whether it is a public community collection. Used by the Save
 * picker (make one and save into it) and by the visitor's collections page.
 */
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { getBrowserClient } from '@/lib/api-browser';
import { RequestHandled, useCollectionRequest } from './collection-request';
import styles from './collections.module.css';

export interface NewCollectionFormProps {
  onCreate: (name: string, isCommunity: boolean) => Promise<boolean>;
  isBusy: boolean;
  autoFocus?: boolean;
  submitLabel?: string;
}

export function NewCollectionForm({
  onCreate,
  isBusy,
  autoFocus = false,
  submitLabel = 'Create collection',
}: NewCollectionFormProps) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [isCommunity, setIsCommunity] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    if (await onCreate(trimmed, isCommunity)) {
      setName('');
      setIsCommunity(false);
    }
  };

  return (
    <form className={styles.newForm} onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={nameId} className={styles.label}>
        New collection
      </label>
      <input
        id={nameId}
        className={styles.input}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={COLLECTION_LIMITS.nameLength}
        required
        // biome-ignore lint/a11y/noAutofocus: the picker opens on this form when there is nothing else to pick.
        autoFocus={autoFocus}
        placeholder="Date nights, Rainy Sundays…"
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={isCommunity}
          onChange={(event) => setIsCommunity(event.target.checked)}
        />
        Community collection: anyone can find, join and share it
      </label>
      <button type="submit" className="button" disabled={isBusy || name.trim() === ''}>
        {submitLabel}
      </button>
    </form>
  );
}

/** The form on the visitor's collections page: makes the collection and opens it. */
export function CreateCollection() {
  const router = useRouter();
  const toast = useToast();
  const request = useCollectionRequest();
  const [isBusy, setIsBusy] = useState(false);
  const create = async (name: string, isCommunity: boolean) => {
    setIsBusy(true);
    try {
      const made = await request('make the collection', () =>
        getBrowserClient().POST('/api/v1/collections', { body: { name, isCommunity } }),
      );
      toast.show({ type: 'success', title: `${made.name} is ready` });
      router.push(`/collection/${made.id}`);
      return true;
    } catch (error) {
      if (error instanceof RequestHandled) return false;
      throw error;
    } finally {
      setIsBusy(false);
    }
  };
  return <NewCollectionForm onCreate={create} isBusy={isBusy} />;
}
