/**
 * Request bodies of the companion app's push registration (the spec's list of calls "may not be complete"; these
 * follow the style of spec §7 beside GET /api/v1/push-notifications/auth-hash).
 */
import { PUSH_PLATFORMS } from '@happenings/db/push';
import { z } from 'zod';

/** Longer than any token Expo hands out (about 40 characters), short enough to bound a row. */
export const PUSH_TOKEN_MAX_LENGTH = 256;

/**
 * An Expo push token as getExpoPushTokenAsync answers it: `ExponentPushToken[…]` (or the newer `ExpoPushToken[…]`)
 * around URL-safe characters. Anything else (a raw APNs or FCM token, text with NUL or spaces) is refused: Expo's
 * service would refuse it on every push.
 */
export const pushTokenSchema = z
  .string()
  .max(PUSH_TOKEN_MAX_LENGTH)
  .regex(/^Expo(?:nent)?PushToken\[[\w.:+=-]+\]$/, 'Expected an Expo push token: ExponentPushToken[…]')
  .meta({
    description: 'The Expo push token of the app on this device',
    example: 'ExponentPushToken[xxxxxxxx]',
  });

export const pushDeviceBodySchema = z
  .object({
    token: pushTokenSchema,
    platform: z.enum(PUSH_PLATFORMS),
  })
  .meta({ id: 'PushDeviceRegistration' });

export const pushDeviceParamsSchema = z.object({ token: pushTokenSchema });
