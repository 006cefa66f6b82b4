'use client';
/**
 * Shared client state of the search page: navigating to a new search (a transition, so the old results stay
 * until the new ones render and the list shows skeletons meanwhile) and the experience whose pin is
 * highlighted (hovering or focusing a card raises its pin on the map).
 */
import { useRouter } from 'next/navigation';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useTransition,
} from 'react';
import { useLocation } from '@/features/location/location-context';
import { buildSearchQuery, type SearchState } from './search-params';

interface SearchContextValue {
  state: SearchState;
  isPending: boolean;
  /** Opens the search for `next` (the location is left out of the address when the cookie holds it). */
  navigate: (next: SearchState) => void;
  highlightedId: string | null;
  setHighlightedId: (id: string | null) => void;
}

const SearchContext = createContext<SearchContextValue | null>(null);

export function SearchProvider({ state, children }: { state: SearchState; children: ReactNode }) {
  const router = useRouter();
  const { location } = useLocation();
  const [isPending, startTransition] = useTransition();
  const [highlightedId, setHighlightedId] = useState<string | null>(null);

  const navigate = useCallback(
    (next: SearchState) => {
      startTransition(() => {
        const includeLocation = next.location !== location.slug;
        router.push(`/search${buildSearchQuery(next, { includeLocation })}`, { scroll: false });
      });
    },
    [router, location.slug],
  );

  const value = useMemo(
    () => ({ state, isPending, navigate, highlightedId, setHighlightedId }),
    [state, isPending, navigate, highlightedId],
  );
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

export function useSearch(): SearchContextValue {
  const value = useContext(SearchContext);
  if (!value) throw new Error('useSearch must be used within a SearchProvider');
  return value;
}
