/**
 * Where tapping a push notification leads: the `url` the API put in its data (the subject's path, shared by the
 * website and the app's screens: /event/{slug}, /u/{username}, …) when the app has a screen for it
 * (notification-target.ts), else the Notifications tab, where every notification can be read.
 */
import { notificationTarget } from '../notifications/notification-target.ts';

export const PUSH_FALLBACK_ROUTE = '/notifications';

export function pushTarget(data: Record<string, unknown> | null | undefined): string {
  const url = data?.url;
  return notificationTarget(typeof url === 'string' ? url : null) ?? PUSH_FALLBACK_ROUTE;
}
