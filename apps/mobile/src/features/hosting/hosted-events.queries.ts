/**
 * The host's own events, one section at a time (GET /api/v1/experiences/hosted: created by them or by a host page
 * they own), ten a page, with every section's count. Not kept on the device: drafts change in the editor, and an
 * editor's decision moves an event between sections.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import type { Experience } from '../experiences/experience.types.ts';
import type { HostedSection } from './hosted-sections.ts';

export const HOSTED_PAGE_SIZE = 10;

export const hostedEventsQueryKey = (section: HostedSection) => ['hosting', 'events', section] as const;

export function useHostedEvents(section: HostedSection) {
  const query = useInfiniteQuery({
    queryKey: hostedEventsQueryKey(section),
    meta: { persist: false },
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const { data, response } = await getAppServices().api.GET('/api/v1/experiences/hosted', {
        params: { query: { section, limit: HOSTED_PAGE_SIZE, offset: pageParam } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    getNextPageParam: (last) => {
      const next = last.offset + last.limit;
      return next < last.total ? next : undefined;
    },
  });
  const pages = query.data?.pages ?? [];
  const events = pages
    .flatMap((page) => page.items)
    .filter((item): item is Experience => item !== null && item !== undefined);
  return { query, events, counts: pages.at(-1)?.counts ?? null };
}
