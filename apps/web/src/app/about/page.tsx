import Link from 'next/link';
import { StaticPage } from '@/components/static-page/static-page';
import { pageMetadata } from '@/lib/site-metadata';

export const metadata = pageMetadata({
  title: 'About us',
  description:
    'Happenings helps you find what is on in Boston — concerts, exhibits, markets, classes and festivals — and see which ones your friends are going to.',
  path: '/about',
});

export default function AboutPage() {
  return (
    <StaticPage
      eyebrow="About Happenings"
      title="Know what is happening around you"
      intro={
        <p>
          We started Happenings because the best nights out in Boston were hiding in group chats, venue
          newsletters and flyers on coffee-shop walls. Now they are in one place.
        </p>
      }
    >
      <h2>What we do</h2>
      <p>
        Every day our editors and our community gather the concerts, gallery openings, farmers markets, comedy
        shows, classes, food pop-ups and festivals happening across Greater Boston. Each listing shows when it
        is on — including the weekly and monthly ones — where it is, and what it costs, so you can decide in
        seconds.
      </p>
      <h2>Made with the people who go</h2>
      <p>
        Mark an event as interested and it is saved for later; follow friends to see what they are planning;
        comment with tips, and build collections to share with the people you go out with. Hosts and venues
        publish their own events, and our team reviews new listings before they appear.
      </p>
      <h2>Where we are</h2>
      <p>
        Happenings covers Boston, Cambridge, Somerville, Brookline and the neighbourhoods around them.
        Washington DC is next: if you live there,{' '}
        <Link href="/washington-dc">tell us you are interested</Link> and we will write when it opens.
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
