/**
 * The signed-in person's profile (GET /api/v2/users/profile) and the events they are interested in
 * (GET /api/v2/users/interested, upcoming first).
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export const ownProfileQueryKey = ['profile', 'own'] as const;
export const ownInterestsQueryKey = ['profile', 'interested'] as const;

export function useOwnProfile() {
  return useQuery({
    queryKey: ownProfileQueryKey,
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v2/users/profile');
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
  });
}

export function useOwnInterests() {
  return useQuery({
    queryKey: ownInterestsQueryKey,
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v2/users/interested', {
        params: { query: { timing: 'FUTURE', limit: 20 } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data.items;
    },
  });
}
