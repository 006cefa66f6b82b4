/**
 * Abuse defaults for new accounts (issue 23): an account younger than NEW_ACCOUNT_DAYS posts comments, roundups and
 * photo or video posts under a stricter tier of limits, on top of everyone's (posting-limit.ts), counted by the
 * shared rate limiter so every API process spends one budget; and its comments and captions carrying a link wait
 * for a moderator (hidden with the reason its author reads, in the moderators' queue, published by a restore). A throwaway account is cheap; an
 * account that has been around for days, and that a moderator can warn or ban, is not.
 */
import type { Database } from '@happenings/db/client';
import { type CommentRow, createComment, type NewComment } from '@happenings/db/comments';
import { holdForReview } from '@happenings/db/moderation';
import { findUserById } from '@happenings/db/users';
import { HELD_FOR_REVIEW_REASON, hasLink } from '@happenings/domain/moderation';
import type { AppServices } from '../../context.ts';
import { tooManyRequests } from '../../errors/api-error.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type NewAccountAction = 'comment' | 'roundup' | 'post';

/** A third of everyone's burst, a tenth of the day: enough to join a conversation, not to flood one. */
export const NEW_ACCOUNT_LIMITS: Record<NewAccountAction, RateLimitRule[]> = {
  comment: [
    { limit: 3, windowMs: MINUTE },
    { limit: 30, windowMs: DAY },
  ],
  roundup: [
    { limit: 1, windowMs: 10 * MINUTE },
    { limit: 3, windowMs: DAY },
  ],
  post: [
    { limit: 2, windowMs: 10 * MINUTE },
    { limit: 5, windowMs: DAY },
  ],
};

type Services = Pick<AppServices, 'db' | 'config' | 'clock' | 'rateLimiter'>;

/** The account is younger than NEW_ACCOUNT_DAYS (0 turns the rules off). */
export async function isNewAccount(services: Services, userId: string): Promise<boolean> {
  if (services.config.newAccountMs <= 0) return false;
  const user = await findUserById(services.db, userId);
  return !!user && services.clock() - user.createdAt.getTime() < services.config.newAccountMs;
}

/** Spends one post of a new account's stricter budget (nothing for older accounts), or throws 429. */
export async function spendNewAccountBudget(
  services: Services,
  action: NewAccountAction,
  userId: string,
): Promise<void> {
  if (!(await isNewAccount(services, userId))) return;
  for (const rule of NEW_ACCOUNT_LIMITS[action]) {
    const scaled = { ...rule, limit: Math.ceil(rule.limit * services.config.rateLimitScale) };
    const decision = await services.rateLimiter.consume(
      `post-new:${action}:${rule.windowMs}:${userId}`,
      scaled,
    );
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
  }
}

/**
 * Writes a comment, held for review in the same transaction when a new account's text carries a link. Null when
 * what it answers is gone (as createComment).
 */
export async function createCommentUnderReview(
  services: Services,
  input: NewComment,
): Promise<CommentRow | null> {
  const held = hasLink(input.body) && (await isNewAccount(services, input.userId));
  if (!held) return createComment(services.db, input);
  return services.db.transaction(async (tx: Database) => {
    const row = await createComment(tx, { ...input, isHeld: true });
    if (row) {
      await holdForReview(tx, {
        subjectType: 'comment',
        subjectId: row.id,
        reason: HELD_FOR_REVIEW_REASON,
        now: services.clock(),
      });
    }
    return row;
  });
}
