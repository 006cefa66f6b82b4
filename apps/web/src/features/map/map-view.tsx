'use client';
/**
 * MapView: the reusable MapLibre map (search page, event page). MapLibre is imported only in the browser, after
 * the page is interactive; until then, and if it fails (no WebGL, a blocked chunk, a broken style), the box shows
 * a quiet placeholder and the page around it keeps working.
 *
 * Props: `markers` [{id, lat, lng, label, href}], `onBoundsChange(box)` after pans and zooms (debounced by the
 * caller), `compact` for a single venue pin, `highlightedId` to raise one pin (list ↔ map linkage).
 */
import { useEffect, useRef, useState } from 'react';
import type { MapEngine } from './map-engine';
import type { BoundingBox, MapMarker } from './map-types';
import styles from './map-view.module.css';

export type { BoundingBox, MapMarker } from './map-types';

/** spec §9: resizes are debounced by 100 ms. */
const RESIZE_DEBOUNCE_MS = 100;

export const DEFAULT_MAP_STYLE_URL = '/map-style.json';

export interface MapViewProps {
  markers: readonly MapMarker[];
  /** Accessible name of the map region: 'Map of events in Boston'. */
  label: string;
  /** From getServerEnv().mapStyleUrl (passed down by a server component). */
  styleUrl?: string;
  /** What to show first: a box (a location) or, in compact mode, the first marker. */
  initialBounds?: BoundingBox;
  onBoundsChange?: (box: BoundingBox) => void;
  /** A small map around a single pin: no zoom buttons, two-finger/Ctrl gestures. */
  compact?: boolean;
  highlightedId?: string | null;
  onMarkerActivate?: (id: string) => void;
  className?: string;
}

type Status = 'loading' | 'ready' | 'failed';

export function MapView({
  markers,
  label,
  styleUrl = DEFAULT_MAP_STYLE_URL,
  initialBounds,
  onBoundsChange,
  compact = false,
  highlightedId = null,
  onMarkerActivate,
  className,
}: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<MapEngine | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  // Callbacks and first values in refs: the map is built once, not on every render.
  const latest = useRef({ onBoundsChange, onMarkerActivate, markers, highlightedId, initialBounds });
  latest.current = { onBoundsChange, onMarkerActivate, markers, highlightedId, initialBounds };
  const wantsBounds = onBoundsChange !== undefined;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let engine: MapEngine | null = null;
    import('./map-engine')
      .then(({ createMapEngine }) => {
        if (cancelled) return;
        const first = latest.current;
        const pin = compact ? first.markers[0] : undefined;
        engine = createMapEngine({
          container,
          styleUrl,
          compact,
          ...(first.initialBounds && !pin ? { bounds: first.initialBounds } : {}),
          ...(pin ? { center: { lat: pin.lat, lng: pin.lng, zoom: 14 } } : {}),
          ...(wantsBounds
            ? { onBoundsChange: (box: BoundingBox) => latest.current.onBoundsChange?.(box) }
            : {}),
          onMarkerActivate: (id) => latest.current.onMarkerActivate?.(id),
        });
        engineRef.current = engine;
        engine.setMarkers(first.markers);
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
  }, [styleUrl, compact, wantsBounds]);

  useEffect(() => {
    engineRef.current?.setMarkers(markers);
  }, [markers]);

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
        <div className={styles.overlay} aria-hidden="true">
          <span className={styles.shimmer} />
        </div>
      ) : null}
      {status === 'failed' ? (
        <p className={styles.overlay} role="status">
          The map could not be loaded. Everything it shows is in the list.
        </p>
      ) : null}
    </section>
  );
}
