import { isLocationSlug } from '@happenings/domain/locations';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/features/back-office/back-office.server';
import type { RawSearchParams } from '@/features/back-office/search-param';
import { isPickList, PICK_LIST_NAMES } from '@/features/curation-admin/curation.server';
import { PicksPage } from '@/features/curation-admin/picks-page';

type Params = Promise<{ location: string; list: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { list } = await params;
  return { title: isPickList(list) ? PICK_LIST_NAMES[list] : 'Curation' };
}

export default async function PicksRoute({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<RawSearchParams>;
}) {
  await requireStaff('editor');
  const { location, list } = await params;
  if (!isLocationSlug(location) || !isPickList(list)) notFound();
  return <PicksPage location={location} list={list} searchParams={await searchParams} />;
}
