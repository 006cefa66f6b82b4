'use client';
/**
 * The search page's map: the events in the visible box for the chosen dates and categories
 * (GET /api/v1/events?xmin&ymin&xmax&ymax&start&end&categories), one pin per experience. The box follows the
 * map after pans and zooms (debounced 300 ms), or on "Search this area" when automatic updates are off.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type BoundingBox, roundBox } from '@/features/map/map-types';
import { MapView } from '@/features/map/map-view';
import { getBrowserClient } from '@/lib/api-browser';
import { toMarkers } from './map-markers';
import { useSearch } from './search-context';
import styles from './search-map.module.css';

/** Map moves settle for this long before the box is queried (resizes use spec §9's 100 ms). */
const MOVE_DEBOUNCE_MS = 300;
/** Occurrences per map query (the API's page limit). */
export const MAP_EVENTS_SIZE = 100;

export interface MapWindow {
  /** 'YYYY-MM-DD' or an ISO instant; absent: from now (the API's default window is 30 days). */
  start?: string;
  end?: string;
  categories?: string;
}

export function mapEventsKey(box: BoundingBox, window: MapWindow) {
  return ['search-map-events', box, window] as const;
}

export function SearchMap({
  initialBox,
  window,
  timeZone,
  styleUrl,
  label,
}: {
  initialBox: BoundingBox;
  window: MapWindow;
  timeZone: string;
  styleUrl: string;
  label: string;
}) {
  const { highlightedId, setHighlightedId } = useSearch();
  const [box, setBox] = useState<BoundingBox | null>(null);
  const [pendingBox, setPendingBox] = useState<BoundingBox | null>(null);
  const [followsMap, setFollowsMap] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const boxRef = useRef<BoundingBox | null>(null);
  const followsRef = useRef(followsMap);
  followsRef.current = followsMap;

  const onBoundsChange = useCallback((next: BoundingBox) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const rounded = roundBox(next);
      // The first box always loads; later ones wait for "Search this area" when automatic updates are off.
      if (boxRef.current === null || followsRef.current) {
        boxRef.current = rounded;
        setBox(rounded);
        setPendingBox(null);
      } else {
        setPendingBox(rounded);
      }
    }, MOVE_DEBOUNCE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const events = useQuery({
    queryKey: box ? mapEventsKey(box, window) : ['search-map-events', 'idle'],
    enabled: box !== null,
    queryFn: async () => {
      if (!box) return { items: [], hasMore: false };
      const { data, error } = await getBrowserClient().GET('/api/v1/events', {
        params: { query: { ...box, ...window, size: MAP_EVENTS_SIZE } },
      });
      if (error || !data) throw new Error('Events could not be loaded');
      return data;
    },
    placeholderData: (previous) => previous,
  });

  const markers = useMemo(() => toMarkers(events.data?.items ?? [], timeZone), [events.data, timeZone]);

  const searchArea = () => {
    if (pendingBox) {
      boxRef.current = pendingBox;
      setBox(pendingBox);
    }
    setPendingBox(null);
  };

  let status: string;
  if (box === null) status = 'Loading the map…';
  else if (events.isError) status = 'Events on the map could not be loaded.';
  else if (events.isFetching && !events.data) status = 'Finding events in this area…';
  else {
    const count = markers.length;
    status = `${count} ${count === 1 ? 'event' : 'events'} in this area${events.data?.hasMore ? ' (zoom in for more)' : ''}`;
  }

  return (
    <div className={styles.root}>
      <MapView
        markers={markers}
        label={label}
        styleUrl={styleUrl}
        initialBounds={initialBox}
        onBoundsChange={onBoundsChange}
        highlightedId={highlightedId}
        onMarkerActivate={setHighlightedId}
        className={styles.map}
      />
      <div className={styles.bar}>
        <p
          className={styles.status}
          role="status"
          aria-live="polite"
          data-map-count={box ? markers.length : undefined}
        >
          {status}
        </p>
        {events.isError ? (
          <button type="button" className={styles.action} onClick={() => events.refetch()}>
            Retry
          </button>
        ) : null}
        {!followsMap && pendingBox ? (
          <button type="button" className={styles.action} onClick={searchArea}>
            Search this area
          </button>
        ) : null}
        <label className={styles.follow}>
          <input
            type="checkbox"
            checked={followsMap}
            onChange={(event) => {
              setFollowsMap(event.target.checked);
              if (event.target.checked && pendingBox) searchArea();
            }}
          />
          Update as the map moves
        </label>
      </div>
    </div>
  );
}
