'use client';
/**
 * Client-side providers of every page: the query cache, toasts, the active location, the "Save to a
 * collection" picker that every Save button opens, and the router's handling of cards' plain links. Once React
 * has taken the document over (its first commit, after every component below has mounted), `<html>` gets
 * `data-hydrated`: from then on the page's controls answer.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ToastProvider } from '@/components/toast/toast-provider';
import { SavePickerHost } from '@/features/collections/save-picker-host';
import { LocationProvider } from '@/features/location/location-context';
import { ClientNavigationHost } from '@/lib/client-navigation-host';
import { makeQueryClient } from '@/lib/query-client';

export function Providers({ locationSlug, children }: { locationSlug: LocationSlug; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <LocationProvider initialSlug={locationSlug}>{children}</LocationProvider>
        <SavePickerHost />
        <ClientNavigationHost />
      </ToastProvider>
    </QueryClientProvider>
  );
}
