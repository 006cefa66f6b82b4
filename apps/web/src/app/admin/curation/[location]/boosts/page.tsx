import { isLocationSlug } from '@happenings/domain/locations';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/features/back-office/back-office.server';
import type { RawSearchParams } from '@/features/back-office/search-param';
import { BoostsPage } from '@/features/curation-admin/boosts-page';

export const metadata: Metadata = { title: 'Boosted events' };

export default async function BoostsRoute({
  params,
  searchParams,
}: {
  params: Promise<{ location: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  await requireStaff('editor');
  const { location } = await params;
  if (!isLocationSlug(location)) notFound();
  return <BoostsPage location={location} searchParams={await searchParams} />;
}
