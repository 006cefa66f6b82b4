'use client';
/**
 * The active location (spec §4): kept in the `location` cookie (one year, path /), default boston-ma. The server
 * reads the cookie to render the first page; this context keeps it for client components.
 *
 * A page about one location (a DC event, a DC roundup) names it with <ShowLocation>: while that page is open the
 * header shows its location, whatever the cookie says, and the cookie stays as the visitor chose it.
 */
import { LOCATION_COOKIE, LOCATIONS, type Location, type LocationSlug } from '@happenings/domain/locations';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { writeCookie } from '@/lib/browser-cookies';

export interface LocationContextValue {
  location: Location;
  /** Makes `slug` the active location and remembers it in the cookie. */
  setLocation: (slug: LocationSlug) => void;
  /** The location of the page on screen (null: none in particular), shown instead of the active one. */
  showLocation: (slug: LocationSlug | null) => void;
}

const LocationContext = createContext<LocationContextValue | null>(null);

export function LocationProvider({
  initialSlug,
  children,
}: {
  initialSlug: LocationSlug;
  children: ReactNode;
}) {
  const [slug, setSlug] = useState<LocationSlug>(initialSlug);
  const [shownSlug, showLocation] = useState<LocationSlug | null>(null);

  const setLocation = useCallback((next: LocationSlug) => {
    writeCookie(LOCATION_COOKIE.name, next, {
      maxAgeSeconds: LOCATION_COOKIE.maxAgeSeconds,
      path: LOCATION_COOKIE.path,
    });
    setSlug(next);
    showLocation(null);
  }, []);

  const value = useMemo(
    () => ({ location: LOCATIONS[shownSlug ?? slug], setLocation, showLocation }),
    [slug, shownSlug, setLocation],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** spec §8: using the location context outside its provider throws. */
export function useLocation(): LocationContextValue {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useLocation must be used within a LocationProvider');
  return value;
}

/**
 * Rendered by a page about one location: the header shows that location while the page is open (a layout effect,
 * so the corrected name is painted with the hydrated page), and goes back to the active one when it closes.
 */
export function ShowLocation({ slug }: { slug: LocationSlug }) {
  const { showLocation } = useLocation();
  useLayoutEffect(() => {
    showLocation(slug);
    return () => showLocation(null);
  }, [slug, showLocation]);
  return null;
}
