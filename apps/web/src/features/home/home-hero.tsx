import type { Location } from '@happenings/domain/locations';
import Link from 'next/link';
import styles from './home-hero.module.css';

const QUICK_SEARCHES = [
  'This weekend',
  'Free',
  'Live music',
  'Food & drink',
  'Art',
  'Family',
  'Outdoors',
] as const;

export function HomeHero({ location }: { location: Location }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{location.name}</p>
        <h1 id="home-title" className={styles.title}>
          Find something worth leaving the house for
        </h1>
        <p className={styles.lede}>
          Concerts, exhibits, markets and classes happening around {location.shortName} — with the dates, the
          details and who else is going.
        </p>
        <ul className={styles.chips} aria-label="Popular searches">
          {QUICK_SEARCHES.map((query) => (
            <li key={query}>
              <Link href={`/search?q=${encodeURIComponent(query)}`} className={styles.chip}>
                {query}
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link href="/search" className="button">
            Explore events
          </Link>
          <Link href="/newsletter" className="button button-secondary">
            Get the weekly newsletter
          </Link>
        </div>
      </div>
    </section>
  );
}
