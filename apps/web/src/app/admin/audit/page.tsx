import type { Metadata } from 'next';
import { AuditPage } from '@/features/back-office/audit/audit-page';
import { requireStaff } from '@/features/back-office/back-office.server';
import type { RawSearchParams } from '@/features/back-office/search-param';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AuditRoute({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireStaff('admin');
  return <AuditPage searchParams={await searchParams} />;
}
