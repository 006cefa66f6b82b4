/**
 * /roundup/{slug}: a crowd-sourced roundup (README: singular like /event/{slug}; /roundups/... would read as the
 * spec's /{stream}/{slug} see-all route). 404 for an unknown roundup or someone else's draft.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { loadThreadFirstPage } from '@/features/comments/comments.data';
import { findRoundupBySlug, loadTopRecommendations } from '@/features/roundups/roundup.data';
import { roundupPath } from '@/features/roundups/roundup-json-ld';
import { RoundupPage } from '@/features/roundups/roundup-page';
import { getServerEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const roundup = await findRoundupBySlug((await params).slug);
  if (!roundup) return { title: 'Roundup not found', robots: { index: false } };
  const answers = roundup.parentCommentsCount;
  return pageMetadata({
    title: roundup.title,
    description: (
      roundup.description?.trim() ||
      `${answers} ${answers === 1 ? 'answer' : 'answers'} from the Happenings community: ${roundup.title}`
    ).slice(0, 300),
    path: roundupPath(roundup),
    type: 'article',
  });
}

export default async function RoundupRoute({ params }: { params: Params }) {
  const roundup = await findRoundupBySlug((await params).slug);
  if (!roundup) notFound();
  const subject = { itemType: 'crowd-sourced-roundup' as const, itemId: roundup.id };
  const [user, top, firstPage] = await Promise.all([
    getCurrentUser(),
    loadTopRecommendations(roundup.id),
    loadThreadFirstPage(subject),
  ]);
  return (
    <RoundupPage
      roundup={roundup}
      top={top}
      firstPage={firstPage}
      isSignedIn={user !== null}
      siteUrl={getServerEnv().siteUrl}
      now={Date.now()}
    />
  );
}
