/**
 * Marketing e-mail, newsletter sign-ups and region interest. The public calls are rate-limited per e-mail
 * address (429 with Retry-After) so nobody can flood someone's inbox or the tables.
 */
import {
  recordRegionInterest,
  setEmailMarketing,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '@happenings/db/newsletter';
import { type LocationSlug, resolveLocationSlug } from '@happenings/domain/locations';
import { apiErrorBodySchema } from '@happenings/domain/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { App, AppServices } from '../../context.ts';
import { tooManyRequests } from '../../errors/api-error.ts';
import { validated } from '../../http/validated.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { requireUser } from '../auth/session.middleware.ts';
import {
  emailMarketingBodySchema,
  emailMarketingResponseSchema,
  newsletterSubscribeBodySchema,
  newsletterSubscriptionSchema,
  regionInterestBodySchema,
  regionInterestSchema,
} from './newsletter.schemas.ts';

/** Sign-ups per address per hour. */
export const SIGN_UP_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

const errorContent = { 'application/json': { schema: apiErrorBodySchema } };
const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });

const emailMarketingRoute = createRoute({
  method: 'post',
  path: '/api/v1/users/email-marketing',
  tags: ['Users'],
  summary: 'Opt the caller in or out of marketing e-mail',
  request: { body: { required: true, ...json(emailMarketingBodySchema) } },
  responses: {
    200: { description: 'The stored choice', ...json(emailMarketingResponseSchema) },
    400: { description: 'Invalid body (the field is named)', content: errorContent },
    401: { description: 'Not signed in', content: errorContent },
  },
});

const subscribeRoute = createRoute({
  method: 'post',
  path: '/api/v1/newsletter/subscribe',
  tags: ['Other'],
  summary: 'Subscribe an address to a location’s newsletter (idempotent)',
  request: { body: { required: true, ...json(newsletterSubscribeBodySchema) } },
  responses: {
    201: { description: 'Subscribed', ...json(newsletterSubscriptionSchema) },
    200: { description: 'Already subscribed', ...json(newsletterSubscriptionSchema) },
    400: { description: 'Invalid body (the field is named)', content: errorContent },
    429: { description: 'Too many sign-ups for this address', content: errorContent },
  },
});

const regionInterestRoute = createRoute({
  method: 'post',
  path: '/api/v1/region-interest',
  tags: ['Other'],
  summary: 'Ask for Happenings in a region it does not cover yet (idempotent)',
  request: { body: { required: true, ...json(regionInterestBodySchema) } },
  responses: {
    201: { description: 'Recorded', ...json(regionInterestSchema) },
    200: { description: 'Already recorded', ...json(regionInterestSchema) },
    400: { description: 'Invalid body (the field is named)', content: errorContent },
    429: { description: 'Too many requests for this address', content: errorContent },
  },
});

async function limitPerAddress(services: AppServices, action: string, email: string): Promise<void> {
  const decision = await services.rateLimiter.consume(`${action}:${email}`, SIGN_UP_RATE_LIMIT);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function registerNewsletterRoutes(app: App): void {
  app.openapi(emailMarketingRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const { db, clock } = c.get('services');
    const location: LocationSlug | null = body.location ? resolveLocationSlug(body.location) : null;
    const now = new Date(clock());
    const subscribed = await db.transaction(async (tx) => {
      const stored = await setEmailMarketing(tx, { userId: user.id, subscribed: body.subscribed, now });
      if (stored) {
        await subscribeToNewsletter(tx, {
          email: normaliseEmail(user.email),
          locationSlug: location,
          userId: user.id,
          source: 'email-marketing',
        });
      } else {
        await unsubscribeFromNewsletter(tx, { email: user.email, locationSlug: location, now });
      }
      return stored;
    });
    return c.json(validated(emailMarketingResponseSchema, { subscribed, location }), 200);
  });

  app.openapi(subscribeRoute, async (c) => {
    const body = c.req.valid('json');
    const services = c.get('services');
    const email = normaliseEmail(body.email);
    await limitPerAddress(services, 'newsletter', email);
    const location: LocationSlug | null = body.location ? resolveLocationSlug(body.location) : null;
    const { created } = await subscribeToNewsletter(services.db, {
      email,
      locationSlug: location,
      userId: c.get('user')?.id ?? null,
      source: 'newsletter',
    });
    const response = validated(newsletterSubscriptionSchema, { email, location, subscribed: true, created });
    return created ? c.json(response, 201) : c.json(response, 200);
  });

  app.openapi(regionInterestRoute, async (c) => {
    const body = c.req.valid('json');
    const services = c.get('services');
    const email = normaliseEmail(body.email);
    await limitPerAddress(services, 'region-interest', email);
    const region = body.region.trim().toLowerCase();
    const { created } = await recordRegionInterest(services.db, { email, region });
    const response = validated(regionInterestSchema, { email, region, created });
    return created ? c.json(response, 201) : c.json(response, 200);
  });
}
