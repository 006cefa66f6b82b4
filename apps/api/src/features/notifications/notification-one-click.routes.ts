/**
 * RFC 8058 one-click unsubscribe for notification e-mail (issue 27), the target of its List-Unsubscribe header
 * (notification-links.ts): a mail client POSTs `List-Unsubscribe=One-Click` without cookies and e-mail of that
 * notification type is turned off for the account the token names. A GET (a person, or a scanner fetching every
 * URL of a message) changes nothing: 303 to the website page that asks for the click.
 */
import { turnOffNotificationEmail } from '@happenings/db/notifications';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App } from '../../context.ts';
import { ApiError, badRequest, notFound } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import {
  NOTIFICATION_ONE_CLICK_PATH,
  NOTIFICATION_UNSUBSCRIBE_PATH,
  readNotificationUnsubscribeToken,
} from './notification-links.ts';
import { notificationPreferenceResponseSchema } from './notifications.schemas.ts';

const query = z.object({ token: z.string().min(1).max(300) });
const oneClickBody = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

const postRoute = createRoute({
  method: 'post',
  path: NOTIFICATION_ONE_CLICK_PATH,
  tags: ['Notifications'],
  summary: 'RFC 8058 one-click: turn off e-mail of the notification type the token names (no sign-in)',
  request: {
    query,
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': { schema: oneClickBody },
        'multipart/form-data': { schema: oneClickBody },
      },
    },
  },
  responses: {
    200: json(notificationPreferenceResponseSchema, 'The type’s setting, e-mail off'),
    ...errorResponses(400, 404),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: NOTIFICATION_ONE_CLICK_PATH,
  tags: ['Notifications'],
  summary: 'Opening the one-click URL changes nothing: 303 to the website page that asks for the click',
  request: { query },
  responses: { 303: { description: 'To /notifications/unsubscribe?token=…' } },
});

export function registerNotificationOneClickRoutes(app: App): void {
  app.openapi(postRoute, async (c) => {
    const services = c.get('services');
    const { token } = c.req.valid('query');
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
    const read = readNotificationUnsubscribeToken(services.config.authSecret, token, services.clock());
    if (!read.ok) {
      throw new ApiError(400, 'INVALID_TOKEN', 'This unsubscribe link is not valid.', [
        { field: 'query.token', message: read.reason },
      ]);
    }
    const preference = await turnOffNotificationEmail(services.db, {
      userId: read.userId,
      type: read.type,
      now: new Date(services.clock()),
    });
    if (!preference) throw notFound('Account');
    return c.json(validated(notificationPreferenceResponseSchema, preference), 200);
  });

  app.openapi(getRoute, (c) => {
    const { config } = c.get('services');
    const { token } = c.req.valid('query');
    return c.redirect(
      `${config.publicUrl}${NOTIFICATION_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      303,
    );
  });
}
