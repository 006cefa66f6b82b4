'use client';
/**
 * A password input with a show/hide toggle (a real button with aria-pressed), its hint and error tied to the
 * input with aria-describedby.
 */
import { useState } from 'react';
import styles from './form.module.css';

export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  error,
  hint,
  minLength,
  formErrorId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | null;
  hint?: React.ReactNode;
  minLength?: number;
  /** A form-level error that concerns this field too (wrong e-mail or password): marks it invalid and names it. */
  formErrorId?: string | null;
}) {
  const [isShown, setIsShown] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, formErrorId ?? null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputGroup}>
        <input
          id={id}
          name={autoComplete === 'current-password' ? 'password' : 'new-password'}
          type={isShown ? 'text' : 'password'}
          className={styles.input}
          autoComplete={autoComplete}
          required
          minLength={minLength}
          maxLength={128}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error || formErrorId ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={isShown}
          aria-controls={id}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      <p id={errorId} className={styles.fieldError}>
        {error}
      </p>
    </div>
  );
}
