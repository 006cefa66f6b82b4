/**
 * How often one account may report (issue 23): 20 reports an hour is far more than anyone reading the guide meets,
 * and stops one account from flooding the moderators' queue. Counted by the shared rate limiter (PostgreSQL on a
 * server database, so every API process spends the same budget), scaled by RATE_LIMIT_SCALE like the others.
 */
import type { AppServices } from '../../context.ts';
import { tooManyRequests } from '../../errors/api-error.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';

const HOUR = 60 * 60_000;

export const REPORT_LIMITS: RateLimitRule[] = [{ limit: 20, windowMs: HOUR }];

/** Spends one report of the account's budget, or throws 429 with Retry-After. */
export async function spendReportBudget(
  services: Pick<AppServices, 'rateLimiter' | 'config'>,
  userId: string,
): Promise<void> {
  for (const rule of REPORT_LIMITS) {
    const scaled = { ...rule, limit: Math.ceil(rule.limit * services.config.rateLimitScale) };
    const decision = await services.rateLimiter.consume(`report:${rule.windowMs}:${userId}`, scaled);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
  }
}
