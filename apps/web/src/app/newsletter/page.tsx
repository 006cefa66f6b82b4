import { StaticPage } from '@/components/static-page/static-page';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { pageMetadata } from '@/lib/site-metadata';

export const metadata = pageMetadata({
  title: 'Newsletter',
  description:
    'The best things to do this week in your city, in your inbox every Thursday: concerts, exhibits, markets and free events.',
  path: '/newsletter',
});

export default function NewsletterPage() {
  return (
    <StaticPage
      eyebrow="Newsletter"
      title="Your weekend, sorted every Thursday"
      intro={
        <p>
          One short e-mail a week with the events our editors would go to: new openings, free things to do,
          and the plans worth making before they sell out.
        </p>
      }
    >
      <NewsletterForm />
      <h2>What you get</h2>
      <ul>
        <li>Ten picks for the weekend, from big-ticket shows to neighbourhood markets.</li>
        <li>Free and under-$20 events, marked so you can find them fast.</li>
        <li>Early notice of festivals and limited-capacity events.</li>
      </ul>
      <p>
        No spam, never shared. We only write once you confirm your address, and every issue has an unsubscribe
        link.
      </p>
    </StaticPage>
  );
}
