/**
 * RFC 8058 one-click unsubscribe, the https target of every newsletter's List-Unsubscribe header
 * (mail/list-unsubscribe.ts): a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the URL, without
 * cookies or a page in between, and the subscription its token names ends. Only a POST does anything: a GET (a
 * person who opened the URL, or a link scanner fetching every URL of a message) is sent on to the website's
 * confirmation page, whose button makes the POST of POST /api/v1/newsletter/unsubscribe.
 */
import { unsubscribeNewsletterSubscription } from '@happenings/db/newsletter';
import { resolveLocationSlug } from '@happenings/domain/locations';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App } from '../../context.ts';
import { ApiError, badRequest, notFound } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { newsletterSubscriptionSchema } from './newsletter.schemas.ts';
import { NEWSLETTER_LINK_PATHS, readNewsletterToken } from './newsletter-links.ts';
import { ONE_CLICK_PATH } from './newsletter-one-click-link.ts';

const query = z.object({ token: z.string().min(1).max(200) });

const postRoute = createRoute({
  method: 'post',
  path: ONE_CLICK_PATH,
  tags: ['Other'],
  summary:
    'RFC 8058 one-click unsubscribe: the body List-Unsubscribe=One-Click ends the subscription the token names',
  request: {
    query,
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
        },
        'multipart/form-data': { schema: z.object({ 'List-Unsubscribe': z.literal('One-Click') }) },
      },
    },
  },
  responses: {
    200: json(newsletterSubscriptionSchema, 'Unsubscribed (the same answer again for an ended subscription)'),
    ...errorResponses(400, 404),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: ONE_CLICK_PATH,
  tags: ['Other'],
  summary: 'Opening the one-click URL changes nothing: 303 to the website page that asks for the click',
  request: { query },
  responses: { 303: { description: 'To /newsletter/unsubscribe?token=…, which asks before unsubscribing' } },
});

export function registerNewsletterOneClickRoutes(app: App): void {
  app.openapi(postRoute, async (c) => {
    const services = c.get('services');
    const { token } = c.req.valid('query');
    // zod-openapi validates only the declared form types; anything else must still say One-Click (RFC 8058 §3.2).
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      form = {};
    }
    if (form['List-Unsubscribe'] !== 'One-Click') {
      throw badRequest('A one-click unsubscribe posts List-Unsubscribe=One-Click.', [
        { field: 'body.List-Unsubscribe', message: 'Expected One-Click.' },
      ]);
    }
    const read = readNewsletterToken(services.config.authSecret, 'unsubscribe', token, services.clock());
    if (!read.ok) {
      throw new ApiError(400, 'INVALID_TOKEN', 'This unsubscribe link is not valid.', [
        { field: 'query.token', message: read.reason },
      ]);
    }
    const left = await unsubscribeNewsletterSubscription(services.db, {
      id: read.subscriptionId,
      now: new Date(services.clock()),
    });
    if (!left) throw notFound('Subscription');
    return c.json(
      validated(newsletterSubscriptionSchema, {
        email: left.email,
        location: resolveLocationSlug(left.locationSlug),
        status: 'unsubscribed',
      }),
      200,
    );
  });

  app.openapi(getRoute, (c) => {
    const { config } = c.get('services');
    const { token } = c.req.valid('query');
    const page = `${config.publicUrl}${NEWSLETTER_LINK_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;
    return c.redirect(page, 303);
  });
}
