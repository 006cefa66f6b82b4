/**
 * What the app does with push notifications while it runs: a tap opens the notification's screen (push-target.ts)
 * — also the tap that launched the app, read once it is up — and one that arrives while the app is open shows as a
 * banner and refreshes the inbox and its badge. Nothing is shown once signed out: a phone whose session ended
 * elsewhere may still be reached until the server has forgotten it.
 */
import type { QueryClient } from '@tanstack/react-query';
import * as Notifications from 'expo-notifications';
import { router } from 'expo-router';
import type { Session } from '../auth/session.ts';
import { pushTarget } from './push-target.ts';

/** Notifications already opened in this run of the app, so the launch tap read twice opens its screen once. */
const opened = new Set<string>();

function openTapped(response: Notifications.NotificationResponse | null): void {
  if (!response || response.actionIdentifier !== Notifications.DEFAULT_ACTION_IDENTIFIER) return;
  const { identifier, content } = response.notification.request;
  if (opened.has(identifier)) return;
  opened.add(identifier);
  router.push(pushTarget(content.data));
}

/** Starts following taps and arrivals; answers the function that stops. */
export function watchPushNotifications(services: { session: Session; queryClient: QueryClient }): () => void {
  Notifications.setNotificationHandler({
    handleNotification: async () => {
      const isSignedIn = services.session.getState().status === 'signed-in';
      return {
        shouldShowBanner: isSignedIn,
        shouldShowList: isSignedIn,
        shouldPlaySound: false,
        shouldSetBadge: false,
      };
    },
  });
  const arrivals = Notifications.addNotificationReceivedListener(() => {
    void services.queryClient.invalidateQueries({ queryKey: ['notifications'] });
  });
  const taps = Notifications.addNotificationResponseReceivedListener(openTapped);
  // The tap that launched the app came before anyone listened.
  const launch = Notifications.getLastNotificationResponse();
  if (launch) {
    openTapped(launch);
    Notifications.clearLastNotificationResponse();
  }
  return () => {
    taps.remove();
    arrivals.remove();
    Notifications.setNotificationHandler(null);
  };
}
