import { isLocationSlug } from '@happenings/domain/locations';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/features/back-office/back-office.server';
import type { RawSearchParams } from '@/features/back-office/search-param';
import { RecommendationsPage } from '@/features/curation-admin/recommendations-page';

export const metadata: Metadata = { title: 'Search suggestions' };

export default async function RecommendationsRoute({
  params,
  searchParams,
}: {
  params: Promise<{ location: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  await requireStaff('editor');
  const { location } = await params;
  if (!isLocationSlug(location)) notFound();
  return <RecommendationsPage location={location} searchParams={await searchParams} />;
}
