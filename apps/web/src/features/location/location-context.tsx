'use client';
/**
 * The active location (spec §4): kept in the `location` cookie (one year, path /), default boston-ma. The server
 * reads the cookie to render the first page; this context keeps it for client components.
 */
import { LOCATION_COOKIE, LOCATIONS, type Location, type LocationSlug } from '@happenings/domain/locations';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { writeCookie } from '@/lib/browser-cookies';

export interface LocationContextValue {
  location: Location;
  /** Makes `slug` the active location and remembers it in the cookie. */
  setLocation: (slug: LocationSlug) => void;
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

  const setLocation = useCallback((next: LocationSlug) => {
    writeCookie(LOCATION_COOKIE.name, next, {
      maxAgeSeconds: LOCATION_COOKIE.maxAgeSeconds,
      path: LOCATION_COOKIE.path,
    });
    setSlug(next);
  }, []);

  const value = useMemo(() => ({ location: LOCATIONS[slug], setLocation }), [slug, setLocation]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** spec §8: using the location context outside its provider throws. */
export function useLocation(): LocationContextValue {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useLocation must be used within a LocationProvider');
  return value;
}
