/**
 * Where an event happens: venue, address, a small map (event-map.tsx) and the links to get there.
 * The page works with no map at all: the address, coordinates, "Get directions" and "Open in
 * OpenStreetMap" are plain server-rendered text and links.
 */
import { openStreetMapUrl } from '@/features/map/place-map';
import { EventMap } from './event-map';
import styles from './event-page.module.css';

export interface WhereSource {
  name: string;
  address: string;
  city: string;
  state: string;
  lat?: number;
  lng?: number;
}

export function addressLine(where: WhereSource): string {
  const cityState = [where.city, where.state].filter(Boolean).join(', ');
  return [where.address, cityState].filter(Boolean).join(', ');
}

export function directionsUrl(where: WhereSource): string {
  const destination =
    typeof where.lat === 'number' && typeof where.lng === 'number'
      ? `${where.lat},${where.lng}`
      : [where.name, addressLine(where)].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

export interface EventWhereProps {
  where: WhereSource;
  /** The venue's place, whose page the venue name opens; null for a venue entered as text only. */
  placeId?: string | null;
}

export function EventWhere({ where, placeId }: EventWhereProps) {
  const hasPoint = typeof where.lat === 'number' && typeof where.lng === 'number';
  const address = addressLine(where);
  return (
    <section className={styles.section} aria-labelledby="event-where">
      <h2 id="event-where" className={styles.sectionTitle}>
        Where
      </h2>
      <div className={styles.whereCard}>
        <EventMap lat={where.lat} lng={where.lng} name={where.name || address} address={address} />
        <div className={styles.whereBody}>
          {where.name ? (
            <p className={styles.venueName}>
              {placeId ? <a href={`/place/${encodeURIComponent(placeId)}`}>{where.name}</a> : where.name}
            </p>
          ) : null}
          {address ? <address className={styles.address}>{address}</address> : null}
          {hasPoint ? (
            <p className={styles.coordinates}>
              <span className="visually-hidden">Coordinates: </span>
              {where.lat!.toFixed(5)}, {where.lng!.toFixed(5)}
            </p>
          ) : null}
          <p className={styles.whereLinks}>
            <a href={directionsUrl(where)} target="_blank" rel="noopener noreferrer" className="button">
              Get directions
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            {hasPoint ? (
              <a
                href={openStreetMapUrl(where.lat!, where.lng!)}
                target="_blank"
                rel="noopener noreferrer"
                className="button button-secondary"
              >
                Open in OpenStreetMap
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        </div>
      </div>
    </section>
  );
}
