/**
 * spec §5 "Phone sign-in uses an invisible verification challenge": before a code is texted, the client proves a
 * little work without the visitor seeing anything. The API hands out a challenge signed with AUTH_SECRET (so it
 * keeps no state until it is used) that names its issue time and a difficulty; the client finds a nonce such that
 * SHA-256(`${challenge}:${nonce}`) starts with `difficulty` zero bits (about 2^difficulty hashes: a fraction of a
 * second in a browser, costly for a script that wants thousands of texts) and sends it in the
 * `X-Phone-Challenge: <challenge>:<nonce>` header of POST /api/auth/phone-number/send-otp. The API checks the
 * signature, the age and the work, and accepts each challenge once.
 *
 * The same challenge guards e-mail sign-in once an account has had too many attempts (auth-guard.ts): a guesser
 * then pays the work for every guess, while the owner's browser solves it without the owner noticing.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';

/** Leading zero bits asked for: 2^16 ≈ 65 000 hashes on average. */
export const PHONE_CHALLENGE_DIFFICULTY = 16;
/** A challenge is good for five minutes, the life of a code (auth.ts expiresIn 300 s). */
export const PHONE_CHALLENGE_TTL_MS = 5 * 60_000;
export const PHONE_CHALLENGE_HEADER = 'x-phone-challenge';

export interface PhoneChallenge {
  challenge: string;
  difficulty: number;
  expiresAt: string;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`phone-challenge:${payload}`).digest('base64url');
}

/** `<issuedAtMs>.<difficulty>.<random>.<signature>` */
export function issuePhoneChallenge(
  secret: string,
  now: number,
  difficulty = PHONE_CHALLENGE_DIFFICULTY,
): PhoneChallenge {
  const payload = `${now}.${difficulty}.${randomBytes(12).toString('base64url')}`;
  return {
    challenge: `${payload}.${sign(payload, secret)}`,
    difficulty,
    expiresAt: new Date(now + PHONE_CHALLENGE_TTL_MS).toISOString(),
  };
}

/** Number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export type PhoneChallengeCheck =
  | { ok: true; challenge: string }
  | {
      ok: false;
      reason: 'missing' | 'malformed' | 'bad-signature' | 'expired' | 'insufficient-work' | 'reused';
    };

/** Checks an `X-Phone-Challenge` value (`<challenge>:<nonce>`); single use is the caller's job. */
export function verifyPhoneChallenge(
  header: string | null | undefined,
  secret: string,
  now: number,
): PhoneChallengeCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const separator = header.lastIndexOf(':');
  if (separator < 0) return { ok: false, reason: 'malformed' };
  const challenge = header.slice(0, separator);
  const nonce = header.slice(separator + 1);
  const parts = challenge.split('.');
  if (parts.length !== 4 || !/^\d{1,16}$/.test(nonce)) return { ok: false, reason: 'malformed' };
  const [issuedAt, difficulty, random, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(`${issuedAt}.${difficulty}.${random}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad-signature' };
  }
  const issued = Number(issuedAt);
  if (!Number.isFinite(issued) || now - issued > PHONE_CHALLENGE_TTL_MS || issued - now > 60_000) {
    return { ok: false, reason: 'expired' };
  }
  const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
  if (leadingZeroBits(digest) < Number(difficulty)) return { ok: false, reason: 'insufficient-work' };
  return { ok: true, challenge };
}

/**
 * Checks an `X-Phone-Challenge` value and spends it: a solved challenge buys one request. The spent challenges are
 * remembered for their lifetime in the rate limiter's store, which every API process shares.
 */
export async function redeemPhoneChallenge(
  header: string | null | undefined,
  options: { secret: string; now: number; rateLimiter: RateLimiter },
): Promise<PhoneChallengeCheck> {
  const check = verifyPhoneChallenge(header, options.secret, options.now);
  if (!check.ok) return check;
  const once = await options.rateLimiter.consume(`phone-challenge:${check.challenge}`, {
    limit: 1,
    windowMs: PHONE_CHALLENGE_TTL_MS,
  });
  return once.allowed ? check : { ok: false, reason: 'reused' };
}

/** Finds a nonce (for tests and non-browser clients); the website does the same with WebCrypto. */
export function solvePhoneChallenge(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    if (leadingZeroBits(digest) >= difficulty) return String(nonce);
  }
}
