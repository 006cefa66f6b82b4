'use client';
/**
 * /verify-email: "we sent a link to x@y", a resend button with a cooldown (better-auth send-verification-email),
 * the hint to open the e-mail app, and — once the link was opened, in this tab or another — on to onboarding.
 * The session is checked every few seconds while the page is visible.
 */
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { getBrowserSession, sendVerificationEmail } from '@/features/auth/auth-client';
import { FormMessage } from '@/features/auth/form-message';
import { findWebInbox } from '@/features/auth/mail-app';
import { withNext } from '@/features/auth/next-path';
import { useCountdown } from '@/features/auth/use-countdown';
import authStyles from './auth.module.css';
import styles from './form.module.css';

export const RESEND_EMAIL_COOLDOWN_MS = 60_000;
const POLL_MS = 4000;

export function VerifyEmailPanel({ email, next }: { email: string | null; next: string }) {
  const [address, setAddress] = useState(email);
  const [isVerified, setIsVerified] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const onboardingPath = withNext('/onboarding', next);

  useEffect(() => {
    // The e-mail went out with the sign-up a moment ago.
    setResendAt(Date.now() + RESEND_EMAIL_COOLDOWN_MS);
  }, []);

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (document.visibilityState !== 'visible') return;
      const session = await getBrowserSession();
      if (stopped || !session) return;
      setAddress((current) => current ?? session.user.email);
      if (session.user.emailVerified) setIsVerified(true);
    };
    void check();
    const timer = window.setInterval(check, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);

  if (isVerified) {
    return (
      <div className={authStyles.actions}>
        <FormMessage tone="success">Your e-mail is verified.</FormMessage>
        <Link href={onboardingPath} className={`button ${styles.submit}`}>
          Continue
        </Link>
      </div>
    );
  }

  const inbox = address ? findWebInbox(address) : null;
  const onResend = async () => {
    if (!address) return;
    setError(null);
    setNotice(null);
    const result = await sendVerificationEmail(address);
    if (!result.ok) {
      setError(result.message);
      if (result.retryAfterSeconds) setResendAt(Date.now() + result.retryAfterSeconds * 1000);
      return;
    }
    setResendAt(Date.now() + RESEND_EMAIL_COOLDOWN_MS);
    setNotice(`We sent a new link to ${address}.`);
  };

  return (
    <>
      <p>
        We sent a link to <strong>{address ?? 'your e-mail address'}</strong>. Open it to confirm your
        address, then come back here.
      </p>
      <div className={authStyles.mailHint}>
        <p>
          <strong>Open your e-mail app</strong> and look for “Confirm your e-mail for Happenings”. It can take
          a minute; check your spam folder too.
        </p>
        {inbox ? (
          <p>
            <a href={inbox.url} target="_blank" rel="noreferrer">
              Open {inbox.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </div>
      <FormMessage tone="error">{error}</FormMessage>
      <FormMessage tone="success">{notice}</FormMessage>
      <div className={authStyles.actions}>
        <button
          type="button"
          className={`button button-secondary ${styles.submit}`}
          onClick={onResend}
          disabled={secondsLeft > 0 || !address}
        >
          {secondsLeft > 0 ? `Resend the link in ${secondsLeft} s` : 'Resend the link'}
        </button>
        <Link href={onboardingPath} className={styles.hint} style={{ textAlign: 'center' }}>
          Skip for now and set up your profile
        </Link>
      </div>
    </>
  );
}
