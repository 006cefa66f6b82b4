/**
 * Another person's public profile (GET /api/v2/users/username/{username}/profile, any case): their counts and how
 * the caller relates to them (spec §3 relationship: follower, following, friend, none; none when signed out).
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export const userProfileQueryKey = (username: string) => ['profile', 'user', username.toLowerCase()] as const;

export function useUserProfile(username: string) {
  return useQuery({
    queryKey: userProfileQueryKey(username),
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v2/users/username/{username}/profile', {
        params: { path: { username } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
}
