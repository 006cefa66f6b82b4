/**
 * The search page's state lives in the URL (shareable, crawlable, server-rendered): q, when, from, to,
 * categories, tab and location. Parsing is forgiving (unknown values fall back to the defaults); building leaves
 * defaults out so links stay short.
 */
import { type LocationSlug, resolveLocationSlug } from '@happenings/domain/locations';
import { type DatePreset, isDatePreset, readDatePhrase, readLocalDate } from './date-filter';

export const SEARCH_TABS = ['events', 'places', 'hosts', 'people', 'collections', 'roundups'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  events: 'Events',
  places: 'Places',
  hosts: 'Hosts',
  people: 'People',
  collections: 'Collections',
  roundups: 'Roundups',
};

/** The API's `type` for each tab (GET /api/v1/search?type=). */
export const SEARCH_TAB_TYPES = {
  events: 'experiences',
  places: 'places',
  hosts: 'hosts',
  people: 'users',
  collections: 'collections',
  roundups: 'roundups',
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

export type RawSearchParams = Record<string, string | string[] | undefined>;

const MAX_QUERY_LENGTH = 200;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function all(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(','));
}

export function parseSearchParams(params: RawSearchParams, fallbackLocation: LocationSlug): SearchState {
  const typed = (first(params.q) ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const whenParam = first(params.when);
  // Without a chip chosen, a date phrase among the words ("jazz this weekend") chooses it and leaves the words.
  const phrase = isDatePreset(whenParam) ? null : readDatePhrase(typed);
  const q = phrase ? phrase.words : typed;
  const when: DatePreset = isDatePreset(whenParam) ? whenParam : (phrase?.preset ?? 'any');
  const categories = [
    ...new Set(
      all(params.categories)
        .map((slug) => slug.trim().toLowerCase())
        .filter((slug) => /^[a-z0-9-]+$/.test(slug)),
    ),
  ].sort();
  const tabParam = first(params.tab);
  const tab = (SEARCH_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as SearchTab)
    : 'events';
  return {
    q,
    when,
    from: when === 'custom' ? readLocalDate(first(params.from)) : null,
    to: when === 'custom' ? readLocalDate(first(params.to)) : null,
    categories,
    tab,
    location: resolveLocationSlug(first(params.location)) ?? fallbackLocation,
  };
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
