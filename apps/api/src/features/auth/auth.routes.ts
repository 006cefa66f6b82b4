/**
 * Mounts better-auth under /api/auth, limited to the endpoints the product uses (auth-endpoints.ts; any other path
 * answers 404), with the limits of auth-guard.ts in front of the ones that guess or send (429 with Retry-After, or
 * a challenge to solve), and its errors in the API's one error shape (auth-response.ts). Code sends, and sign-ins
 * to an account that has had too many attempts, need a solved challenge (spec §5 invisible verification challenge,
 * phone-challenge.ts), handed out by GET /api/v1/auth/phone-challenge.
 */
import { apiErrorBodySchema } from '@happenings/domain/schemas';
import { createRoute } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { App } from '../../context.ts';
import { handleNotFound } from '../../errors/error-handler.ts';
import { validated } from '../../http/validated.ts';
import { findAuthEndpoint } from './auth-endpoints.ts';
import { guardAuthRequest } from './auth-guard.ts';
import { toApiErrorShape, withSetCookie } from './auth-response.ts';
import { DEVICE_COOKIE, rememberDevice, serialiseDeviceCookie } from './device-cookie.ts';
import { issuePhoneChallenge } from './phone-challenge.ts';

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
    'A signed proof-of-work challenge; its solution goes in X-Phone-Challenge on /api/auth/phone-number/send-otp, and on /api/auth/sign-in/email after a 403 CHALLENGE_REQUIRED',
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

export function registerAuthRoutes(app: App): void {
  app.openapi(phoneChallengeRoute, (c) => {
    const { config, clock } = c.get('services');
    c.header('cache-control', 'no-store');
    return c.json(validated(phoneChallengeSchema, issuePhoneChallenge(config.authSecret, clock())), 200);
  });

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const { auth, config } = c.get('services');
    const endpoint = findAuthEndpoint(c.req.method, c.req.path.slice('/api/auth'.length));
    if (!endpoint) return handleNotFound(c);
    const { accountKey } = await guardAuthRequest(c, endpoint);
    const response = await toApiErrorShape(await auth.handler(c.req.raw));
    if (!endpoint.remembersDevice || !accountKey || response.status !== 200) return response;
    const device = rememberDevice(getCookie(c, DEVICE_COOKIE), accountKey, config.authSecret);
    return withSetCookie(response, serialiseDeviceCookie(device, config.cookieSecure));
  });
}
