import { ExperienceRow } from '@/features/experiences/experience-card';
import styles from './streams.module.css';

/** Placeholder rows while the streams load (one polite announcement for the whole block). */
export function StreamsSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div className={styles.streams} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading events…
      </p>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} aria-hidden="true">
          <div className={styles.skeletonTitle} />
          <ExperienceRow experiences={[]} skeletonCount={4} />
        </div>
      ))}
    </div>
  );
}
