/**
 * Onboarding's calls (spec §2 /onboarding), as the website makes them: people to follow
 * (GET /api/v1/follows/suggested), following the chosen ones at once (POST /api/v1/follows/users), and
 * POST /api/v1/users, which marks the profile onboarded (its `onboardedAt`).
 */
import type { components } from '@happenings/client';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { ownProfileQueryKey } from '../profile/profile.queries.ts';

export type FollowSuggestion = components['schemas']['FollowSuggestion'];

/** Whether the signed-in person has still to go through onboarding (unknown counts as no). */
export async function isOnboardingDue(): Promise<boolean> {
  const { data } = await getAppServices()
    .api.GET('/api/v2/users/profile')
    .catch(() => ({ data: undefined }));
  return data ? data.onboardedAt === null : false;
}

export const followSuggestionsQueryKey = ['follows', 'suggested', 'onboarding'] as const;

export function useFollowSuggestions() {
  return useQuery({
    queryKey: followSuggestionsQueryKey,
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/follows/suggested', {
        params: { query: { limit: 12 } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data.items;
    },
  });
}

/** Follows the chosen people, then marks onboarding done. */
export async function finishOnboarding(userIds: string[]): Promise<void> {
  const { api, queryClient } = getAppServices();
  if (userIds.length > 0) {
    const followed = await api.POST('/api/v1/follows/users', { body: { userIds } });
    if (!followed.data) {
      throw new ApiRequestError(followed.response.status, apiErrorReason(followed.error));
    }
  }
  const done = await api.POST('/api/v1/users', { body: {} });
  if (!done.data) throw new ApiRequestError(done.response.status, apiErrorReason(done.error));
  queryClient.setQueryData(ownProfileQueryKey, done.data);
}
