'use client';
/**
 * One moderator's action as a form posting to a server action (so it works without scripts), asked once more in
 * the site's confirm dialog before it is sent, since each one is felt at once by the author (or, for a dismissal,
 * by the reporters). A reason the API needs, and for a suspension or a ban the day it ends, are fields of the
 * form; a refused one comes back beside its field, with what was typed kept and focus on it.
 */
import { type FormEvent, useActionState, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import styles from '@/features/back-office/back-office.module.css';
import type { ActionFormState } from './moderation.actions';

const INITIAL: ActionFormState = { reason: '', until: '', reasonError: null, untilError: null };

export interface ConfirmedActionFormProps {
  action: (state: ActionFormState, formData: FormData) => Promise<ActionFormState>;
  /** The hidden fields: case, item, account and which action. */
  fields: Record<string, string>;
  submitLabel: string;
  /** The dialog's question and what will happen. */
  confirmTitle: string;
  confirmBody: string;
  reasonLabel: string;
  reasonHint: string;
  isReasonRequired: boolean;
  /** A field for the day the sanction ends: required (suspend), optional (ban) or none. */
  until?: 'required' | 'optional';
  isDanger?: boolean;
}

export function ConfirmedActionForm({
  action,
  fields,
  submitLabel,
  confirmTitle,
  confirmBody,
  reasonLabel,
  reasonHint,
  isReasonRequired,
  until,
  isDanger = false,
}: ConfirmedActionFormProps) {
  const [state, formAction, isPending] = useActionState(action, INITIAL);
  const [isAsking, setIsAsking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const isConfirmedRef = useRef(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const untilRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const ids = {
    reason: `${id}-reason`,
    reasonHint: `${id}-reason-hint`,
    reasonError: `${id}-reason-error`,
    until: `${id}-until`,
    untilHint: `${id}-until-hint`,
    untilError: `${id}-until-error`,
  };

  useEffect(() => {
    if (state.reasonError) reasonRef.current?.focus();
    else if (state.untilError) untilRef.current?.focus();
  }, [state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isConfirmedRef.current) {
      isConfirmedRef.current = false;
      return;
    }
    event.preventDefault();
    setIsAsking(true);
  };

  const confirm = () => {
    setIsAsking(false);
    isConfirmedRef.current = true;
    formRef.current?.requestSubmit();
  };

  return (
    // noValidate: the server's checks answer beside the fields, in the back office's words, with or without scripts.
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className={styles.decisionForm}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={ids.reason} className={styles.label}>
        {reasonLabel}
      </label>
      <p id={ids.reasonHint} className={styles.hint}>
        {reasonHint}
      </p>
      {state.reasonError ? (
        <p id={ids.reasonError} className={styles.fieldError}>
          {state.reasonError}
        </p>
      ) : null}
      <textarea
        ref={reasonRef}
        id={ids.reason}
        name="reason"
        rows={3}
        defaultValue={state.reason}
        key={`reason-${state.reason}`}
        aria-required={isReasonRequired}
        aria-invalid={state.reasonError ? true : undefined}
        aria-describedby={state.reasonError ? `${ids.reasonError} ${ids.reasonHint}` : ids.reasonHint}
        className={styles.textarea}
      />
      {until ? (
        <>
          <label htmlFor={ids.until} className={styles.label}>
            {until === 'required' ? 'Ends on' : 'Ends on (optional)'}
          </label>
          <p id={ids.untilHint} className={styles.hint}>
            {until === 'required'
              ? 'The day it ends, New York time; they can sign in again from then.'
              : 'Leave empty for a ban without end.'}
          </p>
          {state.untilError ? (
            <p id={ids.untilError} className={styles.fieldError}>
              {state.untilError}
            </p>
          ) : null}
          <input
            ref={untilRef}
            id={ids.until}
            name="until"
            type="date"
            defaultValue={state.until}
            key={`until-${state.until}`}
            required={until === 'required'}
            aria-invalid={state.untilError ? true : undefined}
            aria-describedby={state.untilError ? `${ids.untilError} ${ids.untilHint}` : ids.untilHint}
            className={styles.input}
          />
        </>
      ) : null}
      <div>
        <button
          type="submit"
          className={isDanger ? 'button' : 'button button-secondary'}
          disabled={isPending}
          aria-haspopup="dialog"
        >
          {submitLabel}
        </button>
      </div>
      <ConfirmDialog
        title={confirmTitle}
        body={confirmBody}
        confirmLabel={submitLabel}
        isOpen={isAsking}
        isBusy={isPending}
        onConfirm={confirm}
        onClose={() => setIsAsking(false)}
      />
    </form>
  );
}
