import type { Metadata } from 'next';
import { requireStaff } from '@/features/back-office/back-office.server';
import { CurationHome } from '@/features/curation-admin/curation-home';

export const metadata: Metadata = { title: 'Curation' };

export default async function CurationRoute() {
  const overview = await requireStaff('editor');
  return <CurationHome isAdmin={overview.roles.includes('admin')} />;
}
