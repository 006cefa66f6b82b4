'use client';
/**
 * The event page's small map: the shared MapLibre MapView (features/map) with the venue's pin, mounted only when
 * the box nears the viewport so MapLibre costs nothing to visitors who never scroll there. Until then, and when
 * no tiles load, the static art stays; the address and links beside it keep the page usable without a map.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapView } from '@/features/map/map-view';
import styles from './event-page.module.css';

export interface EventMapProps {
  lat: number;
  lng: number;
  /** The venue ('Trillium Fort Point'). */
  label: string;
  href: string;
  styleUrl: string;
}

export function EventMap({ lat, lng, label, href, styleUrl }: EventMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  const markers = useMemo(() => [{ id: 'venue', lat, lng, label, href }], [lat, lng, label, href]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={boxRef} className={styles.mapBox}>
      {isNear ? (
        <MapView
          markers={markers}
          label={`Map of ${label}`}
          styleUrl={styleUrl}
          compact
          className={styles.map}
        />
      ) : (
        <StaticMapArt />
      )}
    </div>
  );
}

/** The map's stand-in: streets and a pin drawn in CSS, no tiles. */
export function StaticMapArt() {
  return (
    <div className={styles.mapStatic} aria-hidden="true">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="36" height="36" className={styles.mapPin}>
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7Zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5Z"
        />
      </svg>
    </div>
  );
}
