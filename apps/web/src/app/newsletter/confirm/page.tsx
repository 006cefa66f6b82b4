import { NewsletterLinkPage, newsletterLinkMetadata } from '@/features/newsletter/newsletter-link-page';

export const metadata = newsletterLinkMetadata('confirm');

export default function NewsletterConfirmPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <NewsletterLinkPage action="confirm" searchParams={searchParams} />;
}
