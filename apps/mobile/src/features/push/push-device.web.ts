/**
 * The web build does not register for push: web push needs a VAPID key and a service worker that the web export
 * does not ship, and a permission prompt nobody's click asked for is blocked or held against the site by browsers.
 * The website's own bell shows new notifications instead.
 */
import type { PushDevice } from './push-device.ts';

export async function readPushDevice(): Promise<PushDevice | null> {
  return null;
}
