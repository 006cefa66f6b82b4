/**
 * The GET /api/v1/search query of a search state: the date filter resolved to local dates in the location's
 * zone. Shared by the server render and the browser's "Load more".
 */
import { LOCATIONS, type LocationSlug } from '@happenings/domain/locations';
import { resolveDateRange } from './date-filter';
import type { SearchState } from './search-params';

/** Results per page (cards come in rows of 2, 3 or 4). */
export const SEARCH_PAGE_SIZE = 12;

export interface SearchRequest {
  q: string;
  location: LocationSlug;
  start?: string;
  end?: string;
  categories?: string;
}

export function toSearchRequest(state: SearchState, now: number): SearchRequest {
  const range = resolveDateRange(state.when, {
    now,
    timeZone: LOCATIONS[state.location].timeZone,
    from: state.from,
    to: state.to,
  });
  return {
    q: state.q,
    location: state.location,
    ...(range ? { start: range.start, end: range.end } : {}),
    ...(state.categories.length > 0 ? { categories: state.categories.join(',') } : {}),
  };
}
