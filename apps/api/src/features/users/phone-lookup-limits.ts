/**
 * GET /api/v1/users/phone answers anyone whether an account uses a phone number (spec §6), so unlimited it would
 * list who is registered, one guessed number after another. A person checks one or two numbers when they sign in,
 * so a budget far above that costs nobody anything and turns a sweep of numbers into years of waiting.
 *
 * Every lookup spends its client address's budget (rate-limit/client-address.ts); a signed-in caller's also
 * spends their account's, so an account cannot sweep from many addresses, nor many throwaway accounts from one
 * address. Counted by the shared rate limiter (every API process spends the same budget) and multiplied by
 * RATE_LIMIT_SCALE; beyond it, 429 RATE_LIMITED with Retry-After.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { tooManyRequests } from '../../errors/api-error.ts';
import { clientAddressKey } from '../../rate-limit/client-address.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';

const TEN_MINUTES = 10 * 60_000;

export const PHONE_LOOKUP_LIMITS = {
  perAddress: { limit: 10, windowMs: TEN_MINUTES },
  perAccount: { limit: 10, windowMs: TEN_MINUTES },
} as const satisfies Record<string, RateLimitRule>;

export async function spendPhoneLookup(c: Context<AppEnv>): Promise<void> {
  const { rateLimiter, config } = c.get('services');
  const caller = c.get('user');
  const spends: Array<[string, RateLimitRule]> = [
    [`phone-lookup:address:${clientAddressKey(c)}`, PHONE_LOOKUP_LIMITS.perAddress],
  ];
  if (caller) spends.push([`phone-lookup:account:${caller.id}`, PHONE_LOOKUP_LIMITS.perAccount]);
  const decisions = await Promise.all(
    spends.map(([key, rule]) =>
      rateLimiter.consume(key, { ...rule, limit: Math.ceil(rule.limit * config.rateLimitScale) }),
    ),
  );
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length > 0) {
    throw tooManyRequests(Math.max(...refused.map((decision) => decision.retryAfterSeconds)));
  }
}
