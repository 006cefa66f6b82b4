/**
 * Fixed-window rate limiting. Counters live in PostgreSQL when the API runs on a server database (so every
 * process shares them) and in process memory for the embedded single-process default.
 */
import type { Database } from '@happenings/db/client';
import { hitRateLimit } from '@happenings/db/rate-limits';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
}

function decide(count: number, windowStart: number, rule: RateLimitRule, now: number): RateLimitDecision {
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
  };
}

export function createDatabaseRateLimiter(db: Database, clock: () => number = Date.now): RateLimiter {
  return {
    async consume(key, rule) {
      const now = clock();
      const hit = await hitRateLimit(db, { key, windowMs: rule.windowMs, now });
      return decide(hit.count, hit.windowStart, rule, now);
    },
  };
}

export function createMemoryRateLimiter(clock: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; windowStart: number }>();
  return {
    async consume(key, rule) {
      const now = clock();
      let entry = windows.get(key);
      if (!entry || entry.windowStart <= now - rule.windowMs) {
        if (windows.size > 50_000) windows.clear();
        entry = { count: 0, windowStart: now };
        windows.set(key, entry);
      }
      entry.count += 1;
      return decide(entry.count, entry.windowStart, rule, now);
    },
  };
}
