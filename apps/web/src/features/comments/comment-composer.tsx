'use client';
/**
 * Writing a comment, a reply, an answer to a roundup or an edit: a labelled text area with the characters left
 * (the API's limit, @happenings/domain/constants), the optional recommendation picker for roundup answers, and
 * the API's refusal read out where the form is (role="alert").
 */
import { COMMENT_TEXT_MAX_LENGTH } from '@happenings/domain/constants';
import { type FormEvent, useId, useState } from 'react';
import styles from './comments.module.css';
import { type RecommendedChoice, RecommendPicker } from './recommend-picker';
import { CommentWriteError, type RecommendsInput } from './use-comments';

export interface ComposerProps {
  label: string;
  submitLabel: string;
  placeholder?: string;
  initialText?: string;
  /** Show the recommendation picker (answers to a roundup), searching this location. */
  recommendIn?: string;
  /** What an answer being edited recommends now. */
  initialChoice?: RecommendedChoice | null;
  /** Resolves when saved (the form empties), rejects with the message to show. */
  onSubmit: (text: string, recommends: RecommendsInput | null) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

export function CommentComposer({
  label,
  submitLabel,
  placeholder,
  initialText = '',
  recommendIn,
  initialChoice = null,
  onSubmit,
  onCancel,
  autoFocus = false,
}: ComposerProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [choice, setChoice] = useState<RecommendedChoice | null>(initialChoice);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const left = COMMENT_TEXT_MAX_LENGTH - text.length;
  const isEmpty = text.trim().length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty) {
      setError('Write something first.');
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      await onSubmit(text, choice ? { itemType: choice.itemType, itemId: choice.itemId } : null);
      setText('');
      setChoice(null);
    } catch (failure) {
      setError(
        failure instanceof CommentWriteError
          ? failure.message
          : 'Not saved. Check your connection and try again.',
      );
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={COMMENT_TEXT_MAX_LENGTH}
        rows={3}
        placeholder={placeholder}
        aria-describedby={`${id}-left`}
        aria-invalid={error ? true : undefined}
        // biome-ignore lint/a11y/noAutofocus: set only when the user just asked to reply or edit here.
        autoFocus={autoFocus}
      />
      <p id={`${id}-left`} className={styles.counter}>
        {left} characters left
      </p>
      {recommendIn ? <RecommendPicker location={recommendIn} value={choice} onChange={setChoice} /> : null}
      <p role="alert" className={styles.formError}>
        {error}
      </p>
      <div className={styles.composerActions}>
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="button" disabled={isSaving} aria-disabled={isSaving}>
          {isSaving ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
