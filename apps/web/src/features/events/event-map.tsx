/**
 * The event page's map: PlaceMap (features/map: MapLibre on the configured base map, lazy-loaded, with a fallback
 * of the venue's name, address and an "Open in maps" link) at the venue; the drawn stand-in when the event has
 * no coordinates.
 */
import { PlaceMap } from '@/features/map/place-map';
import styles from './event-page.module.css';

export interface EventMapProps {
  lat?: number | undefined;
  lng?: number | undefined;
  /** The venue ('Trillium Fort Point'). */
  name: string;
  address: string;
}

export function EventMap({ lat, lng, name, address }: EventMapProps) {
  if (typeof lat !== 'number' || typeof lng !== 'number') return <StaticMapArt />;
  return <PlaceMap lat={lat} lng={lng} name={name} address={address} />;
}

/** The stand-in of an event without coordinates: streets and a pin drawn in CSS, no tiles. */
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
