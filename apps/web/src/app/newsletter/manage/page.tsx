import type { Metadata } from 'next';
import Link from 'next/link';
import { StaticPage } from '@/components/static-page/static-page';
import { NewsletterCitiesForm } from '@/features/newsletter/newsletter-cities-form';

// Not indexed: the address carries the token.
export const metadata: Metadata = {
  title: 'Manage your newsletter',
  robots: { index: false, follow: false },
};

/** Issue 27: the manage link of every issue's footer; works without signing in. */
export default async function NewsletterManagePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return (
    <StaticPage eyebrow="Newsletter" title="Manage your newsletter">
      {token ? (
        <NewsletterCitiesForm source={{ kind: 'token', token }} />
      ) : (
        <p>
          This link is missing its code. Open it again from the e-mail, or{' '}
          <Link href="/newsletter">sign up on the newsletter page</Link>.
        </p>
      )}
    </StaticPage>
  );
}
