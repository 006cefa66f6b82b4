/**
 * /event/{slug} (spec §2, issue 4), server-rendered: media, name, schedule text (CANCELED / TBA called out) and
 * the next dates, where, host, description, categories, the Interested button with the people you follow who
 * are interested, share, send to a friend, Add to calendar, and more events like it; schema.org Event JSON-LD for
 * search engines. For a signed-in visitor the same public page is kept and sent, its personal part filled in by
 * the browser (isMemberView, event-member-part.tsx).
 */

import { toCalendarEvent } from '@happenings/domain/calendar';
import { buildImageUrl } from '@happenings/domain/media';
import { DEFAULT_TIME_ZONE } from '@happenings/domain/time';
import Link from 'next/link';
import { AddToCalendarButton } from '@/features/calendar/add-to-calendar-button';
import { SaveButton } from '@/features/collections/save-button';
import { CommentThread } from '@/features/comments/comment-thread';
import type { CommentPage } from '@/features/comments/comments.types';
import { ExperienceGrid } from '@/features/experiences/experience-card';
import { categoryLabel } from '@/features/experiences/experience-card.helpers';
import { EditEventLink } from '@/features/hosting/edit-event-link';
import { InterestedButton } from '@/features/interested/interested-button';
import { InterestedPeople } from '@/features/interested/interested-people';
import { InviteToGoButton } from '@/features/invitations/invite-to-go-button';
import { ShowLocation } from '@/features/location/location-context';
import { ModerationNotice, moderationOf } from '@/features/moderation-report/moderation-notice';
import { ReportButton } from '@/features/moderation-report/report-button';
import { PostsSection } from '@/features/posts/posts-section';
import { CopyLinkButton } from '@/features/share/copy-link-button';
import type { Experience, ExperienceDetail, InterestedPerson } from './event.data';
import { describeOccurrence } from './event-dates';
import { buildEventJsonLd, serializeJsonLd } from './event-json-ld';
import { heroImage, heroVideo, socialImageUrl } from './event-media';
import {
  EventMemberActions,
  MemberComments,
  MemberModerationNotice,
  MemberPostComposer,
} from './event-member-part';
import styles from './event-page.module.css';
import { addressLine, EventWhere } from './event-where';
import { SendToFriendButton } from './send-to-friend-button';

export interface EventPageProps {
  event: ExperienceDetail;
  interestedPeople: readonly InterestedPerson[];
  similar: readonly Experience[];
  /** The first page of the event's comments (newest first); null when it could not be read. */
  comments: CommentPage | null;
  isSignedIn: boolean;
  /** The signed-in visitor's id (left out of the people "Send to a friend" finds); null when signed out. */
  viewerId: string | null;
  siteUrl: string;
  now: number;
  /**
   * A member page (src/features/auth/member-view.server.ts): rendered as for a signed-out visitor, with the
   * personal parts left to the browser.
   */
  isMemberView?: boolean;
}

type StatusTone = 'canceled' | 'tba' | 'rescheduled' | null;

function statusTone(event: ExperienceDetail): StatusTone {
  if (event.status === 'CANCELED') return 'canceled';
  if (event.status === 'POSTPONED') return 'tba';
  if (event.status === 'RESCHEDULED') return 'rescheduled';
  return null;
}

const STATUS_NOTE: Record<Exclude<StatusTone, null>, { badge: string; note: string }> = {
  canceled: { badge: 'CANCELED', note: 'This event has been canceled by its host.' },
  tba: { badge: 'TBA', note: 'This event has been postponed; new dates are to be announced.' },
  rescheduled: { badge: 'Rescheduled', note: 'This event has moved to new dates, shown below.' },
};

export function EventPage({
  event,
  interestedPeople,
  similar,
  comments,
  isSignedIn,
  viewerId,
  siteUrl,
  now,
  isMemberView = false,
}: EventPageProps) {
  const timeZone = event.timeZone || DEFAULT_TIME_ZONE;
  const hero = heroImage(event.media);
  const video = heroVideo(event.media);
  const ogImage = socialImageUrl(event.media, siteUrl);
  const calendarEvent = toCalendarEvent(event, `${siteUrl}/event/${event.slug}`);
  const tone = statusTone(event);
  const jsonLd = buildEventJsonLd(event, { siteUrl, imageUrls: ogImage ? [ogImage] : [] });
  const venue = event.where.name || addressLine(event.where);
  const description = event.description?.trim() || event.shortDescription;
  const upcoming = tone === 'canceled' ? [] : event.nextOccurrences;

  return (
    <article className={styles.page}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be inline; serializeJsonLd escapes '<'.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      {event.location ? <ShowLocation slug={event.location} /> : null}
      <div className={styles.top}>
        <div className={styles.media}>
          {video ? (
            // biome-ignore lint/a11y/useMediaCaption: hosts' clips have no caption track; the page text describes the event.
            <video
              className={styles.heroMedia}
              src={video.src}
              poster={video.poster ?? undefined}
              controls
              playsInline
              preload="metadata"
              aria-label={`Video: ${event.name}`}
            />
          ) : hero ? (
            // biome-ignore lint/performance/noImgElement: media come from our CDN at the spec §9 presets, with srcset.
            <img
              className={styles.heroMedia}
              src={hero.src}
              srcSet={hero.srcSet}
              sizes={hero.sizes}
              width={hero.width}
              height={hero.height}
              alt={hero.alt ?? (venue ? `${event.name} at ${venue}` : event.name)}
              fetchPriority="high"
              decoding="async"
            />
          ) : (
            <div className={`${styles.heroMedia} ${styles.heroPlaceholder}`} aria-hidden="true">
              {event.name.charAt(0)}
            </div>
          )}
        </div>

        <div className={styles.summary}>
          {tone ? (
            <p className={`${styles.status} ${styles[`status-${tone}`]}`} data-testid="event-status">
              <strong>{STATUS_NOTE[tone].badge}</strong>
              <span>{STATUS_NOTE[tone].note}</span>
            </p>
          ) : null}
          {event.categories[0] ? (
            <p className={styles.eyebrow}>{categoryLabel(event.categories[0])}</p>
          ) : null}
          {isMemberView ? (
            <MemberModerationNotice slug={event.slug} />
          ) : (
            <ModerationNotice moderation={moderationOf(event)} />
          )}
          <h1 className={styles.title}>{event.name}</h1>

          <ul className={styles.facts}>
            <li className={styles.fact}>
              <CalendarIcon />
              <span>
                <span className="visually-hidden">When: </span>
                <span
                  className={`${styles.scheduleText} ${tone === 'canceled' || tone === 'tba' ? styles.scheduleAlert : ''}`}
                  data-testid="schedule-text"
                >
                  {event.schedule.text || 'Dates to be announced'}
                </span>
              </span>
            </li>
            {venue ? (
              <li className={styles.fact}>
                <PinIcon />
                <span>
                  <span className="visually-hidden">Where: </span>
                  <a href="#event-where" className={styles.factLink}>
                    {event.where.name || venue}
                  </a>
                  {event.where.name && event.where.city ? (
                    <span className={styles.factMuted}> · {event.where.city}</span>
                  ) : null}
                </span>
              </li>
            ) : null}
            {event.host ? (
              <li className={styles.fact}>
                <HostAvatar name={event.host.name} photoURL={event.host.photoURL} />
                <span>
                  Hosted by{' '}
                  <a href={`/host/${encodeURIComponent(event.host.slug)}`} className={styles.factLink}>
                    <strong>{event.host.name}</strong>
                  </a>
                </span>
              </li>
            ) : null}
          </ul>

          {isMemberView ? (
            <EventMemberActions event={event} calendarEvent={calendarEvent} />
          ) : (
            <>
              <div className={styles.actions}>
                <EditEventLink id={event.id} canEdit={event.canEdit} />
                <InterestedButton
                  itemId={event.id}
                  isInterested={event.isInterested}
                  count={event.interested}
                  isSignedIn={isSignedIn}
                />
                {calendarEvent ? (
                  <AddToCalendarButton event={calendarEvent} className="button button-secondary" />
                ) : null}
                <SaveButton itemId={event.id} name={event.name} variant="button" />
                <CopyLinkButton url={`/event/${event.slug}`} label="Share" />
                <SendToFriendButton event={event} viewerId={viewerId} />
                <InviteToGoButton event={event} viewerId={viewerId} />
                {event.canEdit ? null : (
                  <ReportButton
                    subject={{ type: 'experience', id: event.id }}
                    noun="event"
                    about={event.name}
                    isSignedIn={isSignedIn}
                    className="button button-secondary"
                  />
                )}
              </div>
              <InterestedPeople people={interestedPeople} />
            </>
          )}
        </div>
      </div>

      <div className={styles.details}>
        <div className={styles.mainColumn}>
          {description ? (
            <section className={styles.section} aria-labelledby="event-about">
              <h2 id="event-about" className={styles.sectionTitle}>
                About this event
              </h2>
              <div className={styles.description}>
                {description.split(/\n{2,}/).map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
            </section>
          ) : null}

          <section className={styles.section} aria-labelledby="event-dates">
            <h2 id="event-dates" className={styles.sectionTitle}>
              Next dates
            </h2>
            {upcoming.length > 0 ? (
              <ol className={styles.dates} data-testid="next-dates">
                {upcoming.map((occurrence) => {
                  const line = describeOccurrence(occurrence, timeZone, now);
                  return (
                    <li key={occurrence.startsAt} className={styles.dateItem}>
                      <time dateTime={line.dateTime} className={styles.dateDay}>
                        {line.day}
                      </time>
                      <span className={styles.dateHours}>{line.hours}</span>
                    </li>
                  );
                })}
              </ol>
            ) : (
              <p className={styles.muted}>
                {tone === 'canceled'
                  ? 'No dates: this event is canceled.'
                  : 'No upcoming dates are scheduled right now.'}
              </p>
            )}
          </section>

          {event.categories.length > 0 ? (
            <section className={styles.section} aria-labelledby="event-categories">
              <h2 id="event-categories" className={styles.sectionTitle}>
                Categories
              </h2>
              <ul className={styles.chips}>
                {event.categories.map((category) => (
                  <li key={category}>
                    <Link href={`/search?categories=${encodeURIComponent(category)}`} className={styles.chip}>
                      {categoryLabel(category)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {event.host ? (
            <section className={styles.section} aria-labelledby="event-host">
              <h2 id="event-host" className={styles.sectionTitle}>
                Host
              </h2>
              <div className={styles.hostCard}>
                <HostAvatar name={event.host.name} photoURL={event.host.photoURL} size={56} />
                <div>
                  <p className={styles.hostName}>
                    <a href={`/host/${encodeURIComponent(event.host.slug)}`}>{event.host.name}</a>
                  </p>
                  <p className={styles.muted}>Organizer</p>
                </div>
              </div>
            </section>
          ) : null}
        </div>

        <div className={styles.sideColumn}>
          <EventWhere where={event.where} placeId={event.where.placeId} />
        </div>
      </div>

      <div className={styles.section} id="comments">
        {isMemberView ? (
          <MemberComments eventId={event.id} now={now} />
        ) : (
          <CommentThread
            subject={{ itemType: 'experience', itemId: event.id }}
            initialPage={comments}
            isSignedIn={isSignedIn}
            title="Comments"
            now={now}
          />
        )}
      </div>

      {event.publishState === 'PUBLISHED' ? (
        <PostsSection
          experienceId={event.id}
          isSignedIn={isSignedIn}
          now={now}
          className={styles.section}
          {...(isMemberView ? { composer: <MemberPostComposer experienceId={event.id} /> } : {})}
        />
      ) : null}

      {similar.length > 0 ? (
        <section className={styles.section} aria-labelledby="event-similar">
          <h2 id="event-similar" className={styles.sectionTitle}>
            More events like it
          </h2>
          <ExperienceGrid experiences={similar} headingLevel={3} label="More events like it" />
        </section>
      ) : null}
    </article>
  );
}

function HostAvatar({ name, photoURL, size = 24 }: { name: string; photoURL: string | null; size?: number }) {
  if (!photoURL) {
    return (
      <span className={styles.hostInitial} style={{ width: size, height: size }} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: media come from our CDN at a spec §9 preset already.
    <img
      src={buildImageUrl(photoURL, { baseUrl: '', preset: 'avatar', format: 'webp' })}
      alt=""
      width={size}
      height={size}
      className={styles.hostImage}
      loading="lazy"
    />
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.factIcon}>
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
      />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.factIcon}>
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7Zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5Z"
      />
    </svg>
  );
}
