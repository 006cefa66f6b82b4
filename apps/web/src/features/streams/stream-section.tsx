/**
 * One stream on the home and location pages: title, subtitle, a row of cards (experiences, roundups, posts or
 * collections) and the see-all link (/{stream}/{location}). Personal streams show a sign-in prompt to visitors
 * instead of cards.
 */
import type { Location } from '@happenings/domain/locations';
import Link from 'next/link';
import { StreamCardList } from './community-cards';
import styles from './streams.module.css';
import { type DiscoverStream, seeAllPath, streamCards } from './streams.types';

export interface StreamSectionProps {
  stream: DiscoverStream;
  location: Location;
  isSignedIn: boolean;
  /** Cards whose picture loads eagerly (the first row's, above the fold). */
  priorityCount?: number;
}

export function StreamSection({ stream, location, isSignedIn, priorityCount = 0 }: StreamSectionProps) {
  const headingId = `stream-${stream.slug}`;
  const cards = streamCards(stream);
  const needsSignIn = stream.requiresAuth && !isSignedIn;
  if (!cards || (!needsSignIn && cards.items.length === 0)) return null;

  return (
    <section
      className={needsSignIn ? `${styles.section} ${styles.promptSection}` : styles.section}
      aria-labelledby={headingId}
      data-stream={stream.slug}
    >
      <div className={styles.header}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {stream.title}
          </h2>
          {stream.subtitle ? <p className={styles.subtitle}>{stream.subtitle}</p> : null}
        </div>
        {needsSignIn ? null : (
          <Link href={seeAllPath(stream, location.slug)} className={styles.seeAll}>
            See all<span className="visually-hidden"> {stream.title}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path fill="currentColor" d="M9.3 5.3 7.9 6.7l5.3 5.3-5.3 5.3 1.4 1.4 6.7-6.7z" />
            </svg>
          </Link>
        )}
      </div>
      {needsSignIn ? (
        <SignInPrompt title={stream.title} />
      ) : (
        <StreamCardList cards={cards} layout="row" label={stream.title} priorityCount={priorityCount} />
      )}
    </section>
  );
}

function SignInPrompt({ title }: { title: string }) {
  return (
    <div className={styles.prompt}>
      <p>
        <strong>{title}</strong> is made for you: sign in to see events picked from your interests and the
        people you follow.
      </p>
      <Link href="/login" className="button">
        Sign in<span className="visually-hidden"> to see {title}</span>
      </Link>
    </div>
  );
}
