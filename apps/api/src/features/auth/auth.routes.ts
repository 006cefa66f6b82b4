/**
 * Mounts better-auth under /api/auth, with rate limits on the endpoints that guess or send things: sign-in,
 * sign-up, code sends and code attempts (429 with Retry-After).
 */
import type { App } from '../../context.ts';
import { tooManyRequests } from '../../errors/api-error.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';

const MINUTE = 60_000;

/** Path suffix under /api/auth → the limit per client address. */
export const AUTH_RATE_LIMITS: Record<string, RateLimitRule> = {
  '/sign-in/email': { limit: 10, windowMs: MINUTE },
  '/sign-in/username': { limit: 10, windowMs: MINUTE },
  '/sign-in/phone-number': { limit: 10, windowMs: MINUTE },
  '/sign-up/email': { limit: 5, windowMs: 10 * MINUTE },
  '/phone-number/send-otp': { limit: 3, windowMs: 10 * MINUTE },
  '/phone-number/verify': { limit: 5, windowMs: 10 * MINUTE },
  '/send-verification-email': { limit: 3, windowMs: 10 * MINUTE },
  '/request-password-reset': { limit: 3, windowMs: 10 * MINUTE },
};

/** The caller's address: the first hop of X-Forwarded-For (set by the website's proxy), else a fixed key. */
export function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'local';
}

export function registerAuthRoutes(app: App): void {
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const { auth, rateLimiter, config } = c.get('services');
    const suffix = c.req.path.slice('/api/auth'.length);
    const rule = c.req.method === 'POST' ? AUTH_RATE_LIMITS[suffix] : undefined;
    if (rule) {
      const scaled = { ...rule, limit: Math.ceil(rule.limit * config.rateLimitScale) };
      const decision = await rateLimiter.consume(`auth${suffix}:${clientAddress(c.req.raw.headers)}`, scaled);
      if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
    }
    return auth.handler(c.req.raw);
  });
}
