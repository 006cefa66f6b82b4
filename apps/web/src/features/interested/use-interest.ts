'use client';
/**
 * The caller's interest in one item and its count (spec §7 Interested), with an optimistic toggle: the button
 * flips at once, the API's answer replaces the guess, a failure rolls back and shows an error toast (issue 4).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toast/toast-provider';
import { isProfileInterestedQuery } from '@/features/profile/profile-lists';
import { getBrowserClient } from '@/lib/api-browser';
import type { InterestState } from './interest-state';

export type InterestItemType = 'experience' | 'post' | 'crowd-sourced-roundup' | 'place';

export const interestQueryKey = (itemType: InterestItemType, itemId: string) =>
  ['interested', itemType, itemId] as const;

/** Thrown when the API answers 401: the caller's session is gone; the button sends them to sign in. */
export class SignedOutError extends Error {}

export function useInterest(itemType: InterestItemType, itemId: string, initial: InterestState) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const queryKey = interestQueryKey(itemType, itemId);

  const query = useQuery({
    queryKey,
    queryFn: async (): Promise<InterestState> => {
      const { data } = await getBrowserClient().GET('/api/v1/interested/{type}/{id}', {
        params: { path: { type: itemType, id: itemId } },
      });
      return data ? { isInterested: data.isInterested, count: data.count } : initial;
    },
    // The server-rendered state is the truth of this page view (spec §9: never stale, no refetch).
    initialData: initial,
  });

  const mutation = useMutation({
    mutationFn: async (next: InterestState): Promise<InterestState> => {
      const client = getBrowserClient();
      const params = { params: { path: { type: itemType, id: itemId } } };
      const { data, response } = next.isInterested
        ? await client.POST('/api/v1/interested/{type}/{id}', params)
        : await client.DELETE('/api/v1/interested/{type}/{id}', params);
      if (response.status === 401) throw new SignedOutError('Signed out');
      if (!data) throw new Error(`Interest not saved: ${response.status}`);
      return { isInterested: data.isInterested, count: data.count };
    },
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<InterestState>(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      if (error instanceof SignedOutError) return;
      toast.show({
        title: 'Could not save your interest',
        description: 'Check your connection and try again.',
        type: 'error',
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      // The caller's profile lists what they are interested in. Its list is cached for good (spec §9) and a
      // cached list wins over the server's first page, so without this a profile seen earlier in the visit
      // would come back without the change: drop the cached lists, refresh any on screen.
      queryClient.removeQueries({ predicate: isProfileInterestedQuery, type: 'inactive' });
      void queryClient.invalidateQueries({ predicate: isProfileInterestedQuery, type: 'active' });
    },
  });

  return { state: query.data, mutation };
}
