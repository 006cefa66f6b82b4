/**
 * The caller's collections (spec §7 GET /api/v1/collections/list): the ones they own and the ones they joined.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export const myCollectionsQueryKey = ['collections', 'mine'] as const;

export function useMyCollections(enabled: boolean) {
  return useQuery({
    queryKey: myCollectionsQueryKey,
    enabled,
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/collections/list', {
        params: { query: { limit: 50 } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data.items;
    },
  });
}
