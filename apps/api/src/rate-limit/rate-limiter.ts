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
  /** Counts `cost` units (default 1: one request) against `key`; budgets of things, not calls, pass more. */
  consume(key: string, rule: RateLimitRule, cost?: number): Promise<RateLimitDecision>;
}

function decide(count: number, windowStart: number, rule: RateLimitRule, now: number): RateLimitDecision {
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
  };
}

export function createDatabaseRateLimiter(db: Database, clock: () => number = Date.now): RateLimiter {
  return {
    async consume(key, rule, cost = 1) {
      const now = clock();
      const hit = await hitRateLimit(db, { key, windowMs: rule.windowMs, now, cost });
      return decide(hit.count, hit.windowStart, rule, now);
    },
  };
}

export function createMemoryRateLimiter(clock: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; windowStart: number }>();
  return {
    async consume(key, rule, cost = 1) {
      const now = clock();
      let entry = windows.get(key);
      if (!entry || entry.windowStart <= now - rule.windowMs) {
        if (windows.size > 50_000) windows.clear();
        entry = { count: 0, windowStart: now };
        windows.set(key, entry);
      }
      entry.count += cost;
      return decide(entry.count, entry.windowStart, rule, now);
    },
  };
}
