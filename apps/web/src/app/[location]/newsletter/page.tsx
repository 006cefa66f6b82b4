/**
 * /{location}/newsletter (spec §2): the newsletter sign-up with the location preselected.
 */
import type { Metadata } from 'next';
import { StaticPage } from '@/components/static-page/static-page';
import { LocationProvider } from '@/features/location/location-context';
import { findLocationForSegment, requireLocationSegment } from '@/features/location/location-route.server';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { NewsletterPastIssues } from '@/features/newsletter/newsletter-past-issues';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ location: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const location = findLocationForSegment((await params).location);
  if (!location) return {};
  return pageMetadata({
    title: `${location.name} newsletter`,
    description: `The best things to do in ${location.name} this week, in your inbox every Thursday: concerts, exhibits, markets and free events.`,
    path: `/${location.slug}/newsletter`,
  });
}

export default async function LocationNewsletterPage({ params }: { params: Params }) {
  const location = requireLocationSegment((await params).location, (slug) => `/${slug}/newsletter`);
  return (
    <StaticPage
      eyebrow={`${location.name} newsletter`}
      title={`Your ${location.shortName} weekend, sorted every Thursday`}
      intro={
        <p>
          One short e-mail a week with the {location.name} events our editors would go to: new openings, free
          things to do, and the plans worth making before they sell out.
        </p>
      }
    >
      {/* The form starts from the context's location: this page's, without changing the visitor's cookie. */}
      <LocationProvider initialSlug={location.slug}>
        <NewsletterForm />
      </LocationProvider>
      <h2>What you get</h2>
      <ul>
        <li>Ten picks for the weekend in {location.name}, from big-ticket shows to neighbourhood markets.</li>
        <li>Free and under-$20 events, marked so you can find them fast.</li>
        <li>Early notice of festivals and limited-capacity events.</li>
      </ul>
      <p>
        No spam, never shared. We only write once you confirm your address, and every issue has an unsubscribe
        link.
      </p>
      <NewsletterPastIssues location={location} />
    </StaticPage>
  );
}
