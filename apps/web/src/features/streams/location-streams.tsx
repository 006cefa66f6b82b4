/**
 * The streams of a location as rows (home and /{location}), rendered on the server.
 */
import type { Location } from '@happenings/domain/locations';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { StreamSection } from './stream-section';
import { loadDiscover } from './streams.data';
import styles from './streams.module.css';
import { type DiscoverStream, streamCards } from './streams.types';
import { StreamsError } from './streams-error';

/**
 * Every stream the site can draw (spec §7: experiences, roundups, posts, collections) that has cards. Signed
 * out, the personal streams make one sign-in prompt, the first of them, placed after the first row of cards:
 * a visitor sees what is on before being asked to sign in, and is asked once.
 */
export function arrangeStreams(streams: DiscoverStream[], isSignedIn: boolean): DiscoverStream[] {
  const drawable = streams.filter((stream) => streamCards(stream) !== null);
  const withCards = drawable.filter(
    (stream) => !(stream.requiresAuth && !isSignedIn) && (streamCards(stream)?.items.length ?? 0) > 0,
  );
  const prompt = isSignedIn ? undefined : drawable.find((stream) => stream.requiresAuth);
  if (!prompt) return withCards;
  return [...withCards.slice(0, 1), prompt, ...withCards.slice(1)];
}

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
  const shown = arrangeStreams(streams, isSignedIn);
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
