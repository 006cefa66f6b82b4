/**
 * The hourly budget of people one person sends events to (EXPERIENCE_SEND_LIMITS.recipientsPerHour; shares and
 * invites spend the same budget, one unit per person told), counted per sender through the shared RateLimiter so
 * every server process spends it together, and scaled by RATE_LIMIT_SCALE like every other limit. Over budget is a
 * 429 RATE_LIMITED with Retry-After.
 */
import { EXPERIENCE_SEND_LIMITS } from '@happenings/domain/constants';
import type { AppServices } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';

const HOUR_MS = 60 * 60_000;

/** Spends `recipients` units of the sender's hourly budget, or throws 429. */
export async function spendExperienceSendBudget(
  services: Pick<AppServices, 'rateLimiter' | 'config'>,
  senderId: string,
  recipients: number,
): Promise<void> {
  const limit = Math.ceil(EXPERIENCE_SEND_LIMITS.recipientsPerHour * services.config.rateLimitScale);
  const decision = await services.rateLimiter.consume(
    `experiences:send:${senderId}`,
    { limit, windowMs: HOUR_MS },
    recipients,
  );
  if (decision.allowed) return;
  const { retryAfterSeconds } = decision;
  throw new ApiError(
    429,
    'RATE_LIMITED',
    `Too many people sent events: up to ${limit} an hour. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds, limit },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
