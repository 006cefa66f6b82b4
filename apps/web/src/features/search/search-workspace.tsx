'use client';
/**
 * The results and the map side by side from the tablet breakpoint (spec §9: 900 px); below it one at a time
 * with a "Show map / Show list" button. While a new search loads, the list shows card skeletons.
 */
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useSearch } from './search-context';
import { SkeletonItems } from './search-results';
import resultStyles from './search-results.module.css';
import styles from './search-workspace.module.css';

export function SearchWorkspace({ list, map }: { list: ReactNode; map: ReactNode }) {
  const { isPending } = useSearch();
  const [view, setView] = useState<'list' | 'map'>('list');
  // The map (MapLibre, ~1 MB) loads when it is on screen: at once from the tablet width, on "Show map" below.
  const [isMapWanted, setIsMapWanted] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 900px)');
    const update = () => {
      if (wide.matches) setIsMapWanted(true);
    };
    update();
    wide.addEventListener('change', update);
    return () => wide.removeEventListener('change', update);
  }, []);
  const listId = useId();
  const mapId = useId();

  return (
    <div className={styles.workspace} data-view={view}>
      <div id={listId} className={styles.list} aria-busy={isPending}>
        {isPending ? (
          <>
            <p className={resultStyles.count} role="status">
              Searching…
            </p>
            <ul className={resultStyles.grid} aria-hidden="true">
              <SkeletonItems count={6} />
            </ul>
          </>
        ) : (
          list
        )}
      </div>
      <div id={mapId} className={styles.map}>
        {isMapWanted || view === 'map' ? map : null}
      </div>
      <button
        type="button"
        className={`button ${styles.toggle}`}
        aria-controls={view === 'list' ? mapId : listId}
        onClick={() => setView((current) => (current === 'list' ? 'map' : 'list'))}
      >
        {view === 'list' ? 'Show map' : 'Show list'}
      </button>
    </div>
  );
}
