/**
 * The streams of a location as rows (home and /{location}), rendered on the server.
 */
import type { Location } from '@happenings/domain/locations';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { StreamSection } from './stream-section';
import { loadDiscover } from './streams.data';
import styles from './streams.module.css';
import { streamCards } from './streams.types';
import { StreamsError } from './streams-error';

export async function LocationStreams({ location }: { location: Location }) {
  const [streams, user] = await Promise.all([
    loadDiscover(location.slug).catch(() => null),
    getCurrentUser().catch(() => null),
  ]);
  if (!streams) {
    return (
      <div className={styles.streams}>
        <StreamsError />
      </div>
    );
  }
  const isSignedIn = Boolean(user);
  // Every stream the site can draw (spec §7: experiences, roundups, posts, collections), when it has cards or
  // is a personal stream to sign in for.
  const shown = streams.filter((stream) => {
    const cards = streamCards(stream);
    return cards !== null && ((stream.requiresAuth && !isSignedIn) || cards.items.length > 0);
  });

  const firstWithCards = shown.find((stream) => !(stream.requiresAuth && !isSignedIn));

  return (
    <div className={styles.streams}>
      {shown.length === 0 ? (
        <p className={styles.empty}>
          Nothing is listed in {location.name} right now. Check back soon, or{' '}
          <a href="/search">search all events</a>.
        </p>
      ) : (
        // The first row's first picture loads eagerly with high priority: on a phone the first card is the
        // largest paint above the fold. Every other picture loads lazily.
        shown.map((stream) => (
          <StreamSection
            key={stream.id}
            stream={stream}
            location={location}
            isSignedIn={isSignedIn}
            priorityCount={stream === firstWithCards ? 1 : 0}
          />
        ))
      )}
    </div>
  );
}
