'use client';
/**
 * What the person who asked a roundup can do with it on its page (README: only the asker edits or deletes a
 * roundup): edit the question and its details in a dialog (PATCH /api/v1/crowd-sourced-roundups/{id}; the slug,
 * and so the address, stays), or delete it with its whole thread after a confirmation (DELETE, then the
 * location's page). The API's refusal shows beside the field it names and is read out (role="alert").
 */
import { ROUNDUP_DESCRIPTION_MAX_LENGTH, ROUNDUP_TITLE_MAX_LENGTH } from '@happenings/domain/constants';
import { getLocation } from '@happenings/domain/locations';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { useToast } from '@/components/toast/toast-provider';
import { loginPath } from '@/features/auth/auth-paths';
import type { RoundupDetail } from '@/features/comments/comments.types';
import { getBrowserClient } from '@/lib/api-browser';
import { roundupPath } from './roundup-json-ld';
import { type RoundupField, type RoundupRefusal, readRoundupRefusal } from './roundup-refusal';
import styles from './roundups.module.css';

type Roundup = Pick<
  RoundupDetail,
  'id' | 'slug' | 'title' | 'description' | 'location' | 'parentCommentsCount'
>;

export function RoundupOwnerActions({ roundup }: { roundup: Roundup }) {
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const close = () => setOpen(null);
  const answers = roundup.parentCommentsCount;

  const remove = async () => {
    setIsDeleting(true);
    try {
      const { response } = await getBrowserClient().DELETE('/api/v1/crowd-sourced-roundups/{id}', {
        params: { path: { id: roundup.id } },
      });
      if (response.status === 401) {
        router.push(loginPath(roundupPath(roundup)));
        return;
      }
      if (!response.ok) throw new Error(`DELETE answered ${response.status}`);
      toast.show({ type: 'success', title: 'Roundup deleted' });
      router.replace(getLocation(roundup.location).landingPage);
      router.refresh();
    } catch {
      toast.show({
        type: 'error',
        title: 'Not deleted',
        description: 'Your roundup is still there. Check your connection and try again.',
      });
      setIsDeleting(false);
      close();
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen('edit')}
      >
        Edit question
      </button>
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen('delete')}
      >
        Delete roundup
      </button>
      <ModalDialog title="Edit your question" isOpen={open === 'edit'} onClose={close} testId="edit-roundup">
        <EditRoundupForm
          roundup={roundup}
          onCancel={close}
          onSaved={() => {
            close();
            toast.show({ type: 'success', title: 'Question updated' });
            router.refresh();
          }}
        />
      </ModalDialog>
      <ConfirmDialog
        title="Delete this roundup?"
        body={
          answers > 0
            ? `The question and its ${answers} ${answers === 1 ? 'answer' : 'answers'}, with their replies, are deleted for everyone. This cannot be undone.`
            : 'The question is deleted for everyone. This cannot be undone.'
        }
        confirmLabel={isDeleting ? 'Deleting…' : 'Delete roundup'}
        isOpen={open === 'delete'}
        isBusy={isDeleting}
        onConfirm={() => void remove()}
        onClose={close}
      />
    </>
  );
}

function EditRoundupForm({
  roundup,
  onCancel,
  onSaved,
}: {
  roundup: Roundup;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const router = useRouter();
  const [title, setTitle] = useState(roundup.title);
  const [description, setDescription] = useState(roundup.description ?? '');
  const [error, setError] = useState<RoundupRefusal | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError({ field: 'title', message: 'Ask a question first.' });
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      const {
        data,
        error: refusal,
        response,
      } = await getBrowserClient().PATCH('/api/v1/crowd-sourced-roundups/{id}', {
        params: { path: { id: roundup.id } },
        // An emptied description is removed, not stored as spaces.
        body: { title, description: description.trim() ? description : null },
      });
      if (response.status === 401) {
        router.push(loginPath(roundupPath(roundup)));
        return;
      }
      if (!data) {
        setError(readRoundupRefusal(refusal, 'Your change was not saved. Try again.'));
        return;
      }
      onSaved();
    } catch {
      setError({ field: 'form', message: 'Your change was not saved. Check your connection and try again.' });
    } finally {
      setIsSaving(false);
    }
  };

  const errorFor = (field: RoundupField) => (error?.field === field ? error.message : '');
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor="edit-roundup-title" className={styles.label}>
          Your question
        </label>
        <p id="edit-roundup-title-hint" className={styles.hint}>
          {ROUNDUP_TITLE_MAX_LENGTH - title.length} characters left. The page keeps its address.
        </p>
        <input
          id="edit-roundup-title"
          className={styles.input}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={ROUNDUP_TITLE_MAX_LENGTH}
          aria-describedby="edit-roundup-title-hint edit-roundup-title-error"
          aria-invalid={error?.field === 'title' ? true : undefined}
          required
        />
        <p id="edit-roundup-title-error" className={styles.error}>
          {errorFor('title')}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="edit-roundup-description" className={styles.label}>
          Details <span className={styles.hint}>(optional)</span>
        </label>
        <textarea
          id="edit-roundup-description"
          className={styles.input}
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={ROUNDUP_DESCRIPTION_MAX_LENGTH}
          aria-describedby="edit-roundup-description-error"
          aria-invalid={error?.field === 'description' ? true : undefined}
        />
        <p id="edit-roundup-description-error" className={styles.error}>
          {errorFor('description')}
        </p>
      </div>
      <p role="alert" className={styles.error}>
        {error ? error.message : ''}
      </p>
      <div className={styles.formActions}>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
