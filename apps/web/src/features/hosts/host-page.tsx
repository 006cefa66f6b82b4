/**
 * A host (organiser) page: its picture (or its initial), name, description and website, the Follow button, its
 * upcoming events and how many have passed, with schema.org Organization JSON-LD.
 */
import { buildImageUrl } from '@happenings/domain/media';
import { SubscribeButton } from '@/features/calendar-feeds/subscribe-button';
import { serializeJsonLd } from '@/features/events/event-json-ld';
import { TargetFollowButton } from '@/features/follows/target-follow-button';
import styles from '@/features/places/place-page.module.css';
import { UpcomingEventsList } from '@/features/places/upcoming-events-list';
import type { HostDetail } from './host.data';
import { buildHostJsonLd } from './host-json-ld';

export interface HostPageProps {
  host: HostDetail;
  isSignedIn: boolean;
  siteUrl: string;
}

/** Only web addresses become links: a stored website is the host's own text. */
export function safeWebsite(website: string | null): URL | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

export function hostPictureUrl(photoURL: string | null): string | null {
  return photoURL ? buildImageUrl(photoURL, { baseUrl: '', preset: 'avatar', format: 'webp' }) : null;
}

export function HostPage({ host, isSignedIn, siteUrl }: HostPageProps) {
  const picture = hostPictureUrl(host.photoURL);
  const website = safeWebsite(host.website);
  const jsonLd = buildHostJsonLd(
    {
      ...host,
      website: website?.href ?? null,
      imageUrl: picture ? new URL(picture, `${siteUrl}/`).href : null,
    },
    siteUrl,
  );
  const past = host.pastExperiencesCount;
  return (
    <article className={styles.page}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be inline; serializeJsonLd escapes '<'.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      <header className={styles.header}>
        <div className={styles.identity}>
          {picture ? (
            // biome-ignore lint/performance/noImgElement: media come from our CDN at a spec §9 preset already.
            <img src={picture} alt="" width={72} height={72} className={styles.picture} />
          ) : (
            <span className={styles.initial} aria-hidden="true">
              {host.name.charAt(0).toUpperCase()}
            </span>
          )}
          <div>
            <p className={styles.kicker}>Host</p>
            <h1 className={styles.title}>{host.name}</h1>
          </div>
        </div>
        {host.description?.trim() ? <p className={styles.description}>{host.description.trim()}</p> : null}
        <ul className={styles.facts}>
          <li>
            {past} past {past === 1 ? 'event' : 'events'}
          </li>
          {website ? (
            <li>
              <a href={website.href} target="_blank" rel="noopener noreferrer nofollow">
                {website.hostname}
                <span className="visually-hidden"> (website, opens in a new tab)</span>
              </a>
            </li>
          ) : null}
        </ul>
        <div className={styles.actions}>
          <TargetFollowButton
            type="host"
            id={host.id}
            name={host.name}
            initial={{ isFollowing: host.isFollowing ?? false, followersCount: host.followersCount }}
            isSignedIn={isSignedIn}
          />
          <SubscribeButton
            feedPath={`/api/v1/calendar-feeds/hosts/${encodeURIComponent(host.id)}/events.ics`}
            title={`${host.name}'s events`}
          />
        </div>
      </header>

      <section className={styles.section} aria-labelledby="host-upcoming">
        <h2 id="host-upcoming" className={styles.sectionTitle}>
          Upcoming events
        </h2>
        <UpcomingEventsList
          of={{ type: 'host', id: host.id }}
          firstPage={{ items: host.upcomingExperiences, nextCursor: host.upcomingNextCursor }}
          emptyText="No upcoming events from this host yet."
        />
      </section>
    </article>
  );
}
