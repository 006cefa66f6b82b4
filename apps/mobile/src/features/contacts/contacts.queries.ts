/**
 * The caller's synced contacts (spec §7): POST /api/v1/users/sync-contacts stores the address book's hashes and
 * answers the members among them; GET /api/v1/contacts lists those members page by page, with the relationship to
 * each (spec §3), and GET /api/v1/contacts/count says whether anything was synced before. A follow from the list
 * changes that person's relationship in the cached pages, so the list and its buttons agree without a reload.
 */
import type { components } from '@happenings/client';
import type { Relationship } from '@happenings/domain/enums';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { followSuggestionsQueryKey } from '../onboarding/onboarding.queries.ts';
import { readContactHashes } from './device-contacts.ts';

export type ContactMatch = components['schemas']['ContactMatch'];
type ContactMatchPage = components['schemas']['ContactMatchPage'];

/** The API takes at most 500 hashes a call (users.schemas.ts MAX_CONTACT_HASHES): a bigger book goes in parts. */
export const SYNC_BATCH_SIZE = 500;
const PAGE_SIZE = 50;

export const contactsQueryKey = ['contacts'] as const;
const matchesQueryKey = [...contactsQueryKey, 'matches'] as const;
const countQueryKey = [...contactsQueryKey, 'count'] as const;

/** How many members the synced contacts hold; 0 also when nothing was ever synced. */
export function useContactCount() {
  return useQuery({
    queryKey: countQueryKey,
    queryFn: async (): Promise<number> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/contacts/count');
      if (!data) throw new ApiRequestError(response.status);
      return data.count;
    },
  });
}

export function useContactMatches(enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: matchesQueryKey,
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }): Promise<ContactMatchPage> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/contacts', {
        params: { query: { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  return { query, matches: (query.data?.pages ?? []).flatMap((page) => page.items) };
}

/** Reads the address book, hashes it on the phone and sends the hashes; answers how many were sent. */
export function useSyncContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<number> => {
      const hashes = await readContactHashes();
      for (let start = 0; start < hashes.length; start += SYNC_BATCH_SIZE) {
        const { data, error, response } = await getAppServices().api.POST('/api/v1/users/sync-contacts', {
          body: { hashes: hashes.slice(start, start + SYNC_BATCH_SIZE) },
        });
        if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      }
      return hashes.length;
    },
    // Even a sync stopped part-way (the daily budget, spec §7) stored what went before: the lists load again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contactsQueryKey });
      void queryClient.invalidateQueries({ queryKey: followSuggestionsQueryKey });
    },
  });
}

/**
 * Forgets the synced address book (DELETE /api/v1/contacts): the API keeps none of its hashes, so nobody in it is
 * matched or announced any more. The lists load again (empty).
 */
export function useRemoveContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      const { error, response } = await getAppServices().api.DELETE('/api/v1/contacts');
      if (!response.ok) throw new ApiRequestError(response.status, apiErrorReason(error));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contactsQueryKey });
      void queryClient.invalidateQueries({ queryKey: followSuggestionsQueryKey });
    },
  });
}

/** Puts a relationship the API answered (after a follow) into the cached pages. */
export function useSetContactRelationship() {
  const queryClient = useQueryClient();
  return (userId: string, relationship: Relationship) =>
    queryClient.setQueryData<InfiniteData<ContactMatchPage>>(matchesQueryKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.user.uid === userId ? { ...item, relationship } : item)),
            })),
          }
        : data,
    );
}
