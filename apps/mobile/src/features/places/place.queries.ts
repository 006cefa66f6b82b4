/**
 * One place for its screen: GET /api/v1/places/{id} with the caller's token, so the follow state is theirs. It
 * comes with the first page of its upcoming events and its followers count.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export const placeQueryKey = (id: string) => ['place', id] as const;

export function usePlace(id: string) {
  return useQuery({
    queryKey: placeQueryKey(id),
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/places/{id}', {
        params: { path: { id } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    // A missing place stays missing: asking again would only delay the message.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
}
