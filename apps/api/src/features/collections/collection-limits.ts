/**
 * Hourly budgets of what collections send to other people (COLLECTION_LIMITS: invites and shares per hour), counted
 * per sender through the shared RateLimiter, so every server process spends the same budget, and scaled by
 * RATE_LIMIT_SCALE like every other limit. Over budget is a 429 RATE_LIMITED with Retry-After that says which.
 * A collection holds at most COLLECTION_LIMITS.participantsPerCollection people, whichever way they come in.
 */
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import type { AppServices } from '../../context.ts';
import { ApiError, conflict } from '../../errors/api-error.ts';

const HOUR_MS = 60 * 60_000;

const BUDGETS = {
  invite: { label: 'invites', perHour: COLLECTION_LIMITS.invitesPerHour },
  share: { label: 'shares', perHour: COLLECTION_LIMITS.sharesPerHour },
} as const;

export type CollectionBudget = keyof typeof BUDGETS;

/** Spends `units` (one per person invited or shared with) of the sender's hourly budget, or throws 429. */
export async function spendCollectionBudget(
  services: Pick<AppServices, 'rateLimiter' | 'config'>,
  budget: CollectionBudget,
  senderId: string,
  units = 1,
): Promise<void> {
  const { label, perHour } = BUDGETS[budget];
  const limit = Math.ceil(perHour * services.config.rateLimitScale);
  const decision = await services.rateLimiter.consume(
    `collections:${budget}:${senderId}`,
    { limit, windowMs: HOUR_MS },
    units,
  );
  if (decision.allowed) return;
  const { retryAfterSeconds } = decision;
  throw new ApiError(
    429,
    'RATE_LIMITED',
    `Too many ${label}: up to ${limit} an hour. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds, budget, limit },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** 409 COLLECTION_FULL: an invite, a link or a community join would take the collection past its people limit. */
export const collectionFull = () =>
  conflict(
    `This collection has ${COLLECTION_LIMITS.participantsPerCollection} people in it, the most it may have.`,
    'COLLECTION_FULL',
  );
