/**
 * Following a place or a host (spec §7 Follows): POST /api/v1/follows/places/{id} or /follows/hosts/{id} to
 * follow, DELETE to unfollow. The API answers the caller's follow and the followers count, which the place's or
 * host's screen then shows (its query keeps both fields).
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export type FollowTargetType = 'place' | 'host';

export interface TargetFollowState {
  isFollowing: boolean;
  followersCount: number;
}

export function useTargetFollowToggle(type: FollowTargetType, id: string, detailKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean): Promise<TargetFollowState> => {
      const { api } = getAppServices();
      const params = { params: { path: { id } } };
      const path = type === 'place' ? '/api/v1/follows/places/{id}' : '/api/v1/follows/hosts/{id}';
      const { data, response } = follow ? await api.POST(path, params) : await api.DELETE(path, params);
      if (!data) throw new ApiRequestError(response.status);
      return { isFollowing: data.isFollowing, followersCount: data.followersCount };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<TargetFollowState>(detailKey, (current) =>
        current ? { ...current, ...saved } : current,
      );
    },
  });
}
