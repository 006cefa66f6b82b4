/**
 * A place (venue) page: its name, address and map, the Follow button, its upcoming events, posts about it and
 * its comments (spec §7 comments by place id), with schema.org Place JSON-LD.
 */

import { SubscribeButton } from '@/features/calendar-feeds/subscribe-button';
import { CommentThread } from '@/features/comments/comment-thread';
import type { CommentPage } from '@/features/comments/comments.types';
import { serializeJsonLd } from '@/features/events/event-json-ld';
import { addressLine, directionsUrl } from '@/features/events/event-where';
import { TargetFollowButton } from '@/features/follows/target-follow-button';
import { PlaceMap } from '@/features/map/place-map';
import { PostsSection } from '@/features/posts/posts-section';
import type { PlaceDetail } from './place.data';
import { buildPlaceJsonLd } from './place-json-ld';
import styles from './place-page.module.css';
import { toWhereSource } from './place-where';
import { UpcomingEventsList } from './upcoming-events-list';

export interface PlacePageProps {
  place: PlaceDetail;
  comments: CommentPage | null;
  isSignedIn: boolean;
  siteUrl: string;
  now: number;
}

export function PlacePage({ place, comments, isSignedIn, siteUrl, now }: PlacePageProps) {
  const where = toWhereSource(place);
  const address = addressLine(where);
  return (
    <article className={styles.page}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be inline; serializeJsonLd escapes '<'.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildPlaceJsonLd(place, siteUrl)) }}
      />
      <header className={styles.header}>
        <p className={styles.kicker}>Place</p>
        <h1 className={styles.title}>{place.name}</h1>
        {address ? <address className={styles.address}>{address}</address> : null}
        <div className={styles.actions}>
          <TargetFollowButton
            type="place"
            id={place.id}
            name={place.name}
            initial={{ isFollowing: place.isFollowing ?? false, followersCount: place.followersCount }}
            isSignedIn={isSignedIn}
          />
          <SubscribeButton
            feedPath={`/api/v1/calendar-feeds/places/${encodeURIComponent(place.id)}/events.ics`}
            title={`events at ${place.name}`}
          />
          <a
            href={directionsUrl(where)}
            target="_blank"
            rel="noopener noreferrer"
            className="button button-secondary"
          >
            Get directions
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </header>

      {place.lat !== null && place.lng !== null ? (
        <div className={styles.mapCard}>
          <PlaceMap name={place.name} lat={place.lat} lng={place.lng} {...(address ? { address } : {})} />
        </div>
      ) : null}

      <section className={styles.section} aria-labelledby="place-upcoming">
        <h2 id="place-upcoming" className={styles.sectionTitle}>
          Upcoming events
        </h2>
        <UpcomingEventsList
          of={{ type: 'place', id: place.id }}
          firstPage={{ items: place.upcomingExperiences, nextCursor: place.upcomingNextCursor }}
          emptyText="No upcoming events here yet."
        />
      </section>

      <PostsSection venueId={place.id} isSignedIn={isSignedIn} now={now} className={styles.section} />

      <div className={styles.section} id="comments">
        <CommentThread
          subject={{ itemType: 'place', itemId: place.id }}
          initialPage={comments}
          isSignedIn={isSignedIn}
          title="Comments"
          now={now}
        />
      </div>
    </article>
  );
}
