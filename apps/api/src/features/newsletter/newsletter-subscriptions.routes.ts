/**
 * Issue 27: subscribers choose their cities or leave the newsletter, signed in (/account/edit) or not (the manage
 * link in every issue's footer, a signed token naming one of the address's subscriptions). Both answer the state
 * of each location for the address and take the whole set of locations wanted: the others end.
 *
 * A new city is confirmed at once when the address is proven: a signed-in member's verified e-mail, or the holder
 * of a manage link (it came to that inbox). An unverified account address gets the double opt-in mail.
 */
import {
  findNewsletterSubscriptionEmail,
  listNewsletterSubscriptionsOfEmail,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '@happenings/db/newsletter';
import { LOCATION_SLUGS, type LocationSlug, resolveLocationSlug } from '@happenings/domain/locations';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App, AppServices } from '../../context.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { sendConfirmation } from './newsletter.routes.ts';
import { readNewsletterToken } from './newsletter-links.ts';

export const newsletterSubscriptionsSchema = z
  .object({
    email: z.string(),
    locations: z.array(
      z.object({
        location: z.enum(LOCATION_SLUGS),
        /** subscribed: receives it; pending: waits for the address to confirm; none: does not receive it. */
        status: z.enum(['subscribed', 'pending', 'none']),
      }),
    ),
  })
  .meta({ id: 'NewsletterSubscriptions' });

// Every location at most once: the list cannot grow beyond the locations there are.
const locationsField = z
  .array(z.enum(LOCATION_SLUGS))
  .max(LOCATION_SLUGS.length)
  .refine((list) => new Set(list).size === list.length, { message: 'Each location at most once' });

export const newsletterSubscriptionsBodySchema = z
  .object({ locations: locationsField })
  .meta({ id: 'NewsletterSubscriptionsRequest' });

export const newsletterManageBodySchema = z
  .object({ token: z.string().min(1).max(200), locations: locationsField })
  .meta({ id: 'NewsletterManageRequest' });

const tokenQuery = z.object({ token: z.string().min(1).max(200) });

const getMineRoute = createRoute({
  method: 'get',
  path: '/api/v1/newsletter/subscriptions',
  tags: ['Other'],
  summary: 'The newsletter state of each location for the signed-in member’s address',
  responses: { 200: json(newsletterSubscriptionsSchema, 'One entry per location'), ...errorResponses(401) },
});

const putMineRoute = createRoute({
  method: 'put',
  path: '/api/v1/newsletter/subscriptions',
  tags: ['Other'],
  summary: 'Set the locations whose newsletter the signed-in member receives (the others end)',
  request: {
    body: { required: true, content: { 'application/json': { schema: newsletterSubscriptionsBodySchema } } },
  },
  responses: { 200: json(newsletterSubscriptionsSchema, 'The new state'), ...errorResponses(400, 401) },
});

const getManageRoute = createRoute({
  method: 'get',
  path: '/api/v1/newsletter/manage',
  tags: ['Other'],
  summary: 'The newsletter state of each location for the address of a manage link (no sign-in)',
  request: { query: tokenQuery },
  responses: {
    200: json(newsletterSubscriptionsSchema, 'One entry per location'),
    ...errorResponses(400, 404),
  },
});

const postManageRoute = createRoute({
  method: 'post',
  path: '/api/v1/newsletter/manage',
  tags: ['Other'],
  summary: 'Set the locations the address of a manage link receives; [] leaves them all (no sign-in)',
  request: {
    body: { required: true, content: { 'application/json': { schema: newsletterManageBodySchema } } },
  },
  responses: { 200: json(newsletterSubscriptionsSchema, 'The new state'), ...errorResponses(400, 404) },
});

async function stateOf(services: AppServices, email: string) {
  const rows = await listNewsletterSubscriptionsOfEmail(services.db, { email });
  const locations = LOCATION_SLUGS.map((location) => {
    const row = rows.find((r) => resolveLocationSlug(r.locationSlug) === location);
    const status =
      row?.status === 'confirmed' ? 'subscribed' : row?.status === 'pending' ? 'pending' : ('none' as const);
    return { location, status } as const;
  });
  return validated(newsletterSubscriptionsSchema, { email, locations });
}

async function setLocations(
  services: AppServices,
  options: { email: string; wanted: readonly LocationSlug[]; userId: string | null; proven: boolean },
) {
  const now = new Date(services.clock());
  const pending = await services.db.transaction(async (tx) => {
    const rows = await listNewsletterSubscriptionsOfEmail(tx, { email: options.email });
    const active = new Set(
      rows.filter((r) => r.status !== 'unsubscribed').map((r) => resolveLocationSlug(r.locationSlug)),
    );
    const started = [];
    for (const location of LOCATION_SLUGS) {
      const want = options.wanted.includes(location);
      if (want && !active.has(location)) {
        started.push(
          await subscribeToNewsletter(tx, {
            email: options.email,
            locationSlug: location,
            userId: options.userId,
            source: 'manage',
            confirmedAt: options.proven ? now : null,
          }),
        );
      } else if (!want && active.has(location)) {
        await unsubscribeFromNewsletter(tx, { email: options.email, locationSlug: location, now });
      }
    }
    return started;
  });
  for (const subscription of pending) await sendConfirmation(services, subscription);
}

function emailOfToken(services: AppServices, token: string, field: string): string {
  const read = readNewsletterToken(services.config.authSecret, 'manage', token, services.clock());
  if (!read.ok) {
    throw new ApiError(400, 'INVALID_TOKEN', 'This link is not valid. Check that it was copied whole.', [
      { field, message: read.reason },
    ]);
  }
  return read.subscriptionId;
}

async function addressOf(services: AppServices, token: string, field: string): Promise<string> {
  const email = await findNewsletterSubscriptionEmail(services.db, {
    id: emailOfToken(services, token, field),
  });
  if (!email) throw notFound('Subscription');
  return email;
}

export function registerNewsletterSubscriptionsRoutes(app: App): void {
  app.openapi(getMineRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await stateOf(c.get('services'), user.email.trim().toLowerCase()), 200);
  });

  app.openapi(putMineRoute, async (c) => {
    const user = requireUser(c);
    const services = c.get('services');
    const email = user.email.trim().toLowerCase();
    const { locations } = c.req.valid('json');
    await setLocations(services, { email, wanted: locations, userId: user.id, proven: user.emailVerified });
    return c.json(await stateOf(services, email), 200);
  });

  app.openapi(getManageRoute, async (c) => {
    const services = c.get('services');
    const email = await addressOf(services, c.req.valid('query').token, 'query.token');
    return c.json(await stateOf(services, email), 200);
  });

  app.openapi(postManageRoute, async (c) => {
    const services = c.get('services');
    const { token, locations } = c.req.valid('json');
    const email = await addressOf(services, token, 'body.token');
    await setLocations(services, { email, wanted: locations, userId: null, proven: true });
    return c.json(await stateOf(services, email), 200);
  });
}
