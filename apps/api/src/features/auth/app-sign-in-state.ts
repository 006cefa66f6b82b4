/**
 * What binds the app's Google and Apple hand-over (app-sign-in.routes.ts) to the start the app made, so that no
 * other page can set it off in a signed-in browser:
 *
 * - the app's code challenge (RFC 7636, method S256): the base64url SHA-256 of a random verifier the app keeps. The
 *   start records it; the code it leads to is exchanged only with that verifier, which never passes through the
 *   browser, so whoever reads the code from the browser's address cannot use it.
 * - the browser's state cookie: a random secret set by the start (HttpOnly, SameSite=Lax so that it rides the
 *   provider's redirect back, limited to the hand-over's paths, 10 minutes). The return hands nothing over and
 *   ends no session without it.
 * - the time of the start: the return hands over, and ends, only a session made after it (the provider's
 *   callback's), never one the browser already had.
 *
 * Starts are kept with better-auth's verification values, under the SHA-256 of the cookie's secret, and taken
 * (deleted) by the return that uses them: each start hands over once.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { takeVerification } from '@happenings/db/auth';
import { z } from 'zod';
import type { AppServices } from '../../context.ts';

export const APP_SIGN_IN_COOKIE = '__app_sign_in';
/** The hand-over's routes: the start sets the cookie, the return reads it; no other route sees it. */
const COOKIE_PATH = '/api/v1/auth/app-sign-in';
/** Long enough to sign in at the provider (better-auth's own state lasts as long). */
export const START_TTL_MS = 10 * 60_000;
const START_PREFIX = 'app-sign-in-start:';

/** A SHA-256 digest in base64url without padding: what S256 makes of any verifier. */
export const codeChallengeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Expected the base64url SHA-256 of the code verifier (43 characters).')
  .meta({
    description:
      "base64url (no padding) SHA-256 of the app's code verifier (RFC 7636, method S256); the verifier goes to the token exchange",
  });

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const codeVerifierSchema = z
  .string()
  .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'Expected 43 to 128 letters, digits or - . _ ~ (RFC 7636).')
  .meta({
    description: 'The verifier whose SHA-256 the app sent as codeChallenge when it started the sign-in',
  });

const startSchema = z.object({
  challenge: codeChallengeSchema,
  returnLink: z.string(),
  startedAt: z.number(),
});
export type AppSignInStart = z.infer<typeof startSchema>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Records a start; answers the secret for the browser's state cookie. */
export async function recordStart(
  services: Pick<AppServices, 'auth' | 'clock'>,
  start: { challenge: string; returnLink: string },
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const context = await services.auth.$context;
  const value: AppSignInStart = {
    ...start,
    // better-auth stamps sessions with the system clock, so the start that they are compared with is stamped by it.
    startedAt: Date.now(),
  };
  await context.internalAdapter.createVerificationValue({
    identifier: START_PREFIX + sha256(secret),
    value: JSON.stringify(value),
    expiresAt: new Date(services.clock() + START_TTL_MS),
  });
  return secret;
}

/** Takes (deletes) the start the cookie's secret names; null when there is none, or it has expired. */
export async function takeStart(
  services: Pick<AppServices, 'db' | 'clock'>,
  secret: string | undefined,
): Promise<AppSignInStart | null> {
  if (!secret) return null;
  const stored = await takeVerification(services.db, START_PREFIX + sha256(secret));
  if (!stored || stored.expiresAt.getTime() <= services.clock()) return null;
  try {
    const parsed = startSchema.safeParse(JSON.parse(stored.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The state cookie; a null value clears it. */
export function serialiseStateCookie(secret: string | null, secure: boolean): string {
  return [
    `${APP_SIGN_IN_COOKIE}=${secret ?? ''}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${secret === null ? 0 : START_TTL_MS / 1000}`,
    'HttpOnly',
    // Lax: the provider sends the browser back with a top-level navigation, which must carry it.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Whether `verifier` is the one whose S256 challenge the start recorded (compared in constant time). */
export function isVerifierOf(verifier: string, challenge: string): boolean {
  const made = Buffer.from(sha256(verifier));
  const expected = Buffer.from(challenge);
  return made.length === expected.length && timingSafeEqual(made, expected);
}
