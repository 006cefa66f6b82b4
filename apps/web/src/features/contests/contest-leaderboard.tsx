/**
 * A contest's top ten (spec §7 leaderboard/{x}): rank, photo, name linking to the profile, and invites counted.
 * An ordered list whose items carry their rank as `value`, so tied people (who share a rank) are read out right.
 */
import Link from 'next/link';
import { loginPath } from '@/features/auth/auth-paths';
import { UserAvatar } from '@/features/profile/user-avatar';
import styles from './contests.module.css';
import type { LeaderboardEntry } from './contests.types';

export interface ContestLeaderboardProps {
  /** Null: not readable (signed out, since the API ranks for signed-in people only, or the API failed). */
  entries: LeaderboardEntry[] | null;
  isSignedIn: boolean;
  path: string;
}

function invitesText(count: number): string {
  return `${count} ${count === 1 ? 'invite' : 'invites'}`;
}

export function ContestLeaderboard({ entries, isSignedIn, path }: ContestLeaderboardProps) {
  return (
    <section className={styles.section} aria-labelledby="contest-leaderboard">
      <h2 id="contest-leaderboard">Leaderboard</h2>
      {entries === null ? (
        isSignedIn ? (
          <p className={styles.muted}>The leaderboard could not be loaded. Try again in a moment.</p>
        ) : (
          <p className={styles.muted}>
            <Link href={loginPath(path)}>Sign in</Link> to see who is leading.
          </p>
        )
      ) : entries.length === 0 ? (
        <p className={styles.muted}>No one has joined through a contest invite yet.</p>
      ) : (
        <ol className={styles.leaderboard}>
          {entries.map((entry) => (
            <LeaderboardRow key={entry.user.uid ?? entry.user.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function LeaderboardRow({ entry }: { entry: LeaderboardEntry }) {
  const { user } = entry;
  const name = user.displayName || user.username || 'Former member';
  return (
    <li value={entry.rank} className={styles.entry}>
      <span className={styles.rank}>{entry.rank}</span>
      <UserAvatar photoURL={user.photoURL} name={name} size={40} />
      <span className={styles.name}>
        {user.username ? (
          <Link href={`/u/${user.username}`} prefetch={false}>
            {name}
          </Link>
        ) : (
          name
        )}
      </span>
      <span className={styles.score}>{invitesText(entry.score)}</span>
    </li>
  );
}
