/**
 * The caller's interest in an experience and its count (spec §7 Interested), with an optimistic toggle: the
 * button flips at once, the API's answer replaces the guess, a failure rolls back with a toast. A 401 signs the
 * app out (app-services.ts) and the toggle rolls back without a second message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { eventQueryKey } from '../events/event.queries.ts';
import type { ExperienceDetail } from '../experiences/experience.types.ts';
import { useToast } from '../toast/toast-provider.tsx';

export interface InterestState {
  isInterested: boolean;
  count: number;
}

export function interestOf(event: Pick<ExperienceDetail, 'isInterested' | 'interested'>): InterestState {
  return { isInterested: event.isInterested ?? false, count: event.interested };
}

/** The event's cached copy with a new interest state: the event screen reads its count from it. */
function withInterest(event: ExperienceDetail, state: InterestState): ExperienceDetail {
  return { ...event, isInterested: state.isInterested, interested: state.count };
}

export function useInterestToggle(event: Pick<ExperienceDetail, 'id' | 'slug'>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const queryKey = eventQueryKey(event.slug);

  return useMutation({
    mutationFn: async (next: InterestState): Promise<InterestState> => {
      const { api } = getAppServices();
      const params = { params: { path: { type: 'experience' as const, id: event.id } } };
      const { data, response } = next.isInterested
        ? await api.POST('/api/v1/interested/{type}/{id}', params)
        : await api.DELETE('/api/v1/interested/{type}/{id}', params);
      if (!data) throw new ApiRequestError(response.status);
      return { isInterested: data.isInterested, count: data.count };
    },
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ExperienceDetail>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, withInterest(previous, next));
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      if (error instanceof ApiRequestError && error.status === 401) return;
      toast.show({
        title: 'Could not save your interest',
        description: 'Check your connection and try again.',
        type: 'error',
      });
    },
    onSuccess: (saved) => {
      const current = queryClient.getQueryData<ExperienceDetail>(queryKey);
      if (current) queryClient.setQueryData(queryKey, withInterest(current, saved));
      // Lists that show interests (the profile's, the personal streams) are cached for good (spec §9): drop
      // them so they load again when next shown.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['discover'] });
    },
  });
}
