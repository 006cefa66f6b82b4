/**
 * Per-account budgets for what an account adds to the shared product: experiences, places, follows and interest
 * marks (an hourly and a daily budget each), and contact hashes matched against accounts (a daily budget). They
 * are counted through the shared RateLimiter, so every server process draws on the same counters, and a call over
 * budget is a 429 RATE_LIMITED with Retry-After (spec §8 error shape).
 *
 * An account whose e-mail address or phone number is not verified costs nothing to make, so it gets much smaller
 * budgets: enough to try the product, not enough to flood shared listings or to harvest address books with
 * throwaway accounts. RATE_LIMIT_SCALE multiplies every budget (browser tests run with a large one).
 */
import type { AppServices, SessionUser } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface Budget {
  perHour?: number;
  perDay: number;
}

export interface AccountBudgets {
  /** What the budget counts, for the 429 message: 'experiences', 'contact hashes'. */
  label: string;
  verified: Budget;
  unverified: Budget;
}

export const ACCOUNT_BUDGETS = {
  experience: {
    label: 'new experiences',
    verified: { perHour: 30, perDay: 100 },
    unverified: { perHour: 3, perDay: 5 },
  },
  place: {
    label: 'new places',
    verified: { perHour: 60, perDay: 300 },
    unverified: { perHour: 5, perDay: 20 },
  },
  /** Counted per person followed: one bulk call of 100 ids draws 100 (onboarding follows in bulk). */
  follow: {
    label: 'follows',
    verified: { perHour: 300, perDay: 1000 },
    unverified: { perHour: 100, perDay: 200 },
  },
  interested: {
    label: 'interest marks',
    verified: { perHour: 600, perDay: 3000 },
    unverified: { perHour: 120, perDay: 500 },
  },
  /** Counted per hash not synced before by the account: re-syncing the same address book is free. */
  'contact-hashes': {
    label: 'new contact hashes',
    verified: { perDay: 2000 },
    unverified: { perDay: 500 },
  },
} as const satisfies Record<string, AccountBudgets>;

export type BudgetName = keyof typeof ACCOUNT_BUDGETS;

/**
 * E-mail verified, or a phone number on the account: better-auth's phoneNumber plugin only sets the number once
 * its one-time code is verified (it refuses to set one on sign-up or profile update), and PATCH /users takes none.
 */
export function isVerifiedAccount(user: Pick<SessionUser, 'emailVerified' | 'phoneNumber'>): boolean {
  return user.emailVerified || user.phoneNumber !== null;
}

/**
 * Draws `units` (default 1) from the caller's budget `name`, or throws 429 RATE_LIMITED naming the budget and when
 * it refills. Call it after the request is validated and authorised, just before the write: refused requests cost
 * nothing.
 */
export async function spendAccountBudget(
  services: Pick<AppServices, 'rateLimiter' | 'config'>,
  user: SessionUser,
  name: BudgetName,
  units = 1,
): Promise<void> {
  if (units <= 0) return;
  const verified = isVerifiedAccount(user);
  const budgets: AccountBudgets = ACCOUNT_BUDGETS[name];
  const budget: Budget = verified ? budgets.verified : budgets.unverified;
  const scale = services.config.rateLimitScale;
  const windows = [
    { per: 'an hour', windowMs: HOUR_MS, limit: budget.perHour },
    { per: 'a day', windowMs: DAY_MS, limit: budget.perDay },
  ].flatMap((window) =>
    window.limit === undefined ? [] : [{ ...window, limit: Math.ceil(window.limit * scale) }],
  );
  const decisions = await Promise.all(
    windows.map((window) =>
      services.rateLimiter.consume(
        `budget:${name}:${window.windowMs}:${user.id}`,
        { limit: window.limit, windowMs: window.windowMs },
        units,
      ),
    ),
  );
  const refused = windows
    .map((window, i) => ({ ...window, decision: decisions[i]! }))
    .filter((entry) => !entry.decision.allowed);
  if (refused.length === 0) return;
  const retryAfterSeconds = Math.max(...refused.map((entry) => entry.decision.retryAfterSeconds));
  const first = refused[0]!;
  const unlock = verified ? '' : ' until you verify your e-mail address or phone number';
  throw new ApiError(
    429,
    'RATE_LIMITED',
    `Too many ${budgets.label}: up to ${first.limit} ${first.per}${unlock}. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds, budget: name, limit: first.limit, verified },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
