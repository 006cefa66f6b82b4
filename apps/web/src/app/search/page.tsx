/**
 * /search (spec §2): server-rendered from the query string, so a search can be shared and crawled.
 * SEO: the title carries the words; the canonical keeps only the words (filters, tabs and paging are volatile);
 * a search that found nothing is `noindex` (thin page) — the bare /search page is always indexable.
 */
import type { Metadata } from 'next';
import { readLocationSlug } from '@/features/location/location-cookie.server';
import { listCategories, listSearchSuggestions, searchAll } from '@/features/search/search.server';
import { SearchPage } from '@/features/search/search-page';
import {
  canonicalSearchPath,
  hasSearchInput,
  parseSearchParams,
  type RawSearchParams,
  SEARCH_TAB_TYPES,
} from '@/features/search/search-params';
import { toSearchRequest } from '@/features/search/search-request';
import { getServerEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/site-metadata';

type Props = { searchParams: Promise<RawSearchParams> };

async function readState(searchParams: Props['searchParams']) {
  const state = parseSearchParams(await searchParams, await readLocationSlug());
  // Dates resolve against the day, not the instant: the page and its metadata agree within a request.
  const request = toSearchRequest(state, Date.now());
  return { state, request };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { state, request } = await readState(searchParams);
  const base = pageMetadata({
    title: state.q ? `“${state.q}” – Search` : 'Search',
    description: state.q
      ? `Events, places and people matching “${state.q}” on Happenings.`
      : 'Search concerts, exhibits, markets, classes and free things to do by date, category and neighbourhood.',
    path: canonicalSearchPath(state),
  });
  if (!hasSearchInput(state)) return base;
  const outcome = await searchAll(request);
  const isEmpty = outcome.ok && (outcome.result[SEARCH_TAB_TYPES[state.tab]]?.items.length ?? 0) === 0;
  return isEmpty ? { ...base, robots: { index: false, follow: true } } : base;
}

export default async function SearchRoute({ searchParams }: Props) {
  const { state, request } = await readState(searchParams);
  const [outcome, categories] = await Promise.all([searchAll(request), listCategories()]);
  const activeCount = outcome.ok ? (outcome.result[SEARCH_TAB_TYPES[state.tab]]?.items.length ?? 0) : 1;
  const suggestions = activeCount === 0 ? await listSearchSuggestions(state.location) : [];
  const { baseMap, analytics } = getServerEnv();
  return (
    <SearchPage
      state={state}
      request={request}
      outcome={outcome}
      categories={categories}
      suggestions={suggestions}
      baseMap={baseMap}
      analytics={analytics}
      now={Date.now()}
    />
  );
}
