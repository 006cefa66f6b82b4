import { isLocationSlug, LOCATIONS } from '@happenings/domain/locations';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/features/back-office/back-office.server';
import { NewsletterIssuePage } from '@/features/back-office/newsletter/newsletter-issue-page';
import type { RawSearchParams } from '@/features/back-office/search-param';

type Params = Promise<{ location: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { location } = await params;
  return { title: isLocationSlug(location) ? `Newsletter, ${LOCATIONS[location].name}` : 'Newsletter' };
}

export default async function NewsletterIssueRoute({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<RawSearchParams>;
}) {
  await requireStaff('editor');
  const { location } = await params;
  if (!isLocationSlug(location)) notFound();
  return <NewsletterIssuePage location={location} searchParams={await searchParams} />;
}
