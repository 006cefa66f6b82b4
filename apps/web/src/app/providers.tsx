'use client';
/**
 * Client-side providers of every page: the query cache, toasts, the active location, and the "Save to a
 * collection" picker that every Save button opens.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '@/components/toast/toast-provider';
import { SavePickerHost } from '@/features/collections/save-picker-host';
import { LocationProvider } from '@/features/location/location-context';
import { makeQueryClient } from '@/lib/query-client';

export function Providers({ locationSlug, children }: { locationSlug: LocationSlug; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <LocationProvider initialSlug={locationSlug}>{children}</LocationProvider>
        <SavePickerHost />
      </ToastProvider>
    </QueryClientProvider>
  );
}
