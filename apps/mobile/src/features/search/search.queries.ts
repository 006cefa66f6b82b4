/**
 * Search (spec §2 /search, GET /api/v1/search): the experiences of the chosen location that match the words, a
 * date window and categories; the category list (GET /api/v1/categories); and what a date chip's phrase means.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { DATE_PRESET_PHRASES, type DatePreset } from './date-presets.ts';

/** The longest query sent; the API accepts no more. */
export const SEARCH_MAX_LENGTH = 200;
/** Results shown; the list has no further pages. */
export const SEARCH_LIMIT = 20;

/** An interval of instants (ISO 8601), end exclusive, as the API answers an understood date phrase. */
export interface DateWindow {
  start: string;
  end: string;
  /** The phrase, as the API read it: 'this weekend'. */
  dateText: string | null;
}

export interface SearchFilters {
  location: LocationSlug;
  text: string;
  window: DateWindow | null;
  /** Category slugs, sorted. */
  categories: readonly string[];
}

/** The text as sent: control characters (a NUL among them) become spaces, then trimmed and cut to length. */
export function cleanSearchText(text: string): string {
  const printable = Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? ' ' : char;
  }).join('');
  return printable.trim().slice(0, SEARCH_MAX_LENGTH);
}

/** Whether anything was asked for: words, a date or a category. */
export function hasSearchInput(filters: SearchFilters): boolean {
  return filters.text !== '' || filters.window !== null || filters.categories.length > 0;
}

export const searchQueryKey = (filters: SearchFilters) => ['search', filters] as const;

export function useSearch(filters: SearchFilters, options: { enabled: boolean }) {
  return useQuery({
    queryKey: searchQueryKey(filters),
    enabled: options.enabled && hasSearchInput(filters),
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/search', {
        params: {
          query: {
            q: filters.text,
            location: filters.location,
            type: 'experiences',
            limit: SEARCH_LIMIT,
            ...(filters.window ? { start: filters.window.start, end: filters.window.end } : {}),
            ...(filters.categories.length > 0 ? { categories: filters.categories.join(',') } : {}),
          },
        },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
  });
}

/**
 * The window a date chip stands for. The API is where date phrases are understood, so the chip's phrase is sent
 * alone (type=places: with no words left the API answers at once, without a database search) and the window it
 * answers is then applied to the real search, over any date the words carry, as the website's date filter is.
 * Not kept on the device: "today" means another day tomorrow.
 */
export function useDateWindow(location: LocationSlug, preset: DatePreset | null) {
  return useQuery({
    queryKey: ['search-date-window', location, preset] as const,
    enabled: preset !== null,
    staleTime: 60_000,
    meta: { persist: false },
    queryFn: async (): Promise<DateWindow> => {
      if (!preset) throw new Error('no date chosen');
      const { data, response } = await getAppServices().api.GET('/api/v1/search', {
        params: { query: { q: DATE_PRESET_PHRASES[preset], location, type: 'places', limit: 1 } },
      });
      const { start, end, dateText } = data?.query ?? {};
      if (!start || !end) throw new ApiRequestError(response.status);
      return { start, end, dateText: dateText ?? null };
    },
  });
}

/** spec §8: a failed category lookup gives an empty list. */
export function useCategories() {
  return useQuery({
    queryKey: ['categories'] as const,
    queryFn: async () => {
      try {
        const { data } = await getAppServices().api.GET('/api/v1/categories');
        return data?.items ?? [];
      } catch {
        return [];
      }
    },
  });
}
