/**
 * The body of the home page and of /{location}: the hero, the notice of a location the app does not serve yet,
 * and the location's streams (streamed in behind skeleton rows).
 */
import type { Location } from '@happenings/domain/locations';
import { Suspense } from 'react';
import { HomeHero } from '@/features/home/home-hero';
import { LocationStreams, StreamsSkeleton } from '@/features/streams/location-streams';
import { UnsupportedLocationNotice } from './unsupported-location-notice';

export function LocationLanding({ location, title }: { location: Location; title?: string }) {
  return (
    <>
      <HomeHero location={location} {...(title ? { title } : {})} />
      {location.isAppSupported ? null : <UnsupportedLocationNotice location={location} />}
      <Suspense fallback={<StreamsSkeleton />}>
        <LocationStreams location={location} />
      </Suspense>
    </>
  );
}
