import Link from 'next/link';
import { StaticPage } from '@/components/static-page/static-page';

export const metadata = {
  title: 'Page not found',
  description: 'This page does not exist or has moved.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <StaticPage
      eyebrow="404"
      title="We could not find that page"
      intro={<p>The link may be old, or the event may have been taken down by its host.</p>}
    >
      <p>
        <Link href="/" className="button">
          Back to the home page
        </Link>
      </p>
      <p>
        Or <Link href="/search">search for events</Link>.
      </p>
    </StaticPage>
  );
}
