'use client';
/**
 * The search page's map: every event the list finds (the same words, dates, categories and location:
 * GET /api/v1/events/clusters with the list's request), grouped by the server into clusters at the map's zoom.
 * The box follows the map after pans and zooms (debounced 300 ms), or on "Search this area" when automatic updates
 * are off. The status line says the search's total, which is the list's.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type BoundingBox, type MapViewport, roundBox } from '@/features/map/map-types';
import { MapView } from '@/features/map/map-view';
import { getBrowserClient } from '@/lib/api-browser';
import type { BaseMap } from '@/lib/env';
import { mapCountText, toMapClusters } from './map-markers';
import { useSearch } from './search-context';
import styles from './search-map.module.css';
import type { SearchRequest } from './search-request';

/** Map moves settle for this long before the box is queried (resizes use spec §9's 100 ms). */
const MOVE_DEBOUNCE_MS = 300;

export function mapClustersKey(request: SearchRequest, view: MapViewport) {
  return ['search-map-clusters', request, view] as const;
}

export function SearchMap({
  initialBox,
  request,
  timeZone,
  baseMap,
  label,
}: {
  initialBox: BoundingBox;
  request: SearchRequest;
  timeZone: string;
  baseMap: BaseMap;
  label: string;
}) {
  const { highlightedId, setHighlightedId } = useSearch();
  const [view, setView] = useState<MapViewport | null>(null);
  const [pendingView, setPendingView] = useState<MapViewport | null>(null);
  const [followsMap, setFollowsMap] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const viewRef = useRef<MapViewport | null>(null);
  const followsRef = useRef(followsMap);
  followsRef.current = followsMap;

  const onViewChange = useCallback((next: MapViewport) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const rounded = { box: roundBox(next.box), zoom: next.zoom };
      // The first view always loads; later ones wait for "Search this area" when automatic updates are off.
      if (viewRef.current === null || followsRef.current) {
        viewRef.current = rounded;
        setView(rounded);
        setPendingView(null);
      } else {
        setPendingView(rounded);
      }
    }, MOVE_DEBOUNCE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const answer = useQuery({
    queryKey: view ? mapClustersKey(request, view) : ['search-map-clusters', 'idle'],
    enabled: view !== null,
    queryFn: async () => {
      if (!view) return { total: 0, unplaced: 0, clusters: [] };
      const { data, error } = await getBrowserClient().GET('/api/v1/events/clusters', {
        params: { query: { ...request, ...view.box, zoom: view.zoom } },
      });
      if (error || !data) throw new Error('Events could not be loaded');
      return data;
    },
    placeholderData: (previous) => previous,
  });

  const clusters = useMemo(
    () => toMapClusters(answer.data?.clusters ?? [], timeZone),
    [answer.data, timeZone],
  );
  const inView = clusters.reduce((sum, cluster) => sum + cluster.count, 0);

  const searchArea = () => {
    if (pendingView) {
      viewRef.current = pendingView;
      setView(pendingView);
    }
    setPendingView(null);
  };

  let status: string;
  if (view === null) status = 'Loading the map…';
  else if (answer.isError) status = 'Events on the map could not be loaded.';
  else if (!answer.data) status = 'Finding events in this area…';
  else status = mapCountText({ total: answer.data.total, unplaced: answer.data.unplaced, inView });

  return (
    <div className={styles.root}>
      <MapView
        clusters={clusters}
        label={label}
        baseMap={baseMap}
        initialBounds={initialBox}
        onViewChange={onViewChange}
        highlightedId={highlightedId}
        onMarkerActivate={setHighlightedId}
        className={styles.map}
      />
      <div className={styles.bar}>
        <p
          className={styles.status}
          role="status"
          aria-live="polite"
          data-map-total={answer.data?.total}
          data-map-unplaced={answer.data?.unplaced}
          data-map-in-view={answer.data ? inView : undefined}
        >
          {status}
        </p>
        {answer.isError ? (
          <button type="button" className={styles.action} onClick={() => answer.refetch()}>
            Retry
          </button>
        ) : null}
        {!followsMap && pendingView ? (
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
              if (event.target.checked && pendingView) searchArea();
            }}
          />
          Update as the map moves
        </label>
      </div>
    </div>
  );
}
