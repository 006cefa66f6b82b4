/**
 * One host for its screen: GET /api/v1/hosts/slug/{slug} with the caller's token, so the follow state is theirs.
 * It comes with the first page of its upcoming events, how many have passed and its followers count.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export const hostQueryKey = (slug: string) => ['host', slug] as const;

export function useHost(slug: string) {
  return useQuery({
    queryKey: hostQueryKey(slug),
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/hosts/slug/{slug}', {
        params: { path: { slug } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    // A missing host stays missing: asking again would only delay the message.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
}
