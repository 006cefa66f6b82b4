/**
 * /{stream}/{location} (spec §2): every event of a discover stream in a location, with infinite scroll. The
 * folder's segment names come from /{location} (this is [location]/[slug]): here `location` holds the stream and
 * `slug` the location. /{location}/newsletter is the static newsletter/ folder beside this one.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findLocationForSegment } from '@/features/location/location-route.server';
import { seeAllDescription, seeAllTitle } from '@/features/seo/location-metadata';
import { findSeeAllStreamFor } from '@/features/streams/see-all.server';
import { SeeAllPage } from '@/features/streams/see-all-page';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ location: string; slug: string }>;
type SearchParams = Promise<{ cursor?: string | string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { location: streamName, slug } = await params;
  const location = findLocationForSegment(slug);
  if (!location) return {};
  const stream = await findSeeAllStreamFor(streamName, location.slug).catch(() => undefined);
  if (!stream) return {};
  return pageMetadata({
    title: seeAllTitle(stream.title, location),
    description: seeAllDescription(stream, location),
    path: `/${stream.slug}/${location.slug}`,
  });
}

export default async function StreamSeeAllPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { location: streamName, slug } = await params;
  const cursor = (await searchParams).cursor;
  if (!findLocationForSegment(slug)) notFound();
  return (
    <SeeAllPage
      streamName={streamName}
      locationSegment={slug}
      cursor={typeof cursor === 'string' ? cursor : null}
    />
  );
}
