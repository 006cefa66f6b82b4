/**
 * Labelled controls of the editor: every control has a visible label, and its error (when any) is tied to it
 * with aria-describedby and aria-invalid, so screen readers read the message with the field.
 */
import type { ReactNode } from 'react';
import type { FieldErrors, FieldKey } from './event-draft';
import styles from './event-editor.module.css';

export const fieldId = (key: FieldKey) => `event-${key.replace(/\./g, '-')}`;
export const errorId = (key: FieldKey) => `${fieldId(key)}-error`;
export const hintId = (key: FieldKey) => `${fieldId(key)}-hint`;

/** aria attributes of the control that shows `key`'s error (and hint, when it has one). */
export function describedBy(key: FieldKey, errors: FieldErrors, hasHint = false) {
  const ids = [hasHint ? hintId(key) : null, errors[key] ? errorId(key) : null].filter(Boolean);
  return {
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

export function FieldError({ field, errors }: { field: FieldKey; errors: FieldErrors }) {
  const message = errors[field];
  if (!message) return null;
  return (
    <p id={errorId(field)} className={styles.fieldError}>
      <span aria-hidden="true">!</span> {message}
    </p>
  );
}

export function Hint({ field, children }: { field: FieldKey; children: ReactNode }) {
  return (
    <p id={hintId(field)} className={styles.hint}>
      {children}
    </p>
  );
}
