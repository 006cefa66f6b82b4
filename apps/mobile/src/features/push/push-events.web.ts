/**
 * The web build registers no device (push-device.web.ts), so no push reaches it to tap; expo-notifications'
 * listeners only warn there.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../auth/session.ts';

export function watchPushNotifications(_services: {
  session: Session;
  queryClient: QueryClient;
}): () => void {
  return () => {};
}
