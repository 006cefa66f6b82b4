'use client';
/**
 * The e-mail input shared by sign-in, registration and password reset: labelled, with the autocomplete and
 * keyboard hints mobile browsers use, and marked invalid (naming the form's error) when the form failed.
 */
import styles from './form.module.css';

export function EmailField({
  id,
  value,
  onChange,
  formErrorId,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Id of the form-level error message when there is one; null or undefined otherwise. */
  formErrorId?: string | null;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        E-mail
      </label>
      <input
        id={id}
        name="email"
        type="email"
        className={styles.input}
        autoComplete="email"
        inputMode="email"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={formErrorId ? true : undefined}
        aria-describedby={formErrorId ?? undefined}
      />
    </div>
  );
}
