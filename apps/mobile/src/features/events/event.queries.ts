/**
 * One event for its screen: GET /api/v1/experiences/slug/{slug} with the caller's token, so `isInterested` is
 * theirs. Drafts are for their editors (issue 4): the event screen shows published events only.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export const eventQueryKey = (slug: string) => ['event', slug] as const;

export function useEvent(slug: string) {
  return useQuery({
    queryKey: eventQueryKey(slug),
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/experiences/slug/{slug}', {
        params: { path: { slug } },
      });
      if (!data) throw new ApiRequestError(response.status);
      if (data.publishState !== 'PUBLISHED') throw new ApiRequestError(404);
      return data;
    },
    // A missing event stays missing: asking again would only delay the message.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
}
