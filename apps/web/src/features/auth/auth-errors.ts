/**
 * What the visitor reads when an identity call fails (spec §8 leaves the provider's codes to us). The API answers
 * `{ error: { code, message } }` (429 with Retry-After), better-auth's codes included; a bare `{ code, message }`
 * is read too.
 */

export type AuthAction =
  | 'sign-in'
  | 'sign-up'
  | 'send-code'
  | 'verify-code'
  | 'reset-request'
  | 'reset'
  | 'resend-verification';

export interface AuthFailure {
  status: number;
  code: string | undefined;
  message: string;
  /** Seconds to wait, from Retry-After (429). */
  retryAfterSeconds: number | undefined;
}

export function readRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export function readErrorCode(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as { code?: unknown; error?: { code?: unknown } };
  if (typeof record.code === 'string') return record.code;
  if (record.error && typeof record.error.code === 'string') return record.error.code;
  return undefined;
}

export function describeAuthFailure(
  action: AuthAction,
  status: number,
  code: string | undefined,
  retryAfterSeconds: number | undefined,
): string {
  if (status === 429) {
    const seconds = retryAfterSeconds ?? 60;
    return `Too many attempts, try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  }
  if (status === 0 || status >= 500)
    return 'We could not reach Happenings. Check your connection and try again.';
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return 'Wrong e-mail or password';
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'An account with this e-mail already exists. Sign in instead, or reset your password.';
    case 'PASSWORD_TOO_SHORT':
      return 'Use at least 8 characters for your password.';
    case 'PASSWORD_TOO_LONG':
      return 'Use at most 128 characters for your password.';
    case 'INVALID_EMAIL':
      return 'Enter a valid e-mail address.';
    case 'INVALID_OTP':
      return 'That code is not right. Check the text message and try again.';
    case 'OTP_EXPIRED':
      return 'That code has expired. Send a new one.';
    case 'TOO_MANY_ATTEMPTS':
      return 'Too many wrong codes. Send a new one.';
    case 'INVALID_PHONE_NUMBER':
      return 'Enter a valid phone number.';
    case 'PHONE_CHALLENGE_FAILED':
    case 'CHALLENGE_REQUIRED':
      return 'We could not check that this is a person. Try again.';
    case 'INVALID_TOKEN':
      return 'This link is invalid or has expired.';
  }
  if (action === 'sign-in' && status === 401) return 'Wrong e-mail or password';
  if (action === 'verify-code' && (status === 400 || status === 401)) {
    return 'That code is not right or has expired.';
  }
  if (action === 'reset' && status === 400) return 'This link is invalid or has expired.';
  if (action === 'send-code' && status === 400) return 'Enter a valid phone number.';
  return 'Something went wrong. Please try again.';
}
