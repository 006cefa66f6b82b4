/**
 * /admin: what the caller may do and what waits for them, one card per section, with the review queue's waiting
 * items per location for editors.
 */
import { isLocationSlug, LOCATIONS } from '@happenings/domain/locations';
import Link from 'next/link';
import styles from './back-office.module.css';
import { listVisibleSections, type StaffOverview } from './back-office-sections';

const ROLE_NAMES = { admin: 'Admin', editor: 'Editor', moderator: 'Moderator' } as const;

export function BackOfficeOverview({ overview }: { overview: StaffOverview }) {
  const sections = listVisibleSections(overview);
  const roles = overview.roles.map((role) => ROLE_NAMES[role]).join(', ');
  const canReview = sections.some((section) => section.href === '/admin/review');
  const byLocation = Object.entries(overview.reviews.byLocation).filter(([, count]) => count > 0);
  return (
    <>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Back office</h1>
          <p className={styles.lead}>Your roles: {roles}</p>
        </div>
      </header>
      <ul className={styles.cards}>
        {sections.map((section) => (
          <li key={section.href}>
            <article className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link href={section.href}>{section.label}</Link>
              </h2>
              {section.count !== null ? (
                <p className={styles.cardText}>
                  <span className={styles.cardCount}>{section.count}</span> waiting
                </p>
              ) : null}
              <p className={styles.cardText}>{section.description}</p>
            </article>
          </li>
        ))}
      </ul>
      {canReview && byLocation.length > 0 ? (
        <section className={styles.section} aria-labelledby="waiting-by-location">
          <h2 id="waiting-by-location" className={styles.sectionTitle}>
            Waiting for review by location
          </h2>
          <ul>
            {byLocation.map(([location, count]) => (
              <li key={location}>
                <Link href={`/admin/review?location=${encodeURIComponent(location)}`}>
                  {isLocationSlug(location) ? LOCATIONS[location].name : location}
                </Link>
                : {count}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
