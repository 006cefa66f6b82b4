'use client';
/**
 * A username input that says, as it is typed, whether the name has the right form and is free (announced
 * politely, tied to the input with aria-describedby).
 */
import type { UsernameStatus } from '@/features/account/account.data';
import formStyles from '@/features/auth/form.module.css';
import styles from './account.module.css';

const STATUS_TEXT: Record<UsernameStatus['state'], string> = {
  idle: '',
  invalid: '',
  checking: 'Checking…',
  available: 'Available',
  taken: 'Taken — try another',
  current: 'This is your username',
};

export function UsernameField({
  id,
  value,
  onChange,
  status,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** From useUsernameStatus(value, current) in the form, which also needs it to allow saving. */
  status: UsernameStatus;
  error?: string | null;
}) {
  const message = error ?? (status.state === 'invalid' ? status.message : STATUS_TEXT[status.state]);
  const isBad = Boolean(error) || status.state === 'invalid' || status.state === 'taken';
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        Username
      </label>
      <div className={styles.usernameInput}>
        <span aria-hidden="true" className={styles.at}>
          @
        </span>
        <input
          id={id}
          name="username"
          type="text"
          className={formStyles.input}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={30}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\s/g, ''))}
          aria-invalid={isBad ? true : undefined}
          aria-describedby={`${id}-hint ${id}-status`}
        />
      </div>
      <p id={`${id}-hint`} className={formStyles.hint}>
        3–30 letters, digits, dots or underscores. Your profile lives at /u/{value || 'username'}.
      </p>
      <p
        id={`${id}-status`}
        className={styles.usernameStatus}
        data-state={error ? 'invalid' : status.state}
        aria-live="polite"
      >
        {message}
      </p>
    </div>
  );
}
