/**
 * The browser's identity calls: better-auth under /api/auth on the site's own origin (the website passes them to
 * the API, so the `__session` cookie it sets is first-party). Each answers `{ ok: true, data }` or a failure with
 * the text to show (auth-errors.ts). When the API asks for the invisible verification challenge (spec §5: every
 * phone code send, and a sign-in to an account that has had too many attempts), the browser solves it without
 * the visitor seeing anything and sends the call again.
 */

import { solvePhoneChallenge } from '@happenings/domain/auth';
import {
  type AuthAction,
  type AuthFailure,
  describeAuthFailure,
  readErrorCode,
  readRetryAfter,
} from '@/features/auth/auth-errors';
import { AUTH_ACTION_PATH } from '@/features/auth/auth-paths';

export type AuthResult<T> = { ok: true; data: T } | ({ ok: false } & AuthFailure);

async function call<T>(
  action: AuthAction,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  mayRetry = true,
): Promise<AuthResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return failure(action, 0, undefined, undefined);
  }
  const parsed = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, data: parsed as T };
  const code = readErrorCode(parsed);
  if (code === 'CHALLENGE_REQUIRED' && mayRetry) {
    const solved = await solveChallenge(action);
    if (!solved.ok) return solved;
    return call(action, path, body, { ...headers, ...solved.data }, false);
  }
  return failure(action, response.status, code, readRetryAfter(response.headers.get('retry-after')));
}

/** Asks the API for a challenge and solves it (spec §5): the header that proves the work. */
async function solveChallenge(action: AuthAction): Promise<AuthResult<Record<string, string>>> {
  try {
    const response = await fetch('/api/v1/auth/phone-challenge', { cache: 'no-store' });
    if (!response.ok) {
      return failure(action, response.status, undefined, readRetryAfter(response.headers.get('retry-after')));
    }
    const { challenge, difficulty } = (await response.json()) as { challenge: string; difficulty: number };
    const nonce = await solvePhoneChallenge(challenge, difficulty);
    return { ok: true, data: { 'x-phone-challenge': `${challenge}:${nonce}` } };
  } catch {
    return failure(action, 0, undefined, undefined);
  }
}

function failure(
  action: AuthAction,
  status: number,
  code: string | undefined,
  retryAfterSeconds: number | undefined,
): { ok: false } & AuthFailure {
  return {
    ok: false,
    status,
    code,
    retryAfterSeconds,
    message: describeAuthFailure(action, status, code, retryAfterSeconds),
  };
}

export function signInWithEmail(input: { email: string; password: string }) {
  return call<{ user: { id: string } }>('sign-in', '/api/auth/sign-in/email', { ...input, rememberMe: true });
}

export function signUpWithEmail(input: { name: string; email: string; password: string }) {
  return call<{ user: { id: string } }>('sign-up', '/api/auth/sign-up/email', {
    ...input,
    callbackURL: `${AUTH_ACTION_PATH}?mode=verifyEmail`,
  });
}

export function sendVerificationEmail(email: string) {
  return call<{ status: boolean }>('resend-verification', '/api/auth/send-verification-email', {
    email,
    callbackURL: `${AUTH_ACTION_PATH}?mode=verifyEmail`,
  });
}

export function requestPasswordReset(email: string) {
  return call<{ status: boolean }>('reset-request', '/api/auth/request-password-reset', { email });
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return call<{ status: boolean }>('reset', '/api/auth/reset-password', input);
}

/** Solves a challenge invisibly (spec §5), then asks for the code to be texted. */
export async function sendPhoneCode(phoneNumber: string): Promise<AuthResult<{ message?: string }>> {
  const solved = await solveChallenge('send-code');
  if (!solved.ok) return solved;
  return call('send-code', '/api/auth/phone-number/send-otp', { phoneNumber }, solved.data);
}

export function verifyPhoneCode(input: { phoneNumber: string; code: string }) {
  return call<{ status: boolean }>('verify-code', '/api/auth/phone-number/verify', input);
}

/** Starts a Google or Apple sign-in; the browser leaves for the provider when it answers a URL. */
export async function startSocialSignIn(provider: 'google' | 'apple', callbackPath: string) {
  const result = await call<{ url?: string }>('sign-in', '/api/auth/sign-in/social', {
    provider,
    callbackURL: callbackPath,
  });
  if (result.ok && result.data.url) window.location.assign(result.data.url);
  return result;
}

export interface BrowserSession {
  user: { id: string; email: string; emailVerified: boolean; name: string };
  session: { expiresAt: string };
}

export async function getBrowserSession(): Promise<BrowserSession | null> {
  try {
    const response = await fetch('/api/auth/get-session', { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    return ((await response.json()) as BrowserSession | null) ?? null;
  } catch {
    return null;
  }
}
