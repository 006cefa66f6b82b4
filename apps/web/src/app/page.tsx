import { LOCATIONS } from '@happenings/domain/locations';
import { HomeHero } from '@/features/home/home-hero';
import { readLocationSlug } from '@/features/location/location-cookie.server';
import { pageMetadata } from '@/lib/site-metadata';

export const metadata = pageMetadata({
  title: 'Things to do in Boston',
  description:
    'Concerts, exhibits, markets, classes and free events in Boston this week — picked by locals and updated every day.',
  path: '/',
});

export default async function HomePage() {
  const location = LOCATIONS[await readLocationSlug()];
  // The streams of the active location (issue 4: rows with see-all links) go below the hero.
  return <HomeHero location={location} />;
}
