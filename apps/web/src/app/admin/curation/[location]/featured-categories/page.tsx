import { isLocationSlug } from '@happenings/domain/locations';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/features/back-office/back-office.server';
import type { RawSearchParams } from '@/features/back-office/search-param';
import { CategoriesPage } from '@/features/curation-admin/categories-page';

export const metadata: Metadata = { title: 'Featured categories' };

export default async function CategoriesRoute({
  params,
  searchParams,
}: {
  params: Promise<{ location: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  await requireStaff('editor');
  const { location } = await params;
  if (!isLocationSlug(location)) notFound();
  return <CategoriesPage location={location} searchParams={await searchParams} />;
}
