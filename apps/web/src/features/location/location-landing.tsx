/**
 * The body of the home page and of /{location}: the hero, the notice of a location the app does not serve yet,
 * and the location's streams.
 *
 * The streams render in the first response rather than behind a Suspense fallback: they are the page's main
 * content (the first card's picture is the largest paint on a phone) and the API answers them within tens of
 * milliseconds of the page's frame. Streamed in separately, they cost a second layout of the whole page and
 * waited for React's batched reveal (at least 300 ms after the first paint) before the first picture showed.
 */
import type { Location } from '@happenings/domain/locations';
import { LocationFeeds } from '@/features/calendar-feeds/location-feeds';
import { CommunityLinks } from '@/features/home/community-links';
import { HomeHero } from '@/features/home/home-hero';
import { LocationStreams } from '@/features/streams/location-streams';
import { ShowLocation } from './location-context';
import { UnsupportedLocationNotice } from './unsupported-location-notice';

export function LocationLanding({ location, title }: { location: Location; title?: string }) {
  return (
    <>
      <ShowLocation slug={location.slug} />
      <HomeHero location={location} {...(title ? { title } : {})}>
        <CommunityLinks />
      </HomeHero>
      {location.isAppSupported ? null : <UnsupportedLocationNotice location={location} />}
      <LocationStreams location={location} />
      <LocationFeeds location={location} />
    </>
  );
}
