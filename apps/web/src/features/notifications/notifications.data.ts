'use client';
/**
 * The inbox from the browser (issue 11): the unread counts the bell polls, the notifications of a tab page by
 * page, read marks (which update every cached list and the bell at once), and the preferences. Query keys live
 * here beside their hooks.
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
import { getBrowserClient } from '@/lib/api-browser';

export type Notification = components['schemas']['Notification'];
export type NotificationPage = components['schemas']['NotificationPage'];
export type UnreadCount = components['schemas']['NotificationUnreadCount'];
export type NotificationPreference = components['schemas']['NotificationPreference'];

/** How often the bell asks for the unread count (and again whenever the window regains focus). */
export const UNREAD_POLL_MS = 30_000;
export const INBOX_PAGE_SIZE = 20;

export const notificationsRootKey = ['notifications'] as const;
export const unreadCountKey = ['notifications', 'unread-count'] as const;
export const inboxKey = (kind: NotificationKind) => ['notifications', 'inbox', kind] as const;
export const preferencesKey = ['notifications', 'preferences'] as const;

/** The API refused or could not be reached; `message` is fit to show. */
export class NotificationsError extends Error {}

interface ApiAnswer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function unwrap<T>(answer: ApiAnswer<T>, fallback: string): T {
  if (answer.data !== undefined && answer.response.ok) return answer.data;
  if (answer.response.status === 401) throw new NotificationsError('Your session ended. Sign in again.');
  if (answer.response.status === 429)
    throw new NotificationsError('Too many changes at once. Try again in a minute.');
  const message = (answer.error as { error?: { message?: string } } | undefined)?.error?.message;
  throw new NotificationsError(message ?? fallback);
}

/** The unread counts: polled every 30 s and when the window regains focus (spec §9's defaults do neither). */
export function useUnreadCount() {
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: async () =>
      unwrap(
        await getBrowserClient().GET('/api/v1/notifications/unread-count'),
        'Could not count notifications.',
      ),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
}

export function useInbox(kind: NotificationKind) {
  return useInfiniteQuery({
    queryKey: inboxKey(kind),
    queryFn: async ({ pageParam }) =>
      unwrap(
        await getBrowserClient().GET('/api/v1/notifications', {
          params: { query: { kind, limit: INBOX_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
        'Could not load your notifications.',
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The list is fresh each time the page opens: what the bell counted must be there.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

type InboxData = InfiniteData<NotificationPage, string | null>;

/** Marks read, in every cached inbox list, the notifications `isRead` picks. */
function markCachedRead(client: ReturnType<typeof useQueryClient>, isRead: (item: Notification) => boolean) {
  client.setQueriesData<InboxData>({ queryKey: ['notifications', 'inbox'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (!item.read && isRead(item) ? { ...item, read: true } : item)),
          })),
        }
      : data,
  );
}

/** POST /api/v1/notifications/{id}/read: the item and the bell change at once. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(
        await getBrowserClient().POST('/api/v1/notifications/{id}/read', { params: { path: { id } } }),
        'Could not mark it read.',
      ),
    onMutate: (id) => markCachedRead(client, (item) => item.id === id),
    onSuccess: (counts) => client.setQueryData(unreadCountKey, counts),
  });
}

/** POST /api/v1/notifications/read?kind=: every notification of the tab. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (kind: NotificationKind) =>
      unwrap(
        await getBrowserClient().POST('/api/v1/notifications/read', { params: { query: { kind } } }),
        'Could not mark them read.',
      ),
    onSuccess: (counts, kind) => {
      markCachedRead(client, (item) => item.kind === kind);
      client.setQueryData(unreadCountKey, counts);
    },
  });
}

/** PUT /api/v1/notifications/preferences with every row of the table; answers every type. */
export async function savePreferences(items: NotificationPreference[]): Promise<NotificationPreference[]> {
  const answer = await getBrowserClient().PUT('/api/v1/notifications/preferences', { body: { items } });
  return unwrap(answer, 'Your notification preferences could not be saved.').items;
}

/** The e-mailed unsubscribe link: POST /api/v1/notifications/unsubscribe with its token. */
export async function unsubscribeFromNotificationEmail(token: string): Promise<NotificationPreference> {
  let answer: ApiAnswer<NotificationPreference>;
  try {
    answer = await getBrowserClient().POST('/api/v1/notifications/unsubscribe', { body: { token } });
  } catch {
    throw new NotificationsError('We could not reach Happenings. Check your connection and try again.');
  }
  if (answer.response.status === 404) {
    throw new NotificationsError('This account no longer exists, so it gets no e-mail from us.');
  }
  return unwrap(answer, 'Something went wrong on our side. Please try again in a moment.');
}
