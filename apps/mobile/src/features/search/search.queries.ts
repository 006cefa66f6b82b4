/**
 * Search by text (spec §2 /search, GET /api/v1/search): the experiences of the chosen location that match.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

/** The longest query sent; the API accepts no more. */
export const SEARCH_MAX_LENGTH = 200;

export const searchQueryKey = (location: LocationSlug, text: string) => ['search', location, text] as const;

/** The text as sent: control characters (a NUL among them) become spaces, then trimmed and cut to length. */
export function cleanSearchText(text: string): string {
  const printable = Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? ' ' : char;
  }).join('');
  return printable.trim().slice(0, SEARCH_MAX_LENGTH);
}

export function useSearch(location: LocationSlug, text: string) {
  return useQuery({
    queryKey: searchQueryKey(location, text),
    enabled: text.length > 0,
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/search', {
        params: { query: { q: text, location, type: 'experiences', limit: 20 } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
  });
}
