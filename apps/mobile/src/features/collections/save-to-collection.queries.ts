/**
 * Saving an item to the caller's collections (spec §3 Collection items, §7 Collections), as the website's picker
 * does: the collections they own, each saying whether it holds the item (GET /api/v1/collections/list with role
 * OWNER and the item), saving to or removing from one (POST /collections/{id}/content, DELETE
 * .../content/{itemId}), and making a new collection with the item in it.
 */
import type { components } from '@happenings/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { collectionListsQueryKey } from './collections.queries.ts';

export type SaveItemType = 'experience' | 'post' | 'crowd-sourced-roundup' | 'place';
export type SaveTarget = { itemId: string; type: SaveItemType };
export type OwnCollection = components['schemas']['MyCollection'];

/** Under the Collections tab's key: a change there (or here) refreshes both. */
export const saveTargetsQueryKey = (target: SaveTarget) =>
  [...collectionListsQueryKey, 'save-targets', target.type, target.itemId] as const;

/** The picker lists up to this many collections, as the website's does. */
const PICKER_LIMIT = 100;

export function useSaveTargets(target: SaveTarget, enabled: boolean) {
  return useQuery({
    queryKey: saveTargetsQueryKey(target),
    enabled,
    queryFn: async (): Promise<OwnCollection[]> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/collections/list', {
        params: {
          query: { role: 'OWNER', itemId: target.itemId, itemType: target.type, limit: PICKER_LIMIT },
        },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data.items;
    },
  });
}

async function saveItem(collectionId: string, target: SaveTarget): Promise<void> {
  const { response, error } = await getAppServices().api.POST('/api/v1/collections/{id}/content', {
    params: { path: { id: collectionId } },
    body: { itemId: target.itemId, type: target.type },
  });
  if (!response.ok) throw new ApiRequestError(response.status, apiErrorReason(error));
}

async function removeItem(collectionId: string, target: SaveTarget): Promise<void> {
  const { response, error } = await getAppServices().api.DELETE('/api/v1/collections/{id}/content/{itemId}', {
    params: { path: { id: collectionId, itemId: target.itemId }, query: { type: target.type } },
  });
  if (!response.ok) throw new ApiRequestError(response.status, apiErrorReason(error));
}

/** After a change: the picker, the tab's lists and the collection's own screen load again. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (collectionId: string) => {
    void queryClient.invalidateQueries({ queryKey: collectionListsQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['collection', collectionId] });
  };
}

export function useToggleSaved(target: SaveTarget) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (collection: Pick<OwnCollection, 'id' | 'hasItem'>) => {
      if (collection.hasItem) await removeItem(collection.id, target);
      else await saveItem(collection.id, target);
    },
    onSettled: (_data, _error, collection) => refresh(collection.id),
  });
}

export function useCreateAndSave(target: SaveTarget) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (name: string) => {
      const { data, error, response } = await getAppServices().api.POST('/api/v1/collections', {
        body: { name, isCommunity: false },
      });
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      await saveItem(data.id, target);
      return data;
    },
    onSuccess: (made) => refresh(made.id),
  });
}
