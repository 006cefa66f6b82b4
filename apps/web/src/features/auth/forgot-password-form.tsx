'use client';
/**
 * "Forgot password?": better-auth request-password-reset e-mails a link to /__/auth/action?mode=resetPassword
 * &token=… (apps/api auth.ts). The answer is the same whether or not the address has an account.
 */
import { type FormEvent, useId, useState } from 'react';
import { requestPasswordReset } from '@/features/auth/auth-client';
import { EmailField } from '@/features/auth/email-field';
import { FormMessage } from '@/features/auth/form-message';
import styles from './form.module.css';

export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsPending(true);
    setError(null);
    const result = await requestPasswordReset(email.trim());
    setIsPending(false);
    if (result.ok) setSentTo(email.trim());
    else setError(result.message);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <FormMessage tone="success">
        {sentTo
          ? `If ${sentTo} has a Happenings account, a link to choose a new password is on its way. It works for one hour.`
          : null}
      </FormMessage>
      <FormMessage id={`${id}-error`} tone="error">
        {error}
      </FormMessage>
      <EmailField
        id={`${id}-email`}
        value={email}
        onChange={setEmail}
        formErrorId={error ? `${id}-error` : null}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={isPending}>
        {isPending ? 'Sending…' : sentTo ? 'Send the link again' : 'Send reset link'}
      </button>
    </form>
  );
}
