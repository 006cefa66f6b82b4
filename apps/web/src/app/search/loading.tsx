/**
 * While /search renders on the server (first visit): the page's frame with card skeletons.
 */
import { ExperienceCardSkeleton } from '@/features/experiences/experience-card';
import styles from '@/features/search/search-page.module.css';
import resultStyles from '@/features/search/search-results.module.css';

export default function SearchLoading() {
  return (
    <div className={styles.page} aria-busy="true">
      <p role="status" className={resultStyles.count}>
        Loading search…
      </p>
      <ul className={resultStyles.grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index}>
            <ExperienceCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
