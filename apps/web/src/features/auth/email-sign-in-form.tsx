'use client';
/**
 * /login/email: e-mail and password (better-auth sign-in/email). Errors are announced (aria-live) and tied to the
 * fields; success goes through /auth/loading, which picks onboarding or `next`.
 */
import Link from 'next/link';
import { type FormEvent, useId, useState } from 'react';
import { signInWithEmail } from '@/features/auth/auth-client';
import { authLoadingPath } from '@/features/auth/auth-paths';
import { EmailField } from '@/features/auth/email-field';
import { FormMessage } from '@/features/auth/form-message';
import { withNext } from '@/features/auth/next-path';
import { PasswordField } from '@/features/auth/password-field';
import styles from './form.module.css';

export function EmailSignInForm({ next }: { next: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const errorId = `${id}-form-error`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsPending(true);
    setError(null);
    const result = await signInWithEmail({ email: email.trim(), password });
    if (result.ok) {
      window.location.assign(authLoadingPath(next));
      return;
    }
    setError(result.message);
    setIsPending(false);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-describedby={errorId}>
      <FormMessage id={errorId} tone="error">
        {error}
      </FormMessage>
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} formErrorId={error ? errorId : null} />
      <PasswordField
        id={`${id}-password`}
        label="Password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        formErrorId={error ? errorId : null}
      />
      <div className={styles.row}>
        <Link href={withNext('/login/forgot-password', next)}>Forgot password?</Link>
      </div>
      <button type="submit" className={`button ${styles.submit}`} disabled={isPending}>
        {isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
