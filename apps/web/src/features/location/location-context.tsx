'use client';
/**
 * The active location (spec §4): kept in the `location` cookie (one year, path /), default boston-ma. The server
 * reads the cookie to render the first page; this context keeps it for client components.
 *
 * The list of locations and the cookie's settings come from a server component (LOCATION_LIST and
 * LOCATION_COOKIE of @happenings/domain/locations) rather than an import here: that module also defines the
 * locations' zod schemas, and this provider is on every page, so importing it would put zod in every page's
 * JavaScript.
 */
import type { LOCATION_COOKIE, Location, LocationSlug } from '@happenings/domain/locations';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { writeCookie } from '@/lib/browser-cookies';

export type LocationCookie = typeof LOCATION_COOKIE;

export interface LocationContextValue {
  location: Location;
  /** Every supported location, in display order (default first). */
  locations: readonly Location[];
  /** Makes `slug` the active location and remembers it in the cookie. */
  setLocation: (slug: LocationSlug) => void;
}

const LocationContext = createContext<LocationContextValue | null>(null);

export interface LocationProviderProps {
  initialSlug: LocationSlug;
  /** LOCATION_LIST. */
  locations: readonly Location[];
  /** LOCATION_COOKIE. */
  cookie: LocationCookie;
  children: ReactNode;
}

export function LocationProvider({ initialSlug, locations, cookie, children }: LocationProviderProps) {
  const [slug, setSlug] = useState<LocationSlug>(initialSlug);

  const setLocation = useCallback(
    (next: LocationSlug) => {
      writeCookie(cookie.name, next, { maxAgeSeconds: cookie.maxAgeSeconds, path: cookie.path });
      setSlug(next);
    },
    [cookie],
  );

  const value = useMemo(() => {
    const location = locations.find((option) => option.slug === slug);
    if (!location) throw new Error(`Unknown location ${slug}`);
    return { location, locations, setLocation };
  }, [slug, locations, setLocation]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** spec §8: using the location context outside its provider throws. */
export function useLocation(): LocationContextValue {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useLocation must be used within a LocationProvider');
  return value;
}
