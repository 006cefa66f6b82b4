import Link from 'next/link';
import { StaticPage } from '@/components/static-page/static-page';
import { pageMetadata } from '@/lib/site-metadata';

export const metadata = pageMetadata({
  title: 'About us',
  description:
    'Happenings helps you find what is on in Boston and Washington DC — concerts, exhibits, markets, classes and festivals — and see which ones the people you follow are going to.',
  path: '/about',
});

export default function AboutPage() {
  return (
    <StaticPage
      eyebrow="About Happenings"
      title="Know what is happening around you"
      intro={
        <p>
          We started Happenings because the best nights out were hiding in group chats, venue newsletters and
          flyers on coffee-shop walls. Now they are in one place, for Boston and for Washington DC.
        </p>
      }
    >
      <h2>What we do</h2>
      <p>
        Our editors, hosts and members list the concerts, gallery openings, farmers markets, comedy shows,
        classes, food pop-ups and festivals happening around the city. Each listing says when it is on —
        including the ones that repeat every week or every month — and where, with a map, and you can add it
        to your Google or Apple calendar in one tap.
      </p>
      <h2>Made with the people who go</h2>
      <p>
        Mark an event as interested to keep it for later; follow people to see what they are planning; comment
        with tips; build collections and share them with the people you go out with. Not sure where to go?{' '}
        <Link href="/roundup/ask">Ask the community</Link> and members answer with their recommendations.
        Hosts publish their own events, and our team reviews a new host&apos;s first listings before they
        appear.
      </p>
      <h2>Where we are</h2>
      <p>
        Happenings covers <Link href="/boston-ma">Boston</Link> and its neighbouring cities, and{' '}
        <Link href="/washington-dc">Washington DC</Link>. The website serves both; the mobile app serves
        Boston for now.
      </p>
      <h2>Get in touch</h2>
      <p>
        Hosts who want to list an event can <Link href="/event/create">create it here</Link>. For press,
        partnerships or anything else, write to{' '}
        <a href="mailto:hello@happenings.example">hello@happenings.example</a>. Want to build this with us?
        See <Link href="/careers">careers</Link>.
      </p>
    </StaticPage>
  );
}
