import type { Location } from '@happenings/domain/locations';
import Link from 'next/link';
import type { ReactNode } from 'react';
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

export interface HomeHeroProps {
  location: Location;
  /** The page's h1; the home page's tagline by default, 'Things to do in Boston' on the location page. */
  title?: string;
  /** Shown under the quick searches: the community links. */
  children?: ReactNode;
}

/**
 * The hero of the home and location pages: the location, the page's h1, a search box (a plain GET form to
 * /search, so it works before and without JavaScript) and quick searches.
 */
export function HomeHero({
  location,
  title = 'Find something worth leaving the house for',
  children,
}: HomeHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
            />
          </svg>
          {location.name}
        </p>
        <h1 id="home-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lede}>
          Concerts, exhibits, markets and classes happening around {location.shortName} — with the dates, the
          details and who else is going.
        </p>
        <search aria-label={`Search events in ${location.name}`}>
          <form action="/search" method="get" className={styles.search}>
            <label htmlFor="home-search" className="visually-hidden">
              Search events in {location.name}
            </label>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.searchIcon}>
              <path
                fill="currentColor"
                d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
              />
            </svg>
            <input
              id="home-search"
              type="search"
              name="q"
              placeholder="Try “jazz this weekend”"
              autoComplete="off"
              enterKeyHint="search"
              className={styles.searchInput}
            />
            <input type="hidden" name="location" value={location.slug} />
            <button type="submit" className={`button ${styles.searchButton}`}>
              Search
            </button>
          </form>
        </search>
        <ul className={styles.chips} aria-label="Popular searches">
          {QUICK_SEARCHES.map((query) => (
            <li key={query}>
              <Link href={`/search?q=${encodeURIComponent(query)}`} className={styles.chip}>
                {query}
              </Link>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}
