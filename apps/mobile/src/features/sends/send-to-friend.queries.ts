/**
 * Sending an event to people (spec §3 SHARED_EXPERIENCE): people found by name or username (GET /api/v1/search
 * type=users, as the website's dialog asks) and the send itself (POST /api/v1/experiences/{id}/shares), each
 * recipient notified.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export interface Person {
  uid: string;
  username: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/** Letters typed before anyone is looked for. */
export const PEOPLE_QUERY_MIN_LENGTH = 2;
const PEOPLE_FOUND = 10;

export function usePeopleSearch(query: string, excludeUid: string | null) {
  const text = query.trim();
  return useQuery({
    queryKey: ['people-search', text],
    enabled: text.length >= PEOPLE_QUERY_MIN_LENGTH,
    // Each search is asked afresh: who exists changes, and a kept answer would hide a new account.
    staleTime: 0,
    queryFn: async (): Promise<Person[]> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/search', {
        params: { query: { q: text, type: 'users', limit: PEOPLE_FOUND } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return (data.users?.items ?? []).flatMap((user) =>
        user.uid
          ? [
              {
                uid: user.uid,
                username: user.username ?? null,
                displayName: user.displayName ?? null,
                photoURL: user.photoURL ?? null,
              },
            ]
          : [],
      );
    },
    select: (people) => people.filter((person) => person.uid !== excludeUid),
  });
}

export function useSendToFriends(experienceId: string) {
  return useMutation({
    mutationFn: async ({ people, message }: { people: Person[]; message: string }) => {
      const { data, error, response } = await getAppServices().api.POST('/api/v1/experiences/{id}/shares', {
        params: { path: { id: experienceId } },
        body: { userIds: people.map((person) => person.uid), ...(message ? { message } : {}) },
      });
      if (data) return data;
      const reason = (error as { error?: { message?: unknown } } | undefined)?.error?.message;
      throw new ApiRequestError(response.status, typeof reason === 'string' ? reason : null);
    },
  });
}
