'use client';
/**
 * Reject with a reason (1–500 characters, shown to the host as written). A server action through
 * useActionState, so it posts without scripts too; a missing or long reason comes back beside the field, with
 * what was typed kept and focus on the field.
 */
import { useActionState, useEffect, useId, useRef } from 'react';
import styles from '../back-office.module.css';
import { type RejectFormState, rejectExperience } from './review.actions';

const INITIAL: RejectFormState = { reason: '', reasonError: null, formError: null };

export function RejectForm({ id, name }: { id: string; name: string }) {
  const [state, action, isPending] = useActionState(rejectExperience, INITIAL);
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (state.reasonError) fieldRef.current?.focus();
  }, [state]);

  return (
    <form action={action} className={styles.decisionForm}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="name" value={name} />
      <label htmlFor={fieldId} className={styles.label}>
        Reason for the host
      </label>
      <p id={hintId} className={styles.hint}>
        Required, up to 500 characters. The host reads it as written in their editor, fixes the event and
        submits it again.
      </p>
      {state.reasonError ? (
        <p id={errorId} className={styles.fieldError}>
          {state.reasonError}
        </p>
      ) : null}
      <textarea
        ref={fieldRef}
        id={fieldId}
        name="reason"
        rows={4}
        defaultValue={state.reason}
        key={state.reason}
        aria-required="true"
        aria-invalid={state.reasonError ? true : undefined}
        aria-describedby={state.reasonError ? `${errorId} ${hintId}` : hintId}
        className={styles.textarea}
      />
      <div>
        <button type="submit" className="button button-secondary" disabled={isPending}>
          Reject
        </button>
      </div>
    </form>
  );
}
