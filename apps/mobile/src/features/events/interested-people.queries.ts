/**
 * Who is interested in an event (GET /api/v2/interested/{type}/{id}/list: people the caller follows first, then
 * the newest), for the signed-in only, as the API answers it.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { eventQueryKey } from './event.queries.ts';

/** People shown on the event screen; the count on the Interested button is the whole number. */
export const INTERESTED_PEOPLE_SHOWN = 10;

/**
 * Keyed by the caller's own interest too, so marking or unmarking the event (which changes the event's cached
 * copy) lists the people again.
 */
export const interestedPeopleQueryKey = (slug: string, isInterested: boolean) =>
  [...eventQueryKey(slug), 'interested-people', isInterested] as const;

export function useInterestedPeople(
  event: { id: string; slug: string; isInterested?: boolean },
  enabled: boolean,
) {
  return useQuery({
    queryKey: interestedPeopleQueryKey(event.slug, event.isInterested ?? false),
    enabled,
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v2/interested/{type}/{id}/list', {
        params: { path: { type: 'experience', id: event.id }, query: { take: INTERESTED_PEOPLE_SHOWN } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
  });
}
