/**
 * The search page's state lives in the URL (shareable, crawlable, server-rendered): q, when, from, to,
 * categories, tab and location. Building leaves defaults out so links stay short; parsing is in
 * parse-search-params.ts, used by the server only.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import type { DatePreset } from './date-filter';

export const SEARCH_TABS = ['events', 'places', 'people', 'collections'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  events: 'Events',
  places: 'Places',
  people: 'People',
  collections: 'Collections',
};

/** The API's `type` for each tab (GET /api/v1/search?type=). */
export const SEARCH_TAB_TYPES = {
  events: 'experiences',
  places: 'places',
  people: 'users',
  collections: 'collections',
} as const satisfies Record<SearchTab, string>;

export interface SearchState {
  q: string;
  when: DatePreset;
  /** Custom range, 'YYYY-MM-DD' (only with when=custom). */
  from: string | null;
  to: string | null;
  /** Category slugs, sorted. */
  categories: string[];
  tab: SearchTab;
  /** From the URL when given, else the location cookie. */
  location: LocationSlug;
}

/**
 * The query string of a state ('?q=jazz&when=weekend'), defaults left out. `location` is written only when
 * asked (a shared link keeps its city; the cookie covers the visitor's own searches).
 */
export function buildSearchQuery(
  state: Partial<SearchState>,
  options: { includeLocation?: boolean } = {},
): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.when && state.when !== 'any') params.set('when', state.when);
  if (state.when === 'custom') {
    if (state.from) params.set('from', state.from);
    if (state.to) params.set('to', state.to);
  }
  if (state.categories && state.categories.length > 0) {
    params.set('categories', [...state.categories].sort().join(','));
  }
  if (state.tab && state.tab !== 'events') params.set('tab', state.tab);
  if (options.includeLocation && state.location) params.set('location', state.location);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The canonical address of a search: only the words (filters and paging are volatile). */
export function canonicalSearchPath(state: Pick<SearchState, 'q'>): string {
  return state.q ? `/search?q=${encodeURIComponent(state.q)}` : '/search';
}

/** Whether the visitor asked for anything (words or a filter). */
export function hasSearchInput(state: SearchState): boolean {
  return state.q !== '' || state.when !== 'any' || state.categories.length > 0;
}
