/**
 * / (spec §2): the active location's hero, search box and streams.
 */
import { LOCATIONS } from '@happenings/domain/locations';
import type { Metadata } from 'next';
import { readLocationSlug } from '@/features/location/location-cookie.server';
import { LocationLanding } from '@/features/location/location-landing';
import { locationDescription } from '@/features/seo/location-metadata';
import { pageMetadata } from '@/lib/site-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const location = LOCATIONS[await readLocationSlug()];
  return pageMetadata({
    title: `Things to do in ${location.name}`,
    description: locationDescription(location),
    path: '/',
  });
}

export default async function HomePage() {
  const location = LOCATIONS[await readLocationSlug()];
  return <LocationLanding location={location} />;
}
