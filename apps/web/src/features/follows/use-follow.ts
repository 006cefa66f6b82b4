'use client';
/**
 * Following one user (spec §7 Follows), optimistic: the relationship and the follower count change at once; the
 * API's relationship replaces the guess; a failure rolls back with an error toast.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toast/toast-provider';
import { getBrowserClient } from '@/lib/api-browser';
import { type FollowState, isFollowing } from './follow-state';

export const followQueryKey = (userId: string) => ['follows', 'user', userId] as const;

export class SignedOutError extends Error {}

export function useFollow(userId: string, initial: FollowState) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const queryKey = followQueryKey(userId);

  const query = useQuery({
    queryKey,
    queryFn: () => initial,
    initialData: initial,
  });

  const mutation = useMutation({
    mutationFn: async (next: FollowState): Promise<FollowState> => {
      const client = getBrowserClient();
      const params = { params: { path: { id: userId } } };
      const { data, response } = isFollowing(next.relationship)
        ? await client.POST('/api/v1/follows/users/{id}', params)
        : await client.DELETE('/api/v1/follows/users/{id}', params);
      if (response.status === 401) throw new SignedOutError('Signed out');
      if (!data) throw new Error(`Follow not saved: ${response.status}`);
      return { relationship: data.relationship, followersCount: next.followersCount };
    },
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<FollowState>(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      if (error instanceof SignedOutError) return;
      toast.show({
        title: 'Could not update who you follow',
        description: 'Please try again.',
        type: 'error',
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });

  return { state: query.data, mutation };
}
