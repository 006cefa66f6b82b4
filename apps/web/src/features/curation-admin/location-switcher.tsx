/** Links to the same curation page of each city, the current one marked for assistive technology too. */
import { LOCATION_LIST, type LocationSlug } from '@happenings/domain/locations';
import Link from 'next/link';
import styles from './curation.module.css';

export function LocationSwitcher({
  current,
  pathOf,
}: {
  current: LocationSlug;
  pathOf: (slug: LocationSlug) => string;
}) {
  return (
    <nav aria-label="City">
      <ul className={styles.switcher}>
        {LOCATION_LIST.map((location) => (
          <li key={location.slug}>
            <Link href={pathOf(location.slug)} aria-current={location.slug === current ? 'page' : undefined}>
              {location.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
