import type { Metadata } from 'next';
import { requireStaff } from '@/features/back-office/back-office.server';
import type { RawSearchParams } from '@/features/back-office/search-param';
import { ReportCasePage } from '@/features/moderation-admin/report-case-page';

export const metadata: Metadata = { title: 'A reported item' };

export default async function ReportCaseRoute({
  params,
  searchParams,
}: {
  params: Promise<{ caseId: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  await requireStaff('moderator');
  const [{ caseId }, query] = await Promise.all([params, searchParams]);
  return <ReportCasePage caseId={caseId} searchParams={query} />;
}
