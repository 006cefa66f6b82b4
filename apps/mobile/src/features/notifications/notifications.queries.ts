/**
 * The inbox (issue 8/11 API): GET /api/v1/notifications by tab (kind GENERAL or COMMUNITY, paged by cursor),
 * GET /api/v1/notifications/unread-count for the tab's badge, POST /api/v1/notifications/{id}/read. The unread
 * count is polled while the app is open (the website's bell does the same); the rest follows spec §9's "never
 * stale" and is refreshed when the inbox is opened or pulled.
 */
import type { components } from '@happenings/client';
import type { NotificationKind } from '@happenings/domain/notifications';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export type AppNotification = components['schemas']['Notification'];
export type UnreadCount = components['schemas']['NotificationUnreadCount'];
type NotificationPage = components['schemas']['NotificationPage'];

/** How often the badge asks for the unread count while the app is open. */
export const UNREAD_POLL_MS = 60_000;

export const notificationsQueryKey = (kind: NotificationKind) => ['notifications', 'list', kind] as const;
export const unreadCountQueryKey = ['notifications', 'unread'] as const;

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: unreadCountQueryKey,
    enabled,
    refetchInterval: enabled ? UNREAD_POLL_MS : false,
    queryFn: async (): Promise<UnreadCount> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/notifications/unread-count');
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
  });
}

export function useNotifications(kind: NotificationKind) {
  return useInfiniteQuery({
    queryKey: notificationsQueryKey(kind),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }): Promise<NotificationPage> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/notifications', {
        params: { query: { kind, limit: 20, ...(pageParam ? { cursor: pageParam } : {}) } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The cached inbox pages with one notification marked read. */
function withRead(pages: InfiniteData<NotificationPage> | undefined, id: string) {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
    })),
  };
}

/** Marks one notification read: the row turns read at once and the badge takes the API's new counts. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notification: AppNotification): Promise<UnreadCount> => {
      const { data, response } = await getAppServices().api.POST('/api/v1/notifications/{id}/read', {
        params: { path: { id: notification.id } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    onMutate: (notification) => {
      queryClient.setQueryData<InfiniteData<NotificationPage>>(
        notificationsQueryKey(notification.kind),
        (pages) => withRead(pages, notification.id),
      );
    },
    onSuccess: (counts) => queryClient.setQueryData(unreadCountQueryKey, counts),
    // The row stays read on screen; the next refresh shows what the API kept.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
