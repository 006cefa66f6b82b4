'use client';
/**
 * The people the signed-in visitor follows (GET /api/v1/follows?type=following), the ones they can invite to go
 * somewhere with them: one page of the most recently followed, loaded when the picker first opens and kept for the
 * rest of the visit (spec §9: query data never stale).
 */
import type { components } from '@happenings/client';
// From constants, not schemas: a browser bundle must not build zod objects (the CSP forbids zod's eval probe).
import { MAX_PAGE_LIMIT } from '@happenings/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { getBrowserClient } from '@/lib/api-browser';

export type FollowedPerson = components['schemas']['AvatarUser'] & { uid: string };

export const peopleYouFollowQueryKey = ['follows', 'following', 'me'] as const;

export class PeopleNotLoaded extends Error {
  constructor(readonly status: number) {
    super(`Could not load the people you follow (${status})`);
  }
}

export function usePeopleYouFollow(isEnabled: boolean) {
  return useQuery({
    queryKey: peopleYouFollowQueryKey,
    enabled: isEnabled,
    retry: false,
    queryFn: async (): Promise<FollowedPerson[]> => {
      const { data, response } = await getBrowserClient().GET('/api/v1/follows', {
        params: { query: { type: 'following', limit: MAX_PAGE_LIMIT } },
      });
      if (!data) throw new PeopleNotLoaded(response.status);
      return data.items
        .map((connection) => connection.user)
        .filter((user): user is FollowedPerson => typeof user.uid === 'string');
    },
  });
}
