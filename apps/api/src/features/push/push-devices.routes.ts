/**
 * Push notifications to the companion app (spec §3 notification types; the spec lists only GET
 * /api/v1/push-notifications/auth-hash, and its list of calls "may not be complete"): the app registers the Expo
 * push token of its installation when someone signs in, and removes it when they sign out. The notifications
 * themselves are pushed in the background (jobs/notification-pushes.job.ts, jobs/send-push.job.ts).
 *
 * A token belongs to one account at a time, and an Expo token proves nothing about who holds the phone: anyone who
 * has seen one could send it. So a token another account holds is refused (409 TOKEN_IN_USE, nothing changed)
 * while the sign-in that registered it lasts; it passes to the next account only once that sign-in has ended. A
 * registration lasts as long as the sign-in it was made with (packages/db push-devices.table.ts): signing out ends
 * the pushes without another call, which the app could not make once its token is revoked, and frees the token
 * for whoever signs in on the phone next. Only the holder may remove it (404 to anyone else, so holding it does
 * not leak), and Expo's DeviceNotRegistered drops it (jobs/send-push.job.ts).
 */
import { registerPushDevice, unregisterPushDevice } from '@happenings/db/push';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { conflict, notFound, unauthorized } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { pushDeviceBodySchema, pushDeviceParamsSchema } from './push-devices.schemas.ts';
import { PUSH_LIMITS, spendPushDeviceWrite } from './push-limits.ts';

const tags = ['Push notifications'];
const rateLimited = json(apiErrorSchema, 'RATE_LIMITED: too many registrations in an hour (Retry-After)');

const registerRoute = createRoute({
  method: 'put',
  path: '/api/v1/push-notifications/devices',
  tags,
  summary: `Register this device's Expo push token for the caller (again is harmless; a token another account holds is refused until that account's sign-in on the device has ended; an account keeps its ${PUSH_LIMITS.devicesPerAccount} latest devices)`,
  request: {
    body: { required: true, content: { 'application/json': { schema: pushDeviceBodySchema } } },
  },
  responses: {
    204: { description: 'Registered' },
    ...errorResponses(400, 401),
    409: json(apiErrorSchema, 'TOKEN_IN_USE: another account is signed in with this token on its device'),
    429: rateLimited,
  },
});

const unregisterRoute = createRoute({
  method: 'delete',
  path: '/api/v1/push-notifications/devices/{token}',
  tags,
  summary: "Stop pushing to this device: remove the caller's registration of the token (on sign-out)",
  request: { params: pushDeviceParamsSchema },
  responses: {
    204: { description: 'Removed' },
    ...errorResponses(400, 401, 404),
    429: rateLimited,
  },
});

/** The caller's session (the middleware keeps only its user); 401 if it ended since. */
async function currentSessionId(c: Context<AppEnv>): Promise<string> {
  const found = await c
    .get('services')
    .auth.api.getSession({ headers: c.req.raw.headers, query: { disableRefresh: true } });
  if (!found) throw unauthorized();
  return found.session.id;
}

export function registerPushDevicesRoutes(app: App): void {
  app.openapi(registerRoute, async (c) => {
    const caller = requireUser(c);
    const { token, platform } = c.req.valid('json');
    const services = c.get('services');
    await spendPushDeviceWrite(services, caller.id);
    const result = await registerPushDevice(services.db, {
      userId: caller.id,
      sessionId: await currentSessionId(c),
      token,
      platform,
      now: new Date(services.clock()),
      maxPerUser: PUSH_LIMITS.devicesPerAccount,
    });
    if (result === 'in-use') {
      throw conflict('Another account is signed in with this device. Sign out there first.', 'TOKEN_IN_USE');
    }
    return c.body(null, 204);
  });

  app.openapi(unregisterRoute, async (c) => {
    const caller = requireUser(c);
    const { token } = c.req.valid('param');
    const services = c.get('services');
    await spendPushDeviceWrite(services, caller.id);
    if (!(await unregisterPushDevice(services.db, { userId: caller.id, token })))
      throw notFound('Push device');
    return c.body(null, 204);
  });
}
