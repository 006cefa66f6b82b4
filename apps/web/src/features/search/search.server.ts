/**
 * The search page's reads on the server: the first page of every result type in one call (type=all), the
 * category list for the filter and the suggestions shown when nothing matched. Wrapped in React's cache() so
 * generateMetadata and the page share one request.
 */
import 'server-only';
import type { components } from '@happenings/client';
import type { LocationSlug } from '@happenings/domain/locations';
import { cache } from 'react';
import { getServerClient } from '@/lib/api-server';
import { SEARCH_PAGE_SIZE, type SearchRequest } from './search-request';

export type SearchResult = components['schemas']['SearchResult'];
export type Category = components['schemas']['Category'];
export type SearchRecommendation = components['schemas']['SearchRecommendation'];

export type SearchOutcome = { ok: true; result: SearchResult } | { ok: false };

/** Keyed by the serialised request so generateMetadata and the page share it (cache() compares by identity). */
const searchOnce = cache(async (key: string): Promise<SearchOutcome> => {
  const request = JSON.parse(key) as SearchRequest;
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/search', {
      params: { query: { ...request, type: 'all', limit: SEARCH_PAGE_SIZE } },
    });
    return data ? { ok: true, result: data } : { ok: false };
  } catch {
    return { ok: false };
  }
});

export function searchAll(request: SearchRequest): Promise<SearchOutcome> {
  return searchOnce(JSON.stringify(request));
}

/** spec §8: a failed category lookup gives an empty list. */
export async function listCategories(): Promise<Category[]> {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/categories');
    return data?.items ?? [];
  } catch {
    return [];
  }
}

export async function listSearchSuggestions(location: LocationSlug): Promise<SearchRecommendation[]> {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/search/recommendations', {
      params: { query: { location, limit: 8 } },
    });
    return (data?.items ?? []).filter((item) => item.query);
  } catch {
    return [];
  }
}
