import type { Metadata } from 'next';
import { requireStaff } from '@/features/back-office/back-office.server';
import { BackOfficeOverview } from '@/features/back-office/back-office-overview';

export const metadata: Metadata = { title: 'Overview' };

export default async function BackOfficeRoute() {
  const overview = await requireStaff();
  return <BackOfficeOverview overview={overview} />;
}
