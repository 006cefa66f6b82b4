import { NewsletterLinkPage, newsletterLinkMetadata } from '@/features/newsletter/newsletter-link-page';

export const metadata = newsletterLinkMetadata('unsubscribe');

export default function NewsletterUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <NewsletterLinkPage action="unsubscribe" searchParams={searchParams} />;
}
