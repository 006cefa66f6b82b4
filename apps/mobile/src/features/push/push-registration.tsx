/**
 * Push notifications in the app, mounted once by the root layout when the app is ready: whenever someone is
 * signed in (after signing in, and at each start with a stored session) the device's Expo push token is
 * registered with the API for them, and taps and arrivals are followed (push-events.ts).
 *
 * Signing out needs no call of its own: the API ties the registration to the session it was made with, and
 * forgets it when that session ends (the app could not ask afterwards: its token no longer works). That is also
 * what frees the token for the next person: while another account's sign-in still holds it (the app's data wiped
 * without signing out), the API answers 409 TOKEN_IN_USE and the registration is tried again at the next start.
 */
import { useRootNavigationState } from 'expo-router';
import { useEffect } from 'react';
import { type AppServices, getAppServices } from '../../lib/app-services.ts';
import { useSessionState } from '../auth/use-session.ts';
// No extension: Metro picks the .web.ts siblings for the web build.
import { readPushDevice } from './push-device';
import { watchPushNotifications } from './push-events';

/** Per app services (tests make fresh ones): the account this run registered the device for, or is registering. */
const registrations = new WeakMap<AppServices, { userId: string; done: Promise<boolean> }>();

/** Registers the device for `userId` once per run of the app; answers whether the API has it. */
export function registerPushDevice(services: AppServices, userId: string): Promise<boolean> {
  const current = registrations.get(services);
  if (current?.userId === userId) return current.done;
  const done = (async () => {
    const device = await readPushDevice();
    if (!device) return false;
    const { response } = await services.api
      .PUT('/api/v1/push-notifications/devices', { body: device })
      .catch(() => ({ response: null }));
    return response?.ok === true;
  })();
  registrations.set(services, { userId, done });
  // A failed attempt (offline, the API down) is tried again at the next sign-in or start.
  void done.then((ok) => {
    if (!ok && registrations.get(services)?.done === done) registrations.delete(services);
  });
  return done;
}

export function PushRegistration() {
  const state = useSessionState();
  const userId = state.status === 'signed-in' ? state.session.user.id : null;

  useEffect(() => {
    const services = getAppServices();
    if (userId) void registerPushDevice(services, userId);
    else registrations.delete(services);
  }, [userId]);

  // A tap opens a screen: not before the stack of screens is there to open it in.
  const isNavigationReady = Boolean(useRootNavigationState()?.key);
  useEffect(() => {
    if (isNavigationReady) return watchPushNotifications(getAppServices());
  }, [isNavigationReady]);

  return null;
}
