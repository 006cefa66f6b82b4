'use client';
/**
 * Google or Apple sign-in through better-auth's social sign-in: the API answers the provider's address and the
 * browser goes there; the provider comes back to /auth/loading with `next`.
 */
import { useState } from 'react';
import { startSocialSignIn } from '@/features/auth/auth-client';
import { authLoadingPath } from '@/features/auth/auth-paths';
import styles from './auth.module.css';

export function SocialSignInButton({
  provider,
  label,
  next,
}: {
  provider: 'google' | 'apple';
  label: string;
  next: string;
}) {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    setIsPending(true);
    setError(null);
    const result = await startSocialSignIn(provider, authLoadingPath(next));
    if (!result.ok) {
      setError(result.message);
      setIsPending(false);
    }
  };
  return (
    <>
      <button type="button" className={styles.choice} onClick={onClick} disabled={isPending}>
        <span className={styles.choiceIcon} aria-hidden="true">
          {provider === 'google' ? <GoogleIcon /> : <AppleIcon />}
        </span>
        {label}
      </button>
      <p role="alert" className={styles.legal}>
        {error}
      </p>
    </>
  );
}

function GoogleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1-3.8 1-2.9 0-5.4-2-6.3-4.6H2v2.8A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.7 14a6.6 6.6 0 0 1 0-4.2V7H2a11 11 0 0 0 0 9.9L5.7 14Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2 7l3.7 2.9C6.6 7.3 9.1 5.4 12 5.4Z"
      />
    </svg>
  );
}

function AppleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.5 4.5 0 0 0-3.6-1.9c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9A4.8 4.8 0 0 0 3.9 9.5c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.2-4ZM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4Z" />
    </svg>
  );
}
