/**
 * Server reads for the account page: the visitor's notification preferences.
 */
import 'server-only';
import type { components } from '@happenings/client';
import { getServerClient } from '@/lib/api-server';

type NotificationPreference = components['schemas']['NotificationPreference'];

/** GET /api/v1/notifications/preferences with the visitor's cookie; null when signed out or unavailable. */
export async function getNotificationPreferences(): Promise<NotificationPreference[] | null> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/notifications/preferences');
  return data?.items ?? null;
}
