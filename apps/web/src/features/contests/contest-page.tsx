/**
 * /contest/{slug}: an invite contest (spec §7 Contests; shown only while the spec §3 flag showNoahContestWebPage is
 * on, which the route checks). Name, city, dates in New York time, what to do, the prize, the rules and the top
 * ten of its leaderboard, server-rendered.
 */
import { getLocation } from '@happenings/domain/locations';
import { ContestCallToAction } from './contest-call-to-action';
import { contestDates } from './contest-dates';
import { ContestLeaderboard } from './contest-leaderboard';
import styles from './contests.module.css';
import type { Contest, LeaderboardEntry } from './contests.types';

export interface ContestPageProps {
  contest: Contest;
  leaderboard: LeaderboardEntry[] | null;
  /** The signed-in visitor's username; null when they have none yet; undefined when signed out. */
  username: string | null | undefined;
}

export function contestPath(contest: Pick<Contest, 'slug'>): string {
  return `/contest/${contest.slug}`;
}

/**
 * The rules are the team's plain text: blank lines part paragraphs, and React escapes the text, so nothing in it
 * becomes markup or a link.
 */
function ruleParagraphs(rules: string): string[] {
  return rules
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function ContestPage({ contest, leaderboard, username }: ContestPageProps) {
  const { start, end } = contestDates(contest);
  const city = contest.location ? getLocation(contest.location).name : null;
  const path = contestPath(contest);
  const rules = contest.rules ? ruleParagraphs(contest.rules) : [];

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Contest{city ? ` · ${city}` : ''}</p>
        <h1 className={styles.title}>{contest.name}</h1>
        {contest.description ? <p className={styles.description}>{contest.description}</p> : null}
        {start || end ? (
          <p className={styles.dates}>
            {start ? (
              <>
                {contest.showAsCompleted || contest.isActive ? 'Started' : 'Starts'}{' '}
                <time dateTime={start.iso}>{start.text}</time>
              </>
            ) : null}
            {start && end ? ' · ' : null}
            {end ? (
              <>
                {contest.timing === 'PAST' ? 'Ended' : 'Ends'} <time dateTime={end.iso}>{end.text}</time>
              </>
            ) : null}
            <span className={styles.zone}> (Eastern Time)</span>
          </p>
        ) : null}
        <ContestCallToAction contest={contest} start={start} username={username} path={path} />
      </header>

      {contest.prize ? (
        <section className={styles.section} aria-labelledby="contest-prize">
          <h2 id="contest-prize">Prize</h2>
          <p className={styles.prize}>{contest.prize}</p>
        </section>
      ) : null}

      {rules.length > 0 ? (
        <section className={styles.section} aria-labelledby="contest-rules">
          <h2 id="contest-rules">Rules</h2>
          <div className={styles.rules}>
            {rules.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text; their order is their identity.
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}

      <ContestLeaderboard entries={leaderboard} isSignedIn={username !== undefined} path={path} />
    </article>
  );
}
