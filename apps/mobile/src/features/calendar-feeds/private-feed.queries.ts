/**
 * A private feed's secret address (issue 26 Subscribe): "what I'm interested in" for the signed-in member, or a
 * private collection for its owner. The API keeps only the address's hash, so it answers whether one exists
 * (and since when) and gives the address itself once, when it is made; making one replaces the old address and
 * turning it off stops it (both answer 404 afterwards).
 */
import type { components } from '@happenings/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export type PrivateFeedTarget = { kind: 'interested' } | { kind: 'collection'; id: string };
export type FeedAddressStatus = components['schemas']['CalendarFeedStatus'];
export type FeedAddress = components['schemas']['CalendarFeedAddress'];

const INTERESTED = '/api/v1/calendar-feeds/interested/address' as const;
const COLLECTION = '/api/v1/calendar-feeds/collections/{id}/address' as const;

export const feedAddressQueryKey = (target: PrivateFeedTarget) =>
  target.kind === 'interested'
    ? (['calendar-feed-address', 'interested'] as const)
    : (['calendar-feed-address', 'collection', target.id] as const);

function call(target: PrivateFeedTarget, method: 'GET' | 'POST' | 'DELETE') {
  const { api } = getAppServices();
  if (target.kind === 'interested') {
    return method === 'GET'
      ? api.GET(INTERESTED)
      : method === 'POST'
        ? api.POST(INTERESTED)
        : api.DELETE(INTERESTED);
  }
  const params = { params: { path: { id: target.id } } };
  return method === 'GET'
    ? api.GET(COLLECTION, params)
    : method === 'POST'
      ? api.POST(COLLECTION, params)
      : api.DELETE(COLLECTION, params);
}

export function useFeedAddressStatus(target: PrivateFeedTarget) {
  return useQuery({
    queryKey: feedAddressQueryKey(target),
    queryFn: async (): Promise<FeedAddressStatus> => {
      const { data, error, response } = await call(target, 'GET');
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return data as FeedAddressStatus;
    },
  });
}

/** Makes (or replaces) the address; the answer is the only time the app sees it. */
export function useMakeFeedAddress(target: PrivateFeedTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<FeedAddress> => {
      const { data, error, response } = await call(target, 'POST');
      if (!data) throw new ApiRequestError(response.status, apiErrorReason(error));
      return data as FeedAddress;
    },
    onSuccess: (made) =>
      queryClient.setQueryData<FeedAddressStatus>(feedAddressQueryKey(target), {
        active: true,
        createdAt: made.createdAt,
      }),
  });
}

export function useRevokeFeedAddress(target: PrivateFeedTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      const { error, response } = await call(target, 'DELETE');
      if (!response.ok) throw new ApiRequestError(response.status, apiErrorReason(error));
    },
    onSuccess: () =>
      queryClient.setQueryData<FeedAddressStatus>(feedAddressQueryKey(target), {
        active: false,
        createdAt: null,
      }),
  });
}
