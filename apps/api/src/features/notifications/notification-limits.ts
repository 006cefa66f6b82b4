/**
 * How often the inbox's writes may be repeated. Read marks and preference saves only set the caller's own state,
 * so they cannot pile up; a generous per-account budget still bounds the writes a script can make. The unsubscribe
 * link needs no sign-in, so it is counted per caller address instead. Both go through the shared rate limiter
 * (every API process spends the same budget) and scale with RATE_LIMIT_SCALE.
 */
import type { Context } from 'hono';
import type { AppEnv, AppServices } from '../../context.ts';
import { tooManyRequests } from '../../errors/api-error.ts';
import { clientAddressKey } from '../../rate-limit/client-address.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';

export const NOTIFICATION_LIMITS = {
  /** Read marks and preference saves per account. */
  writesPerMinute: { limit: 120, windowMs: 60_000 },
  /** Unsubscribe links followed per caller address. */
  unsubscribesPerMinute: { limit: 30, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

async function spend(services: AppServices, key: string, rule: RateLimitRule): Promise<void> {
  const scaled = { ...rule, limit: Math.ceil(rule.limit * services.config.rateLimitScale) };
  const decision = await services.rateLimiter.consume(key, scaled);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}

export function spendNotificationWrite(services: AppServices, userId: string): Promise<void> {
  return spend(services, `notification-writes:${userId}`, NOTIFICATION_LIMITS.writesPerMinute);
}

export function spendUnsubscribe(c: Context<AppEnv>): Promise<void> {
  return spend(
    c.get('services'),
    `notification-unsubscribe:${clientAddressKey(c)}`,
    NOTIFICATION_LIMITS.unsubscribesPerMinute,
  );
}
