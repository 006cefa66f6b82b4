/**
 * The part of better-auth the product uses, and the limits on each endpoint that guesses a secret or sends a
 * message. Everything else better-auth would serve under /api/auth (phone-number password reset, whose code was
 * never sent anywhere; password sign-in by username or phone; session listing; account deletion...) answers 404:
 * an endpoint nobody calls is one nobody has to defend.
 *
 * Who calls what: the website's forms (apps/web/src/features/auth/auth-client.ts), its server (get-session and
 * sign-out, auth-api.server.ts), e-mail links (verify-email), Google and Apple (sign-in/social, then their
 * callback, POSTed by Apple), and the app, which signs in the same ways and keeps the `set-auth-token` bearer.
 */
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Whose budget a request spends besides its address's, read from the request. */
export type AccountSource = 'body.email' | 'body.phoneNumber' | 'credential';

export interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** Path under /api/auth; a trailing `/*` stands for one more segment (the provider of an OAuth callback). */
  path: string;
  /** Requests per client address (rate-limit/client-address.ts); 429 beyond. */
  perAddress?: RateLimitRule;
  /**
   * Requests per account. `challenge`: beyond the limit each request needs a solved challenge, unless the browser
   * has signed in to the account before (device-cookie.ts); the owner is never locked out, a guesser pays for each
   * guess. `refuse`: 429 beyond the limit, for sends: what an attacker makes us send lands with the owner, so
   * refusing more costs the owner nothing.
   */
  perAccount?: { source: AccountSource; rule: RateLimitRule; beyond: 'challenge' | 'refuse' };
  /** Every request needs a solved challenge (phone code sends, spec §5 invisible verification challenge). */
  alwaysChallenge?: boolean;
  /** A success signs the browser in to the account named in the body: remember it (device-cookie.ts). */
  remembersDevice?: boolean;
  /**
   * The only fields its body may carry: what the product's own forms send. Any other is refused with a 400 naming
   * it, because better-auth stores profile fields sent with an account's creation (a username, a display username,
   * a picture) as the new account's own, and those come only through the product's rules (PATCH /api/v1/users).
   */
  bodyFields?: readonly string[];
}

export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  { method: 'GET', path: '/get-session' },
  { method: 'POST', path: '/sign-out' },
  {
    method: 'POST',
    path: '/sign-up/email',
    perAddress: { limit: 5, windowMs: 10 * MINUTE },
    remembersDevice: true,
    // The website's register form (apps/web auth-client.ts signUpWithEmail); the app signs up by phone or provider.
    bodyFields: ['name', 'email', 'password', 'callbackURL'],
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    perAddress: { limit: 10, windowMs: MINUTE },
    perAccount: { source: 'body.email', rule: { limit: 10, windowMs: 15 * MINUTE }, beyond: 'challenge' },
    remembersDevice: true,
  },
  { method: 'POST', path: '/sign-in/social', perAddress: { limit: 10, windowMs: MINUTE } },
  { method: 'GET', path: '/callback/*' },
  { method: 'POST', path: '/callback/*' },
  // Where better-auth sends a visitor whose Google or Apple sign-in failed.
  { method: 'GET', path: '/error' },
  { method: 'GET', path: '/verify-email' },
  {
    method: 'POST',
    path: '/send-verification-email',
    perAddress: { limit: 3, windowMs: 10 * MINUTE },
    perAccount: { source: 'body.email', rule: { limit: 3, windowMs: HOUR }, beyond: 'refuse' },
  },
  {
    method: 'POST',
    path: '/request-password-reset',
    perAddress: { limit: 3, windowMs: 10 * MINUTE },
    perAccount: { source: 'body.email', rule: { limit: 3, windowMs: HOUR }, beyond: 'refuse' },
  },
  { method: 'POST', path: '/reset-password', perAddress: { limit: 10, windowMs: 10 * MINUTE } },
  {
    method: 'POST',
    path: '/change-password',
    perAddress: { limit: 10, windowMs: 10 * MINUTE },
    // Guesses of the current password by whoever holds a session.
    perAccount: { source: 'credential', rule: { limit: 5, windowMs: 15 * MINUTE }, beyond: 'refuse' },
  },
  {
    method: 'POST',
    path: '/phone-number/send-otp',
    alwaysChallenge: true,
    perAddress: { limit: 3, windowMs: 10 * MINUTE },
    // Each code allows 5 guesses (auth.ts allowedAttempts), so codes per number bound the guesses per number.
    perAccount: { source: 'body.phoneNumber', rule: { limit: 5, windowMs: HOUR }, beyond: 'refuse' },
  },
  {
    method: 'POST',
    path: '/phone-number/verify',
    perAddress: { limit: 5, windowMs: 10 * MINUTE },
    // A code's first use makes the account: the website and the app send the number and the code, nothing more.
    bodyFields: ['phoneNumber', 'code'],
  },
];

/** The allowed endpoint for a method and a path under /api/auth, if any. */
export function findAuthEndpoint(method: string, path: string): AuthEndpoint | undefined {
  return AUTH_ENDPOINTS.find((endpoint) => {
    if (endpoint.method !== method) return false;
    if (!endpoint.path.endsWith('/*')) return endpoint.path === path;
    const prefix = endpoint.path.slice(0, -1);
    return path.startsWith(prefix) && /^[\w-]+$/.test(path.slice(prefix.length));
  });
}
