import type { Metadata } from 'next';
import { requireStaff } from '@/features/back-office/back-office.server';
import type { RawSearchParams } from '@/features/back-office/search-param';
import { ReportQueuePage } from '@/features/moderation-admin/report-queue-page';

export const metadata: Metadata = { title: 'Reports' };

export default async function ReportsRoute({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireStaff('moderator');
  return <ReportQueuePage searchParams={await searchParams} />;
}
