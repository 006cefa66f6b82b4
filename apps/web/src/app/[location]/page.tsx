/**
 * /{location} (spec §2). A placeholder until the location page is built: the heading and, for a location the app
 * does not serve yet, the notice. Note for the next engineer: /{stream}/{slug} and /{location}/newsletter share
 * this dynamic segment, so they go under this folder as [location]/[slug] and [location]/newsletter.
 */
import { getLocation } from '@happenings/domain/locations';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { StaticPage } from '@/components/static-page/static-page';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ location: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const location = getLocation((await params).location);
  if (!location) return {};
  return pageMetadata({
    title: `Things to do in ${location.name}`,
    description: `Events, exhibits, markets and free things to do in ${location.name}, updated every day.`,
    path: location.landingPage,
  });
}

export default async function LocationPage({ params }: { params: Params }) {
  const location = getLocation((await params).location);
  if (!location) notFound();
  return (
    <StaticPage eyebrow={location.name} title={`Things to do in ${location.name}`}>
      {location.isAppSupported ? (
        <p>
          <Link href="/search">Search events in {location.shortName}</Link>.
        </p>
      ) : (
        <p>Happenings does not cover {location.name} yet.</p>
      )}
    </StaticPage>
  );
}
