/**
 * /contest/{slug}: an invite contest (spec §7 Contests; README: the chosen route, singular like /event/{slug}).
 * 404 for an unknown contest, and while the spec §3 flag showNoahContestWebPage is off (the API's showWebPage).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { findContestBySlug, loadContestLeaderboard } from '@/features/contests/contest.data';
import { describeContestDates } from '@/features/contests/contest-dates';
import { ContestPage, contestPath } from '@/features/contests/contest-page';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const contest = await findContestBySlug((await params).slug);
  if (!contest?.showWebPage) return { title: 'Contest not found', robots: { index: false } };
  const when = describeContestDates(contest);
  const summary = contest.description?.trim() || `An invite contest on Happenings: ${contest.name}.`;
  const prize = contest.prize ? ` Prize: ${contest.prize}.` : '';
  return pageMetadata({
    title: contest.name,
    description: `${summary}${prize}${when ? ` ${when} (Eastern Time).` : ''}`.slice(0, 300),
    path: contestPath(contest),
  });
}

export default async function ContestRoute({ params }: { params: Params }) {
  const contest = await findContestBySlug((await params).slug);
  if (!contest?.showWebPage) notFound();
  const user = await getCurrentUser();
  // The leaderboard call answers signed-in people only: a visitor's page says so instead of calling it.
  const leaderboard = user ? await loadContestLeaderboard(contest.id) : null;
  return (
    <ContestPage contest={contest} leaderboard={leaderboard} username={user ? user.username : undefined} />
  );
}
