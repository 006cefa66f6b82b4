import type { Metadata } from 'next';
import { requireStaff } from '@/features/back-office/back-office.server';
import type { RawSearchParams } from '@/features/back-office/search-param';
import { ContestPage } from '@/features/curation-admin/contests-page';

export const metadata: Metadata = { title: 'Contest' };

export default async function ContestRoute({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  await requireStaff('editor');
  const { id } = await params;
  return <ContestPage id={id} searchParams={await searchParams} />;
}
