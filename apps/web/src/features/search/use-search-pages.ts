'use client';
/**
 * "Load more" for one result type: the first page comes from the server render (initialData), the next ones
 * from GET /api/v1/search?type=...&cursor=... in the browser. Query key and hook together (STYLE.md).
 */
import type { components } from '@happenings/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getBrowserClient } from '@/lib/api-browser';
import { SEARCH_PAGE_SIZE, type SearchRequest } from './search-request';

export type SearchType = 'experiences' | 'places' | 'hosts' | 'users' | 'collections' | 'roundups';
type SearchResult = components['schemas']['SearchResult'];
export type SearchPage<T extends SearchType> = NonNullable<SearchResult[T]>;
export type SearchItem<T extends SearchType> = NonNullable<SearchPage<T>['items'][number]>;

export function searchPagesKey(type: SearchType, request: SearchRequest) {
  return ['search', type, request] as const;
}

export function useSearchPages<T extends SearchType>(
  type: T,
  request: SearchRequest,
  initial: SearchPage<T>,
) {
  const query = useInfiniteQuery({
    queryKey: searchPagesKey(type, request),
    initialPageParam: null as string | null,
    initialData: { pages: [initial], pageParams: [null] },
    queryFn: async ({ pageParam }): Promise<SearchPage<T>> => {
      const { data, error } = await getBrowserClient().GET('/api/v1/search', {
        params: {
          query: { ...request, type, limit: SEARCH_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        },
      });
      const page = data?.[type];
      if (error || !page) throw new Error('Search failed');
      return page as SearchPage<T>;
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = query.data.pages
    .flatMap((page) => page.items as unknown[])
    .filter((item) => item !== null) as SearchItem<T>[];
  return {
    items,
    hasMore: query.hasNextPage,
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
  };
}
