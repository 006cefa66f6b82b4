'use client';
import { CALLING_CODES, formatPhoneForDisplay, toE164 } from '@happenings/domain/auth';
/**
 * /login/phone (spec §2; query verificationId, phone, country without the plus sign). Step 1: country and number
 * → an invisible proof-of-work challenge (spec §5, auth-client.ts) → better-auth phone-number/send-otp; the URL
 * then carries `verificationId` (this browser's id for the code sent, kept with the time it was sent so a reload
 * keeps the resend countdown), `phone` and `country`. Step 2: the 6-digit code → phone-number/verify →
 * /auth/loading.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { sendPhoneCode, verifyPhoneCode } from '@/features/auth/auth-client';
import { authLoadingPath } from '@/features/auth/auth-paths';
import { FormMessage } from '@/features/auth/form-message';
import { withNext } from '@/features/auth/next-path';
import { useCountdown } from '@/features/auth/use-countdown';
import authStyles from './auth.module.css';
import styles from './form.module.css';

/** How long before another code may be asked for. */
export const RESEND_COOLDOWN_MS = 60_000;
const SENT_AT_KEY = 'happenings.phone-code-sent-at';

function rememberSentAt(verificationId: string, at: number): void {
  try {
    window.sessionStorage.setItem(SENT_AT_KEY, JSON.stringify({ verificationId, at }));
  } catch {
    // storage may be off: the countdown then starts over
  }
}

function recallSentAt(verificationId: string): number | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SENT_AT_KEY) ?? 'null') as {
      verificationId: string;
      at: number;
    } | null;
    return stored?.verificationId === verificationId ? stored.at : null;
  } catch {
    return null;
  }
}

export interface PhoneSignInProps {
  next: string;
  verificationId: string | null;
  phone: string;
  country: string;
}

export function PhoneSignIn(props: PhoneSignInProps) {
  return props.verificationId ? (
    <CodeStep key={props.verificationId} {...props} verificationId={props.verificationId} />
  ) : (
    <NumberStep {...props} />
  );
}

function NumberStep({ next, phone: initialPhone, country: initialCountry }: PhoneSignInProps) {
  const id = useId();
  const router = useRouter();
  const [country, setCountry] = useState(initialCountry);
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const e164 = toE164(country, phone);
    if (!e164) {
      setError('Enter a valid phone number.');
      return;
    }
    setIsPending(true);
    setError(null);
    const result = await sendPhoneCode(e164);
    if (!result.ok) {
      setError(result.message);
      setIsPending(false);
      return;
    }
    const verificationId = crypto.randomUUID();
    rememberSentAt(verificationId, Date.now());
    const national = e164.slice(1 + country.length);
    router.push(withNext('/login/phone', next, { verificationId, phone: national, country }));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <FormMessage id={`${id}-error`} tone="error">
        {error}
      </FormMessage>
      <fieldset className={authStyles.phoneRow} style={{ border: 0, margin: 0, padding: 0 }}>
        <legend className="visually-hidden">Phone number</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-country`} className={styles.label}>
            Country code
          </label>
          <select
            id={`${id}-country`}
            name="country"
            className={styles.select}
            autoComplete="tel-country-code"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          >
            {CALLING_CODES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-phone`} className={styles.label}>
            Phone number
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            className={styles.input}
            autoComplete="tel-national"
            inputMode="tel"
            required
            placeholder="617 555 0123"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          />
        </div>
      </fieldset>
      <p id={`${id}-hint`} className={styles.hint}>
        We text you a 6-digit code. Message and data rates may apply.
      </p>
      <button type="submit" className={`button ${styles.submit}`} disabled={isPending}>
        {isPending ? 'Sending code…' : 'Send code'}
      </button>
    </form>
  );
}

function CodeStep({ next, verificationId, phone, country }: PhoneSignInProps & { verificationId: string }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  useEffect(() => {
    // After mount: the server cannot know when this browser sent the code.
    const sentAt = recallSentAt(verificationId);
    if (sentAt !== null) setResendAt(sentAt + RESEND_COOLDOWN_MS);
  }, [verificationId]);
  const secondsLeft = useCountdown(resendAt);
  const e164 = `+${country}${phone}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError('Enter the 6 digits of the code.');
      return;
    }
    setIsPending(true);
    setError(null);
    const result = await verifyPhoneCode({ phoneNumber: e164, code });
    if (result.ok) {
      window.location.assign(authLoadingPath(next));
      return;
    }
    setError(result.message);
    setIsPending(false);
  };

  const onResend = async () => {
    setError(null);
    setNotice(null);
    const result = await sendPhoneCode(e164);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const now = Date.now();
    rememberSentAt(verificationId, now);
    setResendAt(now + RESEND_COOLDOWN_MS);
    setNotice('We sent a new code.');
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <p className={styles.hint}>
        Sent to <strong>{formatPhoneForDisplay(country, phone)}</strong>.{' '}
        <Link href={withNext('/login/phone', next, { phone, country })}>Change number</Link>
      </p>
      <FormMessage id={`${id}-error`} tone="error">
        {error}
      </FormMessage>
      <FormMessage tone="success">{notice}</FormMessage>
      <div className={styles.field}>
        <label htmlFor={`${id}-code`} className={styles.label}>
          6-digit code
        </label>
        <input
          id={`${id}-code`}
          name="code"
          type="text"
          className={`${styles.input} ${authStyles.codeInput}`}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <button type="submit" className={`button ${styles.submit}`} disabled={isPending}>
        {isPending ? 'Checking…' : 'Verify and continue'}
      </button>
      <p className={styles.hint}>
        Didn’t get it?{' '}
        <button type="button" className={styles.linkButton} onClick={onResend} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
        </button>
      </p>
    </form>
  );
}
