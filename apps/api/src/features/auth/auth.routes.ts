/**
 * Mounts better-auth under /api/auth, with rate limits on the endpoints that guess or send things: sign-in,
 * sign-up, code sends and code attempts (429 with Retry-After). Code sends also need a solved phone challenge
 * (spec §5 invisible verification challenge, phone-challenge.ts), handed out by GET /api/v1/auth/phone-challenge.
 */
import { apiErrorBodySchema } from '@happenings/domain/schemas';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App } from '../../context.ts';
import { ApiError, tooManyRequests } from '../../errors/api-error.ts';
import { validated } from '../../http/validated.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import {
  issuePhoneChallenge,
  PHONE_CHALLENGE_HEADER,
  PHONE_CHALLENGE_TTL_MS,
  verifyPhoneChallenge,
} from './phone-challenge.ts';

const phoneChallengeSchema = z
  .object({
    challenge: z.string().min(1),
    difficulty: z.int().min(1).max(32),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'PhoneChallenge' });

const phoneChallengeRoute = createRoute({
  method: 'get',
  path: '/api/v1/auth/phone-challenge',
  tags: ['Other'],
  summary:
    'A signed proof-of-work challenge; its solution goes in X-Phone-Challenge on /api/auth/phone-number/send-otp',
  responses: {
    200: {
      description: 'The challenge',
      content: { 'application/json': { schema: phoneChallengeSchema } },
    },
    429: {
      description: 'Too many requests',
      content: { 'application/json': { schema: apiErrorBodySchema } },
    },
  },
});

const SEND_OTP_PATH = '/phone-number/send-otp';

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
  app.openapi(phoneChallengeRoute, (c) => {
    const { config, clock } = c.get('services');
    c.header('cache-control', 'no-store');
    return c.json(validated(phoneChallengeSchema, issuePhoneChallenge(config.authSecret, clock())), 200);
  });

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const { auth, rateLimiter, config } = c.get('services');
    const suffix = c.req.path.slice('/api/auth'.length);
    // The challenge first: a request without the work costs the sender nothing, not even a rate-limit slot.
    if (c.req.method === 'POST' && suffix === SEND_OTP_PATH) {
      const { clock } = c.get('services');
      const check = verifyPhoneChallenge(c.req.header(PHONE_CHALLENGE_HEADER), config.authSecret, clock());
      if (!check.ok) {
        throw new ApiError(400, 'PHONE_CHALLENGE_FAILED', 'The verification challenge failed. Try again.', {
          reason: check.reason,
        });
      }
      // Each solved challenge sends one code.
      const once = await rateLimiter.consume(`phone-challenge:${check.challenge}`, {
        limit: 1,
        windowMs: PHONE_CHALLENGE_TTL_MS,
      });
      if (!once.allowed) {
        throw new ApiError(400, 'PHONE_CHALLENGE_FAILED', 'The verification challenge failed. Try again.', {
          reason: 'reused',
        });
      }
    }
    const rule = c.req.method === 'POST' ? AUTH_RATE_LIMITS[suffix] : undefined;
    if (rule) {
      const scaled = { ...rule, limit: Math.ceil(rule.limit * config.rateLimitScale) };
      const decision = await rateLimiter.consume(`auth${suffix}:${clientAddress(c.req.raw.headers)}`, scaled);
      if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
    }
    return auth.handler(c.req.raw);
  });
}
