/**
 * Marketing e-mail, newsletter sign-ups and region interest. The public calls are rate-limited per e-mail
 * address (429 with Retry-After) so nobody can flood someone's inbox or the tables.
 *
 * The newsletter is double opt-in: a sign-up stores a pending subscription and mails the address a link to
 * confirm it (at most CONFIRMATION_MAIL_RATE_LIMIT mails a day per address, however often it is asked for); only
 * confirmed addresses receive the newsletter, and every address can leave through its unsubscribe link without
 * signing in. A sign-up answers the same whatever the address's state, so it tells nobody who is on the list.
 * Region interest sends nothing when it is recorded, so it needs no confirmation, only the per-address limit.
 */
import {
  confirmNewsletterSubscription,
  type NewsletterSubscription,
  recordRegionInterest,
  setEmailMarketing,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribeNewsletterSubscription,
} from '@happenings/db/newsletter';
import { LOCATIONS, type LocationSlug, resolveLocationSlug } from '@happenings/domain/locations';
import { apiErrorBodySchema } from '@happenings/domain/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { App, AppServices } from '../../context.ts';
import { ApiError, notFound, tooManyRequests } from '../../errors/api-error.ts';
import { validated } from '../../http/validated.ts';
import { clientAddressKey } from '../../rate-limit/client-address.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { PHONE_EMAIL_DOMAIN } from '../auth/auth.ts';
import { PHONE_CHALLENGE_HEADER, redeemPhoneChallenge } from '../auth/phone-challenge.ts';
import { requireUser } from '../auth/session.middleware.ts';
import {
  emailMarketingBodySchema,
  emailMarketingResponseSchema,
  newsletterSubscribeBodySchema,
  newsletterSubscriptionSchema,
  newsletterTokenBodySchema,
  regionInterestBodySchema,
  regionInterestSchema,
} from './newsletter.schemas.ts';
import { renderNewsletterConfirmationEmail } from './newsletter-email.ts';
import { type NewsletterLinkPurpose, newsletterLink, readNewsletterToken } from './newsletter-links.ts';

/** Sign-ups per address per hour. */
export const SIGN_UP_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

/**
 * Sign-ups per client (its address, rate-limit/client-address.ts) per hour, whatever addresses they name: one
 * visitor signs up a household, a script cycling through other people's addresses is stopped (issue 27).
 */
export const SIGN_UP_PER_CLIENT_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };

/** Confirmation mails per address per day: asking again for a pending address re-sends the link this often. */
export const CONFIRMATION_MAIL_RATE_LIMIT: RateLimitRule = { limit: 3, windowMs: 24 * 60 * 60_000 };

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
  summary: 'Ask for a location’s newsletter: the address gets a link to confirm (double opt-in)',
  request: { body: { required: true, ...json(newsletterSubscribeBodySchema) } },
  responses: {
    202: {
      description: 'Pending until the address confirms (the same answer when it is already on the list)',
      ...json(newsletterSubscriptionSchema),
    },
    400: { description: 'Invalid body (the field is named)', content: errorContent },
    403: {
      description:
        'CHALLENGE_REQUIRED: every sign-up carries a solved challenge of GET /api/v1/auth/phone-challenge in X-Phone-Challenge',
      content: errorContent,
    },
    429: { description: 'Too many sign-ups for this address or from this client', content: errorContent },
  },
});

const tokenRoute = (purpose: NewsletterLinkPurpose, summary: string) =>
  createRoute({
    method: 'post',
    path: `/api/v1/newsletter/${purpose}`,
    tags: ['Other'],
    summary,
    request: { body: { required: true, ...json(newsletterTokenBodySchema) } },
    responses: {
      200: { description: 'The subscription’s new state', ...json(newsletterSubscriptionSchema) },
      400: {
        description: 'The token is malformed, forged or expired (INVALID_TOKEN)',
        content: errorContent,
      },
      404: {
        description: 'The subscription no longer exists (or, to confirm, was unsubscribed)',
        content: errorContent,
      },
    },
  });

const confirmRoute = tokenRoute(
  'confirm',
  'Confirm a newsletter subscription with the token mailed to the address',
);
const unsubscribeRoute = tokenRoute(
  'unsubscribe',
  'Unsubscribe from a newsletter with the token of its link (no sign-in)',
);

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

const toLocation = (slug: string | null): LocationSlug | null => resolveLocationSlug(slug);

/**
 * Mails the confirmation link of a pending subscription, unless the address already had its mails for the day
 * (then the links it has still work) or is the placeholder of a phone sign-up, which receives no mail.
 */
export async function sendConfirmation(
  services: AppServices,
  subscription: NewsletterSubscription,
): Promise<void> {
  if (subscription.status !== 'pending' || subscription.email.endsWith(`@${PHONE_EMAIL_DOMAIN}`)) return;
  const email = normaliseEmail(subscription.email);
  const decision = await services.rateLimiter.consume(
    `newsletter-confirmation-mail:${email}`,
    CONFIRMATION_MAIL_RATE_LIMIT,
  );
  if (!decision.allowed) return;
  const { config, clock } = services;
  const location = toLocation(subscription.locationSlug);
  await services.mailer.send(
    renderNewsletterConfirmationEmail({
      to: subscription.email,
      newsletterName: location
        ? `the Happenings ${LOCATIONS[location].name} newsletter`
        : 'the Happenings newsletter',
      confirmLink: newsletterLink(config, 'confirm', subscription.id, clock()),
      unsubscribeLink: newsletterLink(config, 'unsubscribe', subscription.id, clock()),
      manageLink: newsletterLink(config, 'manage', subscription.id, clock()),
    }),
  );
}

function readToken(services: AppServices, purpose: NewsletterLinkPurpose, token: string): string {
  const read = readNewsletterToken(services.config.authSecret, purpose, token, services.clock());
  if (read.ok) return read.subscriptionId;
  throw new ApiError(
    400,
    'INVALID_TOKEN',
    read.reason === 'expired'
      ? 'This link has expired. Sign up again to get a new one.'
      : 'This link is not valid. Check that it was copied whole.',
    [{ field: 'body.token', message: read.reason }],
  );
}

export function registerNewsletterRoutes(app: App): void {
  app.openapi(emailMarketingRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const { db, clock } = c.get('services');
    const location: LocationSlug | null = body.location ? resolveLocationSlug(body.location) : null;
    const now = new Date(clock());
    const { subscribed, subscription } = await db.transaction(async (tx) => {
      const stored = await setEmailMarketing(tx, { userId: user.id, subscribed: body.subscribed, now });
      if (!stored) {
        await unsubscribeFromNewsletter(tx, { email: user.email, locationSlug: location, now });
        return { subscribed: stored, subscription: null };
      }
      const row = await subscribeToNewsletter(tx, {
        email: normaliseEmail(user.email),
        locationSlug: location,
        userId: user.id,
        source: 'email-marketing',
        // A verified account address has already proven it is the user's; any other must confirm.
        confirmedAt: user.emailVerified ? now : null,
      });
      return { subscribed: stored, subscription: row };
    });
    if (subscription) await sendConfirmation(c.get('services'), subscription);
    return c.json(
      validated(emailMarketingResponseSchema, {
        subscribed,
        location,
        newsletter: subscription?.status ?? null,
      }),
      200,
    );
  });

  app.openapi(subscribeRoute, async (c) => {
    const body = c.req.valid('json');
    const services = c.get('services');
    const email = normaliseEmail(body.email);
    // Issue 27: the sign-up mails whatever address it is given, so each costs its sender the work of the sign-in
    // challenge (checked first: a request without it costs nothing, not even a rate-limit slot), then the client's
    // budget, then the address's.
    const check = await redeemPhoneChallenge(c.req.header(PHONE_CHALLENGE_HEADER), {
      secret: services.config.authSecret,
      now: services.clock(),
      rateLimiter: services.rateLimiter,
    });
    if (!check.ok) {
      throw new ApiError(
        403,
        'CHALLENGE_REQUIRED',
        'Solve the verification challenge and send the sign-up again.',
        [{ field: 'header.x-phone-challenge', message: check.reason }],
      );
    }
    const perClient = {
      ...SIGN_UP_PER_CLIENT_RATE_LIMIT,
      limit: Math.ceil(SIGN_UP_PER_CLIENT_RATE_LIMIT.limit * services.config.rateLimitScale),
    };
    const client = await services.rateLimiter.consume(`newsletter-client:${clientAddressKey(c)}`, perClient);
    if (!client.allowed) throw tooManyRequests(client.retryAfterSeconds);
    await limitPerAddress(services, 'newsletter', email);
    const location: LocationSlug | null = body.location ? resolveLocationSlug(body.location) : null;
    const subscription = await subscribeToNewsletter(services.db, {
      email,
      locationSlug: location,
      userId: c.get('user')?.id ?? null,
      source: 'newsletter',
    });
    await sendConfirmation(services, subscription);
    return c.json(validated(newsletterSubscriptionSchema, { email, location, status: 'pending' }), 202);
  });

  app.openapi(confirmRoute, async (c) => {
    const services = c.get('services');
    const id = readToken(services, 'confirm', c.req.valid('json').token);
    const confirmed = await confirmNewsletterSubscription(services.db, {
      id,
      now: new Date(services.clock()),
    });
    if (!confirmed) throw notFound('Subscription');
    const location = toLocation(confirmed.locationSlug);
    const response = validated(newsletterSubscriptionSchema, {
      email: confirmed.email,
      location,
      status: 'confirmed',
    });
    return c.json(response, 200);
  });

  app.openapi(unsubscribeRoute, async (c) => {
    const services = c.get('services');
    const id = readToken(services, 'unsubscribe', c.req.valid('json').token);
    const left = await unsubscribeNewsletterSubscription(services.db, {
      id,
      now: new Date(services.clock()),
    });
    if (!left) throw notFound('Subscription');
    const location = toLocation(left.locationSlug);
    const response = validated(newsletterSubscriptionSchema, {
      email: left.email,
      location,
      status: 'unsubscribed',
    });
    return c.json(response, 200);
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
