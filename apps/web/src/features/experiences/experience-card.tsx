/**
 * The experience card shared by home rows, location pages, see-all grids and search (issue 4): picture at the
 * card preset, schedule, name linking to /event/{slug} (opened by the router, src/lib/client-navigation.ts), venue, category, interested count and a Boosted/Roundup
 * badge. The whole card is clickable through the name's link (stretched over the card), so there is one link per
 * card for keyboard and screen-reader users, plus its Save button (over the picture) that opens the collection
 * picker. Server component; no client JS.
 */
import { SaveButton } from '@/features/collections/save-button';
import { clientNavigation } from '@/lib/client-navigation';
import type { ExperienceCardData } from './experience.types';
import {
  CARD_IMAGE,
  cardImage,
  categoryLabel,
  interestedLabel,
  scheduleTone,
  venueLine,
} from './experience-card.helpers';
import styles from './experience-card.module.css';

export type HeadingLevel = 2 | 3 | 4;

export interface ExperienceCardProps {
  experience: ExperienceCardData;
  /** Load the picture eagerly with high priority (the first cards above the fold: the LCP image). */
  priority?: boolean;
  /** Heading level of the name: 3 under a row's h2 (default). */
  headingLevel?: HeadingLevel;
}

export function ExperienceCard({ experience, priority = false, headingLevel = 3 }: ExperienceCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = cardImage(experience);
  const tone = scheduleTone(experience);
  const category = experience.categories[0];
  const venue = venueLine(experience.where);
  const badge = experience.isBoosted ? 'Boosted' : experience.isRoundup ? 'Roundup' : null;

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image ? (
          // biome-ignore lint/performance/noImgElement: media come from our CDN at a spec §9 preset already.
          <img
            src={image.src}
            alt={image.alt}
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className={styles.image}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            {experience.name.charAt(0)}
          </div>
        )}
        {badge ? <span className={`${styles.badge} ${styles[`badge${badge}`]}`}>{badge}</span> : null}
        <SaveButton itemId={experience.id} name={experience.name} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {/* A plain link opened by the router (no link component per card), and no prefetch as cards scroll into
              view: a home page of a hundred cards would fire dozens of them. */}
          <a href={`/event/${experience.slug}`} className={styles.link} {...clientNavigation}>
            {experience.name}
          </a>
        </Heading>
        <p
          className={
            tone === 'default' ? styles.schedule : `${styles.schedule} ${styles[`schedule-${tone}`]}`
          }
        >
          {tone === 'canceled' ? <span className="visually-hidden">Status: </span> : null}
          {experience.schedule.text || 'Dates to be announced'}
        </p>
        {venue ? <p className={styles.venue}>{venue}</p> : null}
        <p className={styles.meta}>
          {category ? <span className={styles.category}>{categoryLabel(category)}</span> : null}
          <span className={styles.interested}>{interestedLabel(experience.interested)}</span>
        </p>
      </div>
    </article>
  );
}

/** The shape of a card while its data loads (announced once by the list that holds it, not per card). */
export function ExperienceCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={`${styles.media} ${styles.shimmer}`} />
      <div className={styles.body}>
        <div className={`${styles.line} ${styles.shimmer}`} style={{ width: '85%' }} />
        <div className={`${styles.line} ${styles.shimmer}`} style={{ width: '55%' }} />
        <div className={`${styles.line} ${styles.shimmer}`} style={{ width: '70%' }} />
      </div>
    </div>
  );
}

interface ListProps {
  experiences: readonly ExperienceCardData[];
  headingLevel?: HeadingLevel;
  /** How many leading cards load their picture eagerly (above the fold). */
  priorityCount?: number;
  /** Accessible name of the list ('Trending this week'). */
  label?: string;
  /** Cards appended while more load. */
  skeletonCount?: number;
}

/** A responsive grid of cards (see-all pages): 1 column on phones up to 4 on wide screens. */
export function ExperienceGrid({
  experiences,
  headingLevel = 2,
  priorityCount = 0,
  label,
  skeletonCount = 0,
}: ListProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {experiences.map((experience, index) => (
        <li key={experience.id} className={styles.gridItem}>
          <ExperienceCard
            experience={experience}
            headingLevel={headingLevel}
            priority={index < priorityCount}
          />
        </li>
      ))}
      {Array.from({ length: skeletonCount }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={`skeleton-${index}`} className={styles.gridItem} aria-hidden="true">
          <ExperienceCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/**
 * A horizontal row of cards (home and location pages): scroll-snap, swipeable on touch, and every card reachable
 * with Tab (its link), which scrolls it into view. The row itself is a focusable region for arrow-key scrolling.
 */
export function ExperienceRow({
  experiences,
  headingLevel = 3,
  priorityCount = 0,
  label,
  skeletonCount = 0,
}: ListProps) {
  return (
    <ul className={styles.row} aria-label={label}>
      {experiences.map((experience, index) => (
        <li key={experience.id} className={styles.rowItem}>
          <ExperienceCard
            experience={experience}
            headingLevel={headingLevel}
            priority={index < priorityCount}
          />
        </li>
      ))}
      {Array.from({ length: skeletonCount }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={`skeleton-${index}`} className={styles.rowItem} aria-hidden="true">
          <ExperienceCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
