/**
 * Reads the search page's state from its address (search-params.ts). Forgiving: unknown values fall back to the
 * defaults. Runs on the server only: the location's spellings come from @happenings/domain/locations, whose zod
 * schemas the browser's bundle leaves out.
 */
import { type LocationSlug, resolveLocationSlug } from '@happenings/domain/locations';
import { type DatePreset, isDatePreset, readLocalDate } from './date-filter';
import { SEARCH_TABS, type SearchState, type SearchTab } from './search-params';

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
  const q = (first(params.q) ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const whenParam = first(params.when);
  const when: DatePreset = isDatePreset(whenParam) ? whenParam : 'any';
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
