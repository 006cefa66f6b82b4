'use client';
/**
 * /register/email: name, e-mail, password with a strength hint → better-auth sign-up/email (which signs the new
 * account in and e-mails the verification link) → /verify-email.
 */
import Link from 'next/link';
import { type FormEvent, useId, useState } from 'react';
import { signUpWithEmail } from '@/features/auth/auth-client';
import { EmailField } from '@/features/auth/email-field';
import { FormMessage } from '@/features/auth/form-message';
import { withNext } from '@/features/auth/next-path';
import { PasswordField } from '@/features/auth/password-field';
import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_TEXT, ratePassword } from '@/features/auth/password-strength';
import styles from './form.module.css';

export function RegisterEmailForm({ next }: { next: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const strength = ratePassword(password);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) {
      setPasswordError(PASSWORD_STRENGTH_TEXT['too-short']);
      return;
    }
    setPasswordError(null);
    setIsPending(true);
    setError(null);
    const address = email.trim();
    const result = await signUpWithEmail({ name: name.trim(), email: address, password });
    if (result.ok) {
      window.location.assign(withNext('/verify-email', next, { email: address }));
      return;
    }
    setError(result.message);
    setIsPending(false);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <FormMessage id={`${id}-error`} tone="error">
        {error}
      </FormMessage>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          Your name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          className={styles.input}
          autoComplete="name"
          required
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <EmailField
        id={`${id}-email`}
        value={email}
        onChange={setEmail}
        formErrorId={error ? `${id}-error` : null}
      />
      <PasswordField
        id={`${id}-password`}
        label="Password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        error={passwordError}
        hint={<PasswordStrengthHint password={password} strength={strength} />}
      />
      <p className={styles.hint}>
        By creating an account you agree to our <Link href="/terms">Terms</Link> and{' '}
        <Link href="/privacy-policy">Privacy Policy</Link>.
      </p>
      <button type="submit" className={`button ${styles.submit}`} disabled={isPending}>
        {isPending ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}

export function PasswordStrengthHint({
  password,
  strength,
}: {
  password: string;
  strength: ReturnType<typeof ratePassword>;
}) {
  return (
    <>
      <span className={styles.strength} data-level={password ? strength : 'none'} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span aria-live="polite">{PASSWORD_STRENGTH_TEXT[strength]}</span>
    </>
  );
}
