/**
 * One crowd-sourced roundup for its screen: GET /api/v1/crowd-sourced-roundups/{id}, which takes the id or the
 * slug (the website's /roundup/{slug}); drafts are their asker's, the screen shows published ones.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export const roundupQueryKey = (idOrSlug: string) => ['roundup', idOrSlug] as const;

export function useRoundup(idOrSlug: string) {
  return useQuery({
    queryKey: roundupQueryKey(idOrSlug),
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/crowd-sourced-roundups/{id}', {
        params: { path: { id: idOrSlug } },
      });
      if (!data) throw new ApiRequestError(response.status);
      if (data.publishState !== 'PUBLISHED' && !data.canEdit) throw new ApiRequestError(404);
      return data;
    },
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
}
