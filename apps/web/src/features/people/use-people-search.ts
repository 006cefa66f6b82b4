'use client';
/**
 * Finding people by username as someone types (the invite, share and send-to-friend dialogs): the search waits
 * until typing settles, needs two characters, and an answer to an older text never replaces a newer one. What
 * a dialog makes of the users found (statuses, leaving someone out) is its `search`'s business.
 */
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';

/** Typing settles this long before a search goes out. */
const SEARCH_DEBOUNCE_MS = 250;
const MIN_QUERY_LENGTH = 2;
/** How many people one search shows. */
export const PEOPLE_SEARCH_LIMIT = 8;

/**
 * The rows `search` made of the latest settled `query` while `isActive` (null before any): keep `search` and
 * `onError` stable (useCallback), or every render searches again. `onError` may answer rows to show instead.
 */
export function usePeopleSearch<T>(
  query: string,
  isActive: boolean,
  search: (text: string) => Promise<T[]>,
  onError: (error: unknown) => T[] | undefined,
): [T[] | null, Dispatch<SetStateAction<T[] | null>>] {
  const [found, setFound] = useState<T[] | null>(null);
  useEffect(() => {
    const text = query.trim();
    if (!isActive || text.length < MIN_QUERY_LENGTH) {
      setFound(null);
      return;
    }
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      search(text).then(
        (rows) => {
          if (isCurrent) setFound(rows);
        },
        (error: unknown) => {
          const rows = onError(error);
          if (isCurrent && rows) setFound(rows);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [query, isActive, search, onError]);
  return [found, setFound];
}
