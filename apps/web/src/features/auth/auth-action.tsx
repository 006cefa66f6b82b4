/**
 * /__/auth/action (spec §2, where e-mail links land). mode=verifyEmail: the API has verified the address and
 * signed the visitor in before redirecting here (or appended `error` when the link was bad). mode=resetPassword
 * with a token: the new-password form. Anything else: a clear error with a way to get a new link.
 */
import Link from 'next/link';
import { AuthFrame } from '@/features/auth/auth-frame';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';
import authStyles from './auth.module.css';
import styles from './form.module.css';

export interface AuthActionParams {
  mode: string | undefined;
  token: string | undefined;
  error: string | undefined;
  isSignedIn: boolean;
}

export function AuthAction({ mode, token, error, isSignedIn }: AuthActionParams) {
  if (mode === 'verifyEmail' && !error) {
    return (
      <AuthFrame title="Your e-mail is verified" icon="✓" subtitle="Thanks for confirming your address.">
        <div className={authStyles.actions}>
          <Link
            href={isSignedIn ? '/onboarding' : '/login?next=%2Fonboarding'}
            className={`button ${styles.submit}`}
          >
            {isSignedIn ? 'Continue' : 'Sign in to continue'}
          </Link>
        </div>
      </AuthFrame>
    );
  }
  if (mode === 'verifyEmail') {
    return (
      <AuthFrame
        title="This link has expired"
        icon="!"
        subtitle="Verification links work for 24 hours and only once. Ask for a new one and open the newest e-mail."
      >
        <div className={authStyles.actions}>
          <Link
            href={isSignedIn ? '/verify-email' : '/login?next=%2Fverify-email'}
            className={`button ${styles.submit}`}
          >
            Send a new link
          </Link>
        </div>
      </AuthFrame>
    );
  }
  if (mode === 'resetPassword' && token && !error) {
    return (
      <AuthFrame title="Choose a new password" subtitle="Use at least 8 characters.">
        <ResetPasswordForm token={token} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame
      title="This link is invalid or has expired"
      icon="!"
      subtitle="Links in our e-mails work for a limited time and only once."
    >
      <div className={authStyles.actions}>
        <Link href="/login/forgot-password" className={`button ${styles.submit}`}>
          Get a new password link
        </Link>
        <Link href="/login" className={`button button-secondary ${styles.submit}`}>
          Back to sign in
        </Link>
      </div>
    </AuthFrame>
  );
}
