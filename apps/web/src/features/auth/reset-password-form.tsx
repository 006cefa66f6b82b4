'use client';
/**
 * /__/auth/action?mode=resetPassword&token=…: the new password → better-auth reset-password. An unknown, used or
 * expired token says so and offers a new link.
 */
import Link from 'next/link';
import { type FormEvent, useId, useState } from 'react';
import { resetPassword } from '@/features/auth/auth-client';
import { FormMessage } from '@/features/auth/form-message';
import { PasswordField } from '@/features/auth/password-field';
import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_TEXT, ratePassword } from '@/features/auth/password-strength';
import { PasswordStrengthHint } from '@/features/auth/register-email-form';
import authStyles from './auth.module.css';
import styles from './form.module.css';

export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isLinkDead, setIsLinkDead] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const [isPending, setIsPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(PASSWORD_STRENGTH_TEXT['too-short']);
      return;
    }
    setIsPending(true);
    setError(null);
    const result = await resetPassword({ token, newPassword: password });
    setIsPending(false);
    if (result.ok) {
      setIsDone(true);
      return;
    }
    setError(result.message);
    setIsLinkDead(result.code === 'INVALID_TOKEN' || result.status === 400);
  };

  if (isDone) {
    return (
      <div className={authStyles.actions}>
        <FormMessage tone="success">Your password is changed.</FormMessage>
        <Link href="/login/email" className={`button ${styles.submit}`}>
          Sign in with your new password
        </Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <FormMessage id={`${id}-error`} tone="error">
        {error}
      </FormMessage>
      {isLinkDead ? (
        <Link href="/login/forgot-password" className={`button button-secondary ${styles.submit}`}>
          Get a new link
        </Link>
      ) : null}
      <PasswordField
        id={`${id}-password`}
        label="New password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={<PasswordStrengthHint password={password} strength={ratePassword(password)} />}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={isPending}>
        {isPending ? 'Saving…' : 'Save new password'}
      </button>
    </form>
  );
}
