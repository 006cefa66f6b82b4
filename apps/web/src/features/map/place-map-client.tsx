'use client';
/**
 * The browser side of PlaceMap: the fallback (name, address, "Open in maps") is server-rendered and stays until
 * MapLibre has drawn the map, which is mounted only when the box comes within 200 px of the viewport, so the map's
 * ~1 MB costs nothing to visitors who never scroll there (and nothing to the page's first load). Without a configured
 * base map the card is the whole answer: one pin on a blank background says less than the address and a maps link,
 * and is not worth the phone's time to run MapLibre (the search map still draws its pins there, relative to each
 * other).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BaseMap } from '@/lib/env';
import { MapView } from './map-view';
import styles from './place-map.module.css';

export interface PlaceMapClientProps {
  lat: number;
  lng: number;
  name: string;
  address?: string;
  /** Where "Open in maps" and the pin's popup go. */
  href: string;
  baseMap: BaseMap;
  className?: string;
}

export function PlaceMapClient({ lat, lng, name, address, href, baseMap, className }: PlaceMapClientProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  const clusters = useMemo(
    () => [{ key: 'place', lat, lng, count: 1, members: [{ id: 'place', lat, lng, label: name, href }] }],
    [lat, lng, name, href],
  );

  const drawsMap = baseMap.kind !== 'none';

  useEffect(() => {
    const box = boxRef.current;
    if (!box || !drawsMap) return;
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
  }, [drawsMap]);

  const fallback = (
    <div className={styles.fallback}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="32" height="32" className={styles.pin}>
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7Zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5Z"
        />
      </svg>
      <p className={styles.name}>{name}</p>
      {address ? <p className={styles.address}>{address}</p> : null}
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
        Open in maps<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );

  return (
    <div ref={boxRef} className={`${styles.box} ${className ?? ''}`} data-place-map="">
      {isNear ? (
        <MapView
          clusters={clusters}
          label={`Map of ${name}`}
          baseMap={baseMap}
          compact
          fallback={fallback}
          className={styles.map}
        />
      ) : (
        fallback
      )}
    </div>
  );
}
