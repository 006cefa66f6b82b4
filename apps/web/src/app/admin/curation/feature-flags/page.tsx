import type { Metadata } from 'next';
import { requireStaff } from '@/features/back-office/back-office.server';
import type { RawSearchParams } from '@/features/back-office/search-param';
import { FeatureFlagsPage } from '@/features/curation-admin/feature-flags-page';

export const metadata: Metadata = { title: 'Feature flags' };

export default async function FeatureFlagsRoute({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>;
}) {
  await requireStaff('admin');
  return <FeatureFlagsPage searchParams={await searchParams} />;
}
