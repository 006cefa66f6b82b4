import type { Metadata } from 'next';
import { requireStaff } from '@/features/back-office/back-office.server';
import { ReviewQueuePage } from '@/features/back-office/review/review-queue-page';
import type { RawSearchParams } from '@/features/back-office/search-param';

export const metadata: Metadata = { title: 'Review' };

export default async function ReviewQueueRoute({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireStaff('editor');
  return <ReviewQueuePage searchParams={await searchParams} />;
}
