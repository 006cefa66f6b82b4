/**
 * /contest: the contest running now, for the links of the footer and the home page, which cannot know its slug.
 * Redirects to /contest/{slug} while its page shows (spec §3 flag showNoahContestWebPage), else says there is
 * none right now.
 */
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { StaticPage } from '@/components/static-page/static-page';
import { findCurrentContest } from '@/features/contests/contest.data';
import { contestPath } from '@/features/contests/contest-page';
import { pageMetadata } from '@/lib/site-metadata';

export const metadata = {
  ...pageMetadata({
    title: 'Invite contest',
    description: 'Invite friends to Happenings during a contest and win prizes.',
    path: '/contest',
  }),
  robots: { index: false, follow: true },
};

export default async function CurrentContestRoute() {
  const contest = await findCurrentContest();
  if (contest?.showWebPage) redirect(contestPath(contest));
  return (
    <StaticPage
      eyebrow="Invite contest"
      title="No contest is running right now"
      intro={<p>Now and then we run an invite contest: bring friends to Happenings and win prizes.</p>}
    >
      <p>
        The next one will be announced on the <Link href="/">home page</Link> and in the{' '}
        <Link href="/newsletter">newsletter</Link>.
      </p>
    </StaticPage>
  );
}
