/**
 * The upcoming events of a place or a host, soonest first, a page at a time: the first page comes with the place
 * or host (GET /api/v1/places/{id}, /hosts/slug/{slug}), the next ones from GET /api/v1/places/{id}/experiences
 * or /hosts/{id}/experiences?cursor=…, as the website's "Load more events" asks for them.
 */
import type { components } from '@happenings/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

type UpcomingPage = components['schemas']['UpcomingExperiencePage'];

export interface UpcomingOf {
  type: 'place' | 'host';
  id: string;
}

export const upcomingEventsKey = (of: UpcomingOf) => ['upcoming-events', of.type, of.id] as const;

async function getUpcomingPage(of: UpcomingOf, cursor: string | undefined): Promise<UpcomingPage> {
  const { api } = getAppServices();
  const params = { params: { path: { id: of.id }, query: cursor ? { cursor } : {} } };
  const { data, response } =
    of.type === 'place'
      ? await api.GET('/api/v1/places/{id}/experiences', params)
      : await api.GET('/api/v1/hosts/{id}/experiences', params);
  if (!data) throw new ApiRequestError(response.status);
  return data;
}

export function useUpcomingEvents(of: UpcomingOf, first: { page: UpcomingPage; loadedAt: number }) {
  const query = useInfiniteQuery({
    queryKey: upcomingEventsKey(of),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getUpcomingPage(of, pageParam),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The first page is the one the place or host came with, as fresh as it is.
    initialData: { pages: [first.page], pageParams: [undefined] },
    initialDataUpdatedAt: first.loadedAt,
  });
  const events = (query.data?.pages ?? []).flatMap((page) =>
    page.items.filter((item): item is NonNullable<typeof item> => item !== null),
  );
  return { query, events };
}
