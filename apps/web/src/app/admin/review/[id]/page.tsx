import type { Metadata } from 'next';
import { requireStaff } from '@/features/back-office/back-office.server';
import { ReviewItemPage } from '@/features/back-office/review/review-item-page';
import type { RawSearchParams } from '@/features/back-office/search-param';

export const metadata: Metadata = { title: 'Review an event' };

export default async function ReviewItemRoute({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  await requireStaff('editor');
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return <ReviewItemPage id={id} searchParams={query} />;
}
