/**
 * Sending an event to people: "Send to a friend" (spec §3 SHARED_EXPERIENCE) to anyone found by name or username
 * (GET /api/v1/search type=users, as the website's dialog asks), and "Invite to go" (INVITED_TO_EXPERIENCE) to the
 * people one follows (GET /api/v1/follows type=following), narrowed by what is typed; then the send itself (POST
 * /api/v1/experiences/{id}/shares or /invites), each recipient notified.
 */
import { MAX_PAGE_LIMIT } from '@happenings/domain/constants';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
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

/** Whether a send passes the event on or asks them to come along. */
export type SendMode = 'send' | 'invite';

export function usePeopleSearch(query: string, excludeUid: string | null, enabled = true) {
  const text = query.trim();
  return useQuery({
    queryKey: ['people-search', text],
    enabled: enabled && text.length >= PEOPLE_QUERY_MIN_LENGTH,
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

/** Whether `person` matches what was typed (name or username, any case); everyone when nothing is. */
export function matchesPerson(person: Person, query: string): boolean {
  const text = query.trim().toLowerCase().replace(/^@/, '');
  if (!text) return true;
  return [person.displayName, person.username].some((value) => value?.toLowerCase().includes(text));
}

/** The people one follows, read once the invite screen opens (up to the API's page limit). */
export function usePeopleYouFollow(enabled: boolean) {
  return useQuery({
    queryKey: ['follows', 'following', 'people'],
    enabled,
    staleTime: 0,
    queryFn: async (): Promise<Person[]> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/follows', {
        params: { query: { type: 'following', limit: MAX_PAGE_LIMIT } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data.items.flatMap(({ user }) =>
        typeof user.uid === 'string'
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
  });
}

export function useSendToFriends(experienceId: string, mode: SendMode) {
  return useMutation({
    mutationFn: async ({ people, message }: { people: Person[]; message: string }) => {
      const { api } = getAppServices();
      const request = {
        params: { path: { id: experienceId } },
        body: { userIds: people.map((person) => person.uid), ...(message ? { message } : {}) },
      };
      const { data, error, response } =
        mode === 'invite'
          ? await api.POST('/api/v1/experiences/{id}/invites', request)
          : await api.POST('/api/v1/experiences/{id}/shares', request);
      if (data) return data;
      throw new ApiRequestError(response.status, apiErrorReason(error));
    },
  });
}
