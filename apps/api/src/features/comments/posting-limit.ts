/**
 * How often one user may post (comments, replies, roundups, photo and video posts): a burst limit and a daily one, counted by the shared
 * rate limiter (PostgreSQL on a server database, so every API process spends the same budget) and scaled by
 * RATE_LIMIT_SCALE like the other limits. Votes and likes are not limited: they replace the caller's own state
 * and cannot pile up.
 */
import type { AppServices } from '../../context.ts';
import { tooManyRequests } from '../../errors/api-error.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { spendNewAccountBudget } from '../moderation/new-account-rules.ts';

export type PostingAction = 'comment' | 'roundup' | 'post';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const POSTING_LIMITS: Record<PostingAction, RateLimitRule[]> = {
  comment: [
    { limit: 10, windowMs: MINUTE },
    { limit: 300, windowMs: DAY },
  ],
  roundup: [
    { limit: 3, windowMs: 10 * MINUTE },
    { limit: 20, windowMs: DAY },
  ],
  // A photo or a video each: an evening's worth at a concert, not a feed flooded with the same picture.
  post: [
    { limit: 5, windowMs: 10 * MINUTE },
    { limit: 50, windowMs: DAY },
  ],
};

/** Spends one post of the user's budget for the action, or throws 429 with Retry-After. */
export async function spendPostingBudget(
  services: Pick<AppServices, 'rateLimiter' | 'config' | 'db' | 'clock'>,
  action: PostingAction,
  userId: string,
): Promise<void> {
  for (const rule of POSTING_LIMITS[action]) {
    const scaled = { ...rule, limit: Math.ceil(rule.limit * services.config.rateLimitScale) };
    const decision = await services.rateLimiter.consume(`post:${action}:${rule.windowMs}:${userId}`, scaled);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
  }
  // issue 23: an account younger than NEW_ACCOUNT_DAYS also spends a stricter budget.
  await spendNewAccountBudget(services, action, userId);
}
