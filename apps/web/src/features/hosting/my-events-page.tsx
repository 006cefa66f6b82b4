/**
 * "My events" (/account/events): the host's own events in four sections (drafts, waiting for review, published and
 * to come, past), each row with its picture, name, schedule text (spec §4: CANCELED, TBA), where it stands and
 * what can be done with it; ten a page. The sections are links, so each page has its own address and the back
 * button returns to it.
 */
import Link from 'next/link';
import { CARD_IMAGE, cardImage } from '@/features/experiences/experience-card.helpers';
import { HostedEventActions } from './hosted-event-actions';
import {
  HOSTED_PAGE_SIZE,
  type HostedExperience,
  SECTIONS,
  sectionHref,
  stateBadges,
} from './hosted-sections';
import type { HostedEventsData } from './hosting.data';
import styles from './my-events.module.css';

function HostedEventRow({ experience }: { experience: HostedExperience }) {
  const image = cardImage(experience);
  return (
    <li className={styles.row} data-testid="hosted-event">
      <div className={styles.media}>
        {image ? (
          // biome-ignore lint/performance/noImgElement: media come from our CDN at a spec §9 preset already.
          <img
            src={image.src}
            alt=""
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            {experience.name.charAt(0)}
          </div>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={`/event/${experience.slug}`}>{experience.name}</Link>
        </h3>
        <p className={styles.schedule} data-testid="hosted-schedule">
          {experience.schedule.text || 'Dates to be announced'}
        </p>
        <p className={styles.badges}>
          {stateBadges(experience).map((badge) => (
            <span key={badge.label} className={`${styles.badge} ${styles[`badge-${badge.tone}`]}`}>
              {badge.label}
            </span>
          ))}
        </p>
        {experience.review?.state === 'REJECTED' && experience.publishState === 'NOT_PUBLISHED' ? (
          <p className={styles.reason}>Editor’s note: {experience.review.reason}</p>
        ) : null}
        <HostedEventActions experience={experience} />
      </div>
    </li>
  );
}

export function MyEventsPage({
  data,
  current,
  page,
}: {
  data: HostedEventsData;
  current: (typeof SECTIONS)[number];
  page: number;
}) {
  const pages = Math.max(1, Math.ceil(data.total / HOSTED_PAGE_SIZE));
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>My events</h1>
        <div className={styles.headingActions}>
          <Link href="/account/calendars" className="button button-secondary">
            Connect a calendar
          </Link>
          <Link href="/event/create" className="button">
            Create event
          </Link>
        </div>
      </div>
      <nav aria-label="Sections of my events">
        <ul className={styles.tabs}>
          {SECTIONS.map((entry) => (
            <li key={entry.slug}>
              <Link
                href={sectionHref(entry.slug)}
                className={styles.tab}
                aria-current={entry.slug === current.slug ? 'page' : undefined}
              >
                {entry.label} <span className={styles.count}>{data.counts[entry.section]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="my-events-section">
        <h2 id="my-events-section" className="visually-hidden">
          {current.label}
        </h2>
        {data.items.length === 0 ? (
          <p className={styles.empty}>{current.empty}</p>
        ) : (
          <ul className={styles.list}>
            {data.items.map((experience) => (
              <HostedEventRow key={experience.id} experience={experience} />
            ))}
          </ul>
        )}
      </section>
      {pages > 1 ? (
        <nav aria-label="Pages" className={styles.pager}>
          {page > 1 ? (
            <Link href={sectionHref(current.slug, page - 1)} rel="prev">
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link href={sectionHref(current.slug, page + 1)} rel="next">
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
