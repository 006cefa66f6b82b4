import type { Metadata } from 'next';
import { requireStaff } from '@/features/back-office/back-office.server';
import type { RawSearchParams } from '@/features/back-office/search-param';
import { ContestsPage } from '@/features/curation-admin/contests-page';

export const metadata: Metadata = { title: 'Contests' };

export default async function ContestsRoute({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireStaff('editor');
  return <ContestsPage searchParams={await searchParams} />;
}
