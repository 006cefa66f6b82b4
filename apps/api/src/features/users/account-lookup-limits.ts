/**
 * Limits on what tells whether an account uses a phone number or an e-mail address, so that nobody can list who is
 * registered by sweeping guesses. Counted by the shared rate limiter (every API process spends the same budget),
 * multiplied by RATE_LIMIT_SCALE; beyond them, 429 RATE_LIMITED with Retry-After.
 *
 * - GET /api/v1/users/phone answers anyone whether an account uses a number (spec §6). A person checks one or two
 *   numbers when they sign in, so a budget far above that costs nobody anything. Every lookup spends its client
 *   address's budget (rate-limit/client-address.ts); a signed-in caller's also spends their account's, so an
 *   account cannot sweep from many addresses, nor many throwaway accounts from one address.
 * - POST /api/v1/users/sync-contacts answers which address-book hashes (of e-mail addresses and phone numbers)
 *   belong to accounts. Each account has its own daily budget of new hashes (creation-limits.ts); an address has
 *   one more, shared by every account behind it, so accounts made by the dozen from one address (each with a fresh
 *   budget) do not add up to a sweep. It holds a household's or an office's address books on their first day.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { tooManyRequests } from '../../errors/api-error.ts';
import { clientAddressKey } from '../../rate-limit/client-address.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';

const TEN_MINUTES = 10 * 60_000;
const DAY = 24 * 60 * 60_000;

export const PHONE_LOOKUP_LIMITS = {
  perAddress: { limit: 10, windowMs: TEN_MINUTES },
  perAccount: { limit: 10, windowMs: TEN_MINUTES },
} as const satisfies Record<string, RateLimitRule>;

/** New contact hashes looked up a day from one client address, whichever accounts send them. */
export const CONTACT_HASHES_PER_ADDRESS = { limit: 5000, windowMs: DAY } as const satisfies RateLimitRule;

/** Spends `cost` from each budget; 429 when any is spent (Retry-After: the longest wait). */
async function spend(
  c: Context<AppEnv>,
  budgets: ReadonlyArray<readonly [string, RateLimitRule]>,
  cost = 1,
): Promise<void> {
  const { rateLimiter, config } = c.get('services');
  const decisions = await Promise.all(
    budgets.map(([key, rule]) =>
      rateLimiter.consume(key, { ...rule, limit: Math.ceil(rule.limit * config.rateLimitScale) }, cost),
    ),
  );
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length > 0) {
    throw tooManyRequests(Math.max(...refused.map((decision) => decision.retryAfterSeconds)));
  }
}

export async function spendPhoneLookup(c: Context<AppEnv>): Promise<void> {
  const caller = c.get('user');
  await spend(c, [
    [`phone-lookup:address:${clientAddressKey(c)}`, PHONE_LOOKUP_LIMITS.perAddress],
    ...(caller
      ? ([[`phone-lookup:account:${caller.id}`, PHONE_LOOKUP_LIMITS.perAccount]] as const)
      : ([] as const)),
  ]);
}

/** Spends `hashes` new contact hashes from the caller's address's daily budget. */
export async function spendContactHashesOfAddress(c: Context<AppEnv>, hashes: number): Promise<void> {
  if (hashes <= 0) return;
  await spend(c, [[`contact-hashes:address:${clientAddressKey(c)}`, CONTACT_HASHES_PER_ADDRESS]], hashes);
}
