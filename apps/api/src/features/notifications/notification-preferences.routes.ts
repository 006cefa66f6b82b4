/**
 * Notification preferences (issue 11): per type, whether it reaches the caller in the app (off: it is not created
 * for them at all) and by e-mail; the defaults are the domain's NOTIFICATION_RULES. And the unsubscribe link of
 * notification e-mails, which needs no sign-in: its signed token (notification-links.ts) is the credential, and it
 * turns e-mail off for the one type it names.
 */
import {
  listNotificationPreferences,
  setNotificationPreferences,
  turnOffNotificationEmail,
} from '@happenings/db/notifications';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { spendNotificationWrite, spendUnsubscribe } from './notification-limits.ts';
import { readNotificationUnsubscribeToken } from './notification-links.ts';
import {
  notificationPreferenceResponseSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
  notificationUnsubscribeBodySchema,
} from './notifications.schemas.ts';

const tags = ['Notifications'];
const path = '/api/v1/notifications/preferences';

const getRoute = createRoute({
  method: 'get',
  path,
  tags,
  summary: 'The caller’s notification preferences: every type, in the app and by e-mail',
  responses: {
    200: json(notificationPreferencesSchema, 'Every type with its setting'),
    ...errorResponses(401),
  },
});

const putRoute = createRoute({
  method: 'put',
  path,
  tags,
  summary: 'Change the caller’s notification preferences for the types given; answers every type',
  request: {
    body: { required: true, content: { 'application/json': { schema: notificationPreferencesBodySchema } } },
  },
  responses: {
    200: json(notificationPreferencesSchema, 'Every type with its setting'),
    ...errorResponses(400, 401),
    429: json(apiErrorSchema, 'RATE_LIMITED: too many writes in a minute (Retry-After)'),
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/api/v1/notifications/unsubscribe',
  tags,
  summary:
    'Turn off e-mail for one notification type with the token of an e-mail’s unsubscribe link (no sign-in)',
  request: {
    body: { required: true, content: { 'application/json': { schema: notificationUnsubscribeBodySchema } } },
  },
  responses: {
    200: json(notificationPreferenceResponseSchema, 'The type’s setting now'),
    400: json(apiErrorSchema, 'The token is malformed or forged (INVALID_TOKEN)'),
    404: json(apiErrorSchema, 'The account no longer exists'),
    429: json(apiErrorSchema, 'RATE_LIMITED: too many from this address (Retry-After)'),
  },
});

export function registerNotificationPreferencesRoutes(app: App): void {
  app.openapi(getRoute, async (c) => {
    const caller = requireUser(c);
    const items = await listNotificationPreferences(c.get('services').db, caller.id);
    return c.json(validated(notificationPreferencesSchema, { items }), 200);
  });

  app.openapi(putRoute, async (c) => {
    const caller = requireUser(c);
    const { items } = c.req.valid('json');
    const services = c.get('services');
    await spendNotificationWrite(services, caller.id);
    await setNotificationPreferences(services.db, {
      userId: caller.id,
      preferences: items,
      now: new Date(services.clock()),
    });
    const stored = await listNotificationPreferences(services.db, caller.id);
    return c.json(validated(notificationPreferencesSchema, { items: stored }), 200);
  });

  app.openapi(unsubscribeRoute, async (c) => {
    const { token } = c.req.valid('json');
    const services = c.get('services');
    await spendUnsubscribe(c);
    const read = readNotificationUnsubscribeToken(services.config.authSecret, token, services.clock());
    if (!read.ok) {
      throw new ApiError(400, 'INVALID_TOKEN', 'This link is not valid. Check that it was copied whole.', [
        { field: 'body.token', message: read.reason },
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
}
