'use client';
/**
 * Client-side providers of every page: the query cache, toasts and the active location. The domain settings
 * they need (query-cache and toast defaults, the locations and their cookie) are props from the root layout, a
 * server component: the domain modules that define them also hold zod schemas, which the browser need not load.
 */
import type { Location, LocationSlug } from '@happenings/domain/locations';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type ToastDefaults, ToastProvider } from '@/components/toast/toast-provider';
import { type LocationCookie, LocationProvider } from '@/features/location/location-context';
import { makeQueryClient, type QueryCacheDefaults } from '@/lib/query-client';

export interface ProvidersProps {
  locationSlug: LocationSlug;
  /** LOCATION_LIST. */
  locations: readonly Location[];
  /** LOCATION_COOKIE. */
  locationCookie: LocationCookie;
  /** QUERY_CACHE_DEFAULTS. */
  queryCacheDefaults: QueryCacheDefaults;
  /** TOAST_DEFAULTS. */
  toastDefaults: ToastDefaults;
  children: ReactNode;
}

export function Providers({
  locationSlug,
  locations,
  locationCookie,
  queryCacheDefaults,
  toastDefaults,
  children,
}: ProvidersProps) {
  const [queryClient] = useState(() => makeQueryClient(queryCacheDefaults));
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider defaults={toastDefaults}>
        <LocationProvider initialSlug={locationSlug} locations={locations} cookie={locationCookie}>
          {children}
        </LocationProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
