/**
 * Limits of the imports (issue 26 Safe fetching): each import makes the API fetch someone else's server, so an
 * account may not turn it into a crawler or a way to hammer a site, and no page may hold the request for long.
 */
import type { AppServices } from '../../context.ts';
import { tooManyRequests } from '../../errors/api-error.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';

export const IMPORT_LIMITS = {
  /** Pages imported per account: a host filling in a season's events one by one stays well under it. */
  pagesPerAccount: { limit: 30, windowMs: 60 * 60_000 } satisfies RateLimitRule,
  /** An event page is HTML; Eventbrite's largest are about 600 KiB. */
  pageMaxBytes: 2 * 1024 * 1024,
  /** The member waits for the answer. */
  pageTimeoutMs: 10_000,
  /**
   * Calendar imports run at a member's request (connect, upload, "Sync now"): each fetches a feed and may write
   * thousands of events; the hourly sync does not count.
   */
  calendarImportsPerAccount: { limit: 30, windowMs: 60 * 60_000 } satisfies RateLimitRule,
};

export async function spendPageImport(services: AppServices, userId: string): Promise<void> {
  const rule = IMPORT_LIMITS.pagesPerAccount;
  const scaled = { ...rule, limit: Math.ceil(rule.limit * services.config.rateLimitScale) };
  const decision = await services.rateLimiter.consume(`import-page:${userId}`, scaled);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}

export async function spendCalendarImport(services: AppServices, userId: string): Promise<void> {
  const rule = IMPORT_LIMITS.calendarImportsPerAccount;
  const scaled = { ...rule, limit: Math.ceil(rule.limit * services.config.rateLimitScale) };
  const decision = await services.rateLimiter.consume(`import-calendar:${userId}`, scaled);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}
