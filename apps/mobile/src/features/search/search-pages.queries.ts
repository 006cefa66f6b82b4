/**
 * The people, places, hosts, collections or roundups of a search, a page at a time ("Load more"), as the
 * website's result tabs ask for them: GET /api/v1/search?type=…&cursor=…. They match the words only, so nothing
 * is asked until there are some.
 */
import type { components } from '@happenings/client';
import type { LocationSlug } from '@happenings/domain/locations';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import type { NamedType } from './search-tabs.ts';

type SearchResult = components['schemas']['SearchResult'];
export type SearchPage<T extends NamedType> = NonNullable<SearchResult[T]>;
export type SearchItem<T extends NamedType> = NonNullable<SearchPage<T>['items'][number]>;

/** Results per page, as on the website. */
export const SEARCH_PAGE_SIZE = 12;

export const searchPagesKey = (type: NamedType, location: LocationSlug, text: string) =>
  ['search', type, location, text] as const;

export function useSearchPages<T extends NamedType>(
  type: T,
  { location, text }: { location: LocationSlug; text: string },
) {
  const query = useInfiniteQuery({
    queryKey: searchPagesKey(type, location, text),
    enabled: text !== '',
    // Results change as people add things: a search is asked again rather than shown from yesterday's save.
    meta: { persist: false },
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }): Promise<SearchPage<T>> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/search', {
        params: {
          query: {
            q: text,
            location,
            type,
            limit: SEARCH_PAGE_SIZE,
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        },
      });
      const page = data?.[type];
      if (!page) throw new ApiRequestError(response.status);
      return page as SearchPage<T>;
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = (query.data?.pages ?? []).flatMap((page) =>
    (page.items as readonly (SearchItem<T> | null)[]).filter((item): item is SearchItem<T> => item !== null),
  );
  return { query, items };
}
