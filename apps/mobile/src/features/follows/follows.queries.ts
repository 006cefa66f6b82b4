/**
 * Following someone (spec §7 Follows): POST /api/v1/follows/users/{id} to follow, DELETE to unfollow, by the
 * person's account id (the profile's `uid`). The API answers the new relationship; their profile, when it is
 * loaded, takes it with its follower count moved by one, a list showing them hears it (`onFollowChange`), and the
 * caller's own counts load again.
 */
import type { components } from '@happenings/client';
import type { Relationship } from '@happenings/domain/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { ownProfileQueryKey } from '../profile/profile.queries.ts';
import { userProfileQueryKey } from '../profile/user-profile.queries.ts';

type UserProfile = components['schemas']['UserProfile'];

/** The caller follows them ('following', or 'friend' when both follow each other). */
export function isFollowing(relationship: Relationship): boolean {
  return relationship === 'following' || relationship === 'friend';
}

/** Whom a Follow button acts on: a profile, or a person in a list (an avatar user with the relationship). */
export type FollowTarget = Pick<UserProfile, 'uid' | 'username' | 'relationship'>;

export function useFollowToggle(
  profile: FollowTarget,
  onFollowChange?: (relationship: Relationship) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean): Promise<Relationship> => {
      const { api } = getAppServices();
      const params = { params: { path: { id: profile.uid ?? '' } } };
      const { data, response } = follow
        ? await api.POST('/api/v1/follows/users/{id}', params)
        : await api.DELETE('/api/v1/follows/users/{id}', params);
      if (!data) throw new ApiRequestError(response.status);
      return data.relationship;
    },
    onSuccess: (relationship) => {
      const queryKey = profile.username ? userProfileQueryKey(profile.username) : null;
      const current = queryKey ? queryClient.getQueryData<UserProfile>(queryKey) : undefined;
      if (queryKey && current) {
        const moved = Number(isFollowing(relationship)) - Number(isFollowing(current.relationship));
        queryClient.setQueryData<UserProfile>(queryKey, {
          ...current,
          relationship,
          followersCount: Math.max(0, current.followersCount + moved),
        });
      }
      onFollowChange?.(relationship);
      void queryClient.invalidateQueries({ queryKey: ownProfileQueryKey });
    },
  });
}
