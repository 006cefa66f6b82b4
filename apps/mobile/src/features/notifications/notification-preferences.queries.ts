/**
 * Where each kind of notification reaches the signed-in person: GET and PUT /api/v1/notifications/preferences
 * (every type in one list, as the website's table sends it).
 */
import type { components } from '@happenings/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export type NotificationPreference = components['schemas']['NotificationPreference'];

export const notificationPreferencesQueryKey = ['notifications', 'preferences'] as const;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesQueryKey,
    queryFn: async (): Promise<NotificationPreference[]> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/notifications/preferences');
      if (!data) throw new ApiRequestError(response.status);
      return data.items;
    },
  });
}

/** Saves every row; the cached list is the API's answer, so a refused change springs back. */
export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: NotificationPreference[]): Promise<NotificationPreference[]> => {
      const { data, response } = await getAppServices().api.PUT('/api/v1/notifications/preferences', {
        body: { items },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data.items;
    },
    onSuccess: (items) => client.setQueryData(notificationPreferencesQueryKey, items),
  });
}
