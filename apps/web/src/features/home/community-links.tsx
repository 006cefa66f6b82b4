/**
 * The home and location pages' way into the community's pages: asking a roundup question, and the invite contest
 * while its page shows (spec §3 flag showNoahContestWebPage). Rendered inside the hero, read beside the streams.
 */
import Link from 'next/link';
import { findCurrentContest } from '@/features/contests/contest.data';
import { contestPath } from '@/features/contests/contest-page';
import styles from './home-hero.module.css';

export async function CommunityLinks() {
  const contest = await findCurrentContest();
  return (
    <ul className={styles.community} aria-label="Community">
      <li>
        Not sure where to go? <Link href="/roundup/ask">Ask the community</Link>
      </li>
      {contest?.showWebPage ? (
        <li>
          <Link href={contestPath(contest)}>{contest.name}</Link>: invite friends, win prizes
        </li>
      ) : null}
    </ul>
  );
}
