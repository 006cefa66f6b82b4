/**
 * Making a collection from the Collections tab, as the website's "New collection" form does (POST
 * /api/v1/collections with a name and whether it is a community collection; spec §7 Collections).
 */
import type { components } from '@happenings/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { collectionListsQueryKey } from './collections.queries.ts';

export type NewCollection = Pick<components['schemas']['CreateCollectionBody'], 'name' | 'isCommunity'>;

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewCollection) => {
      const { data, error, response } = await getAppServices().api.POST('/api/v1/collections', { body });
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: collectionListsQueryKey }),
  });
}
