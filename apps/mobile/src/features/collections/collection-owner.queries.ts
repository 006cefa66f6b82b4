/**
 * What only a collection's owner does (the API's permission table: PUT, DELETE /api/v1/collections/{id} and PUT,
 * DELETE .../content are the owner's): change its details (name, description, private or community), put its
 * items in a new order, remove an item, and delete it with its items, invites and shares.
 */
import type { components } from '@happenings/client';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { collectionContentQueryKey, collectionQueryKey } from './collection.queries.ts';
import type { CollectionContentPage, CollectionDetail } from './collection.types.ts';
import { collectionListsQueryKey } from './collections.queries.ts';
import { type ItemRef, reorderPages, withoutItem } from './item-order.ts';

export type CollectionChanges = components['schemas']['UpdateCollectionBody'];
type ContentData = InfiniteData<CollectionContentPage, string | undefined>;

export function useUpdateCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: CollectionChanges): Promise<CollectionDetail> => {
      const { data, error, response } = await getAppServices().api.PUT('/api/v1/collections/{id}', {
        params: { path: { id } },
        body: changes,
      });
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return data;
    },
    onSuccess: (updated) => {
      // The answer carries no moderation notice: what is shown now comes from it, and the full view loads again.
      queryClient.setQueryData<CollectionDetail>(collectionQueryKey(id), (current) =>
        current ? { ...current, ...updated } : updated,
      );
      void queryClient.invalidateQueries({ queryKey: collectionQueryKey(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: collectionListsQueryKey });
    },
  });
}

export function useDeleteCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      const { error, response } = await getAppServices().api.DELETE('/api/v1/collections/{id}', {
        params: { path: { id } },
      });
      if (!response.ok) throw new ApiRequestError(response.status, apiErrorReason(error));
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: collectionQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: collectionListsQueryKey });
    },
  });
}

/** The new order names every item the owner sees; the loaded pages take it at once, as the API now holds it. */
export function useReorderItems(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: ItemRef[]): Promise<ItemRef[]> => {
      const { data, error, response } = await getAppServices().api.PUT('/api/v1/collections/{id}/content', {
        params: { path: { id } },
        body: { items: order.map(({ itemId, type }) => ({ itemId, type })) },
      });
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return order;
    },
    onSuccess: (order) => {
      queryClient.setQueryData<ContentData>(collectionContentQueryKey(id), (current) =>
        current ? { ...current, pages: reorderPages(current.pages, order) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: collectionListsQueryKey });
    },
    // 409 CONTENT_CHANGED: someone changed it meanwhile (another device); show what the API holds now.
    onError: () => void queryClient.invalidateQueries({ queryKey: collectionContentQueryKey(id) }),
  });
}

export function useRemoveItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: ItemRef): Promise<ItemRef> => {
      const { error, response } = await getAppServices().api.DELETE(
        '/api/v1/collections/{id}/content/{itemId}',
        { params: { path: { id, itemId: item.itemId }, query: { type: item.type } } },
      );
      if (!response.ok) throw new ApiRequestError(response.status, apiErrorReason(error));
      return item;
    },
    onSuccess: (item) => {
      queryClient.setQueryData<ContentData>(collectionContentQueryKey(id), (current) =>
        current ? { ...current, pages: withoutItem(current.pages, item) } : current,
      );
      // Its count of items changes, on its screen and in the tab's lists.
      void queryClient.invalidateQueries({ queryKey: collectionQueryKey(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: collectionListsQueryKey });
    },
  });
}

/** Takes a viewer out (the owner leaves instead); they lose a private collection at once. */
export function useRemovePerson(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string): Promise<void> => {
      const { error, response } = await getAppServices().api.DELETE(
        '/api/v1/collections/{id}/participants/{userId}',
        { params: { path: { id, userId } } },
      );
      if (!response.ok) throw new ApiRequestError(response.status, apiErrorReason(error));
    },
    // Its people, its count of people, and where each invitee stands all change.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: collectionQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: collectionListsQueryKey });
    },
  });
}
