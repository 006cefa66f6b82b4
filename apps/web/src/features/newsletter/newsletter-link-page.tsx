/**
 * The frame of the two pages newsletter e-mails link to. Not indexed: their address carries the token.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { StaticPage } from '@/components/static-page/static-page';
import type { NewsletterLinkAction } from '@/features/newsletter/newsletter.data';
import { NewsletterLinkPanel } from '@/features/newsletter/newsletter-link-panel';

const TITLES: Record<NewsletterLinkAction, string> = {
  confirm: 'Confirm your subscription',
  unsubscribe: 'Unsubscribe from the newsletter',
};

export function newsletterLinkMetadata(action: NewsletterLinkAction): Metadata {
  return { title: TITLES[action], robots: { index: false, follow: false } };
}

export async function NewsletterLinkPage({
  action,
  searchParams,
}: {
  action: NewsletterLinkAction;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return (
    <StaticPage eyebrow="Newsletter" title={TITLES[action]}>
      {token ? (
        <NewsletterLinkPanel action={action} token={token} />
      ) : (
        <p>
          This link is missing its code. Open it again from the e-mail, or{' '}
          <Link href="/newsletter">sign up on the newsletter page</Link>.
        </p>
      )}
    </StaticPage>
  );
}
