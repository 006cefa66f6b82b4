/**
 * What an account may repeat with its push registrations. Registrations are idempotent and capped per account
 * (the oldest dropped), so rows cannot pile up; a per-account budget of writes still bounds how fast a script can
 * churn them or move tokens about. Counted by the shared rate limiter (every API process spends the same budget),
 * scaled by RATE_LIMIT_SCALE.
 */
import type { AppServices } from '../../context.ts';
import { tooManyRequests } from '../../errors/api-error.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';

export const PUSH_LIMITS = {
  /** Devices an account keeps: phones, tablets and browsers of one person, with room for reinstalls. */
  devicesPerAccount: 20,
  /** Registrations and removals per account: the app makes one or two per start. */
  writesPerHour: { limit: 60, windowMs: 60 * 60_000 },
} as const;

export async function spendPushDeviceWrite(services: AppServices, userId: string): Promise<void> {
  const rule: RateLimitRule = PUSH_LIMITS.writesPerHour;
  const scaled = { ...rule, limit: Math.ceil(rule.limit * services.config.rateLimitScale) };
  const decision = await services.rateLimiter.consume(`push-device-writes:${userId}`, scaled);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}
