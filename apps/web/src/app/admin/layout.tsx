import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { requireStaff } from '@/features/back-office/back-office.server';
import { listVisibleSections } from '@/features/back-office/back-office-sections';
import { BackOfficeShell } from '@/features/back-office/back-office-shell';

// The back office is for staff only and never advertised: kept out of search results and the sitemap.
export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s · Back office · Happenings' },
  robots: { index: false, follow: false },
};

/** /admin and everything under it: 404 for anyone without a staff role (docs/moderation.md). */
export default async function BackOfficeLayout({ children }: { children: ReactNode }) {
  const overview = await requireStaff();
  return <BackOfficeShell sections={listVisibleSections(overview)}>{children}</BackOfficeShell>;
}
