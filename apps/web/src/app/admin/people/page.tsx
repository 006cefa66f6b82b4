import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { requireStaff } from '@/features/back-office/back-office.server';
import { PeoplePage } from '@/features/back-office/people/people-page';
import type { RawSearchParams } from '@/features/back-office/search-param';

export const metadata: Metadata = { title: 'People' };

export default async function PeopleRoute({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireStaff('admin');
  const user = await getCurrentUser();
  if (!user) notFound();
  return <PeoplePage searchParams={await searchParams} ownId={user.id} />;
}
