'use client';
/**
 * MapView: the reusable MapLibre map (search page, event page, PlaceMap). MapLibre is imported only in the browser,
 * after the page is interactive; until then, and if it fails (no WebGL, a blocked chunk, a broken style), the box
 * shows a quiet placeholder (or the caller's fallback) and the page around it keeps working.
 *
 * Props: `clusters` [{key, lat, lng, count, members}], `onViewChange({box, zoom})` after pans and zooms (debounced by
 * the caller), `compact` for a single venue pin, `highlightedId` to raise one pin (list ↔ map linkage). Without a
 * configured base map the map says so in a small note, and draws the events on a plain background.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { BaseMap } from '@/lib/env';
import type { MapEngine } from './map-engine';
import type { BoundingBox, MapCluster, MapViewport } from './map-types';
import styles from './map-view.module.css';

export type { BoundingBox, MapCluster, MapMarker, MapViewport } from './map-types';

/** spec §9: resizes are debounced by 100 ms. */
const RESIZE_DEBOUNCE_MS = 100;

export interface MapViewProps {
  clusters: readonly MapCluster[];
  /** Accessible name of the map region: 'Map of events in Boston'. */
  label: string;
  /** From getServerEnv().baseMap (passed down by a server component). */
  baseMap: BaseMap;
  /** What to show first: a box (a location) or, in compact mode, the first cluster. */
  initialBounds?: BoundingBox;
  onViewChange?: (view: MapViewport) => void;
  /** A small map around a single pin: no zoom buttons, two-finger/Ctrl gestures. */
  compact?: boolean;
  highlightedId?: string | null;
  onMarkerActivate?: (id: string) => void;
  /** What shows while MapLibre loads and if it fails (default: a shimmer, then a sentence). */
  fallback?: ReactNode;
  className?: string;
}

type Status = 'loading' | 'ready' | 'failed';

export function MapView({
  clusters,
  label,
  baseMap,
  initialBounds,
  onViewChange,
  compact = false,
  highlightedId = null,
  onMarkerActivate,
  fallback,
  className,
}: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<MapEngine | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  // Callbacks and first values in refs: the map is built once, not on every render.
  const latest = useRef({ onViewChange, onMarkerActivate, clusters, highlightedId, initialBounds });
  latest.current = { onViewChange, onMarkerActivate, clusters, highlightedId, initialBounds };
  const wantsView = onViewChange !== undefined;
  // The engine is rebuilt only when the base map itself changes, not when a server render passes an equal object.
  const baseMapKey = JSON.stringify(baseMap);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let engine: MapEngine | null = null;
    import('./map-engine')
      .then(({ createMapEngine }) => {
        if (cancelled) return;
        const first = latest.current;
        const pin = compact ? first.clusters[0] : undefined;
        engine = createMapEngine({
          container,
          baseMap: JSON.parse(baseMapKey) as BaseMap,
          compact,
          ...(first.initialBounds && !pin ? { bounds: first.initialBounds } : {}),
          ...(pin ? { center: { lat: pin.lat, lng: pin.lng, zoom: 15 } } : {}),
          ...(wantsView ? { onViewChange: (view: MapViewport) => latest.current.onViewChange?.(view) } : {}),
          onMarkerActivate: (id) => latest.current.onMarkerActivate?.(id),
        });
        engineRef.current = engine;
        engine.setClusters(first.clusters);
        engine.setHighlighted(first.highlightedId);
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      engine?.destroy();
      engineRef.current = null;
    };
  }, [baseMapKey, compact, wantsView]);

  useEffect(() => {
    engineRef.current?.setClusters(clusters);
  }, [clusters]);

  useEffect(() => {
    engineRef.current?.setHighlighted(highlightedId);
  }, [highlightedId]);

  // Follow the container's size (the mobile list/map toggle shows a map that was hidden).
  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => engineRef.current?.resize(), RESIZE_DEBOUNCE_MS);
    });
    observer.observe(container);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);

  return (
    <section
      className={`${styles.root} ${compact ? styles.compact : ''} ${className ?? ''}`}
      aria-label={label}
      data-map-status={status}
    >
      <div ref={containerRef} className={styles.canvas} />
      {status === 'loading' ? (
        fallback ? (
          <div className={styles.fallback}>{fallback}</div>
        ) : (
          <div className={styles.overlay} aria-hidden="true">
            <span className={styles.shimmer} />
          </div>
        )
      ) : null}
      {status === 'failed' ? (
        fallback ? (
          <div className={styles.fallback}>{fallback}</div>
        ) : (
          <p className={styles.overlay} role="status">
            The map could not be loaded. Everything it shows is in the list.
          </p>
        )
      ) : null}
      {status === 'ready' && baseMap.kind === 'none' ? (
        <p className={styles.note}>
          No base map is configured
          {compact ? null : <span className={styles.legend}> · pins are events, circles are groups</span>}
        </p>
      ) : null}
    </section>
  );
}
