/**
 * The choices of /login and /register (spec §1 identity providers): e-mail, phone, and Google or Apple when the
 * API has them configured (GET /api/v1/config authProviders). `next` is carried into every flow.
 */
import Link from 'next/link';
import { withNext } from '@/features/auth/next-path';
import { SocialSignInButton } from '@/features/auth/social-sign-in-button';
import styles from './auth.module.css';

export interface AuthProviders {
  google: boolean;
  apple: boolean;
}

export function AuthChoices({
  mode,
  next,
  providers,
}: {
  mode: 'login' | 'register';
  next: string;
  providers: AuthProviders;
}) {
  const verb = mode === 'login' ? 'Continue' : 'Sign up';
  const emailPath = mode === 'login' ? '/login/email' : '/register/email';
  const hasSocial = providers.google || providers.apple;
  return (
    <>
      <ul className={styles.choices}>
        <li>
          <Link href={withNext(emailPath, next)} className={`${styles.choice} ${styles.choicePrimary}`}>
            <span className={styles.choiceIcon} aria-hidden="true">
              <MailIcon />
            </span>
            {verb} with e-mail
          </Link>
        </li>
        <li>
          <Link href={withNext('/login/phone', next)} className={styles.choice}>
            <span className={styles.choiceIcon} aria-hidden="true">
              <PhoneIcon />
            </span>
            {verb} with phone
          </Link>
        </li>
      </ul>
      {hasSocial ? (
        <>
          <p className={styles.divider}>or</p>
          <ul className={styles.choices}>
            {providers.google ? (
              <li>
                <SocialSignInButton provider="google" label={`${verb} with Google`} next={next} />
              </li>
            ) : null}
            {providers.apple ? (
              <li>
                <SocialSignInButton provider="apple" label={`${verb} with Apple`} next={next} />
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
      <p className={styles.footer}>
        {mode === 'login' ? (
          <>
            New to Happenings? <Link href={withNext('/register', next)}>Create an account</Link>
          </>
        ) : (
          <>
            Already have an account? <Link href={withNext('/login', next)}>Sign in</Link>
          </>
        )}
      </p>
      <p className={styles.legal}>
        By continuing you agree to our <Link href="/terms">Terms</Link> and{' '}
        <Link href="/privacy-policy">Privacy Policy</Link>.
      </p>
    </>
  );
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M11 18h2" />
    </svg>
  );
}
