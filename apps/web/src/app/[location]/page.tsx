/**
 * /{location} (spec §2): the location's hero and streams; a location the app does not serve yet (Washington DC)
 * also shows the notice with the region-interest form. City spellings (/boston) redirect to the slug.
 * /{location}/newsletter and /{stream}/{location} live below this folder (newsletter/ and [slug]/).
 */
import type { Metadata } from 'next';
import { LocationLanding } from '@/features/location/location-landing';
import { findLocationForSegment, requireLocationSegment } from '@/features/location/location-route.server';
import { locationDescription } from '@/features/seo/location-metadata';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ location: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const location = findLocationForSegment((await params).location);
  if (!location) return {};
  return pageMetadata({
    title: `Things to do in ${location.name}`,
    description: locationDescription(location),
    path: location.landingPage,
  });
}

export default async function LocationPage({ params }: { params: Params }) {
  const location = requireLocationSegment((await params).location, (slug) => `/${slug}`);
  return <LocationLanding location={location} title={`Things to do in ${location.name}`} />;
}
