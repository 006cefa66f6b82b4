/**
 * PlaceMap: a small map of one place ({lat, lng, name}) on the configured base map, for any page that shows where
 * something is (the event page, a place page). A server component: it reads the base map from the website's
 * configuration and renders PlaceMapClient, which loads MapLibre only when the box nears the viewport. Without
 * JavaScript or WebGL the box shows the place's name, its address and an "Open in maps" link instead.
 */
import { getServerEnv } from '@/lib/env';
import { PlaceMapClient } from './place-map-client';

export interface PlaceMapProps {
  lat: number;
  lng: number;
  /** The place's name ('Trillium Fort Point'): the pin's name and the map's. */
  name: string;
  /** One line of address for the fallback ('50 Thomson Pl, Boston, MA'). */
  address?: string;
  className?: string;
}

/** OpenStreetMap at the point, zoomed to the street, with a marker: the "Open in maps" link. */
export function openStreetMapUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

export function PlaceMap({ lat, lng, name, address, className }: PlaceMapProps) {
  return (
    <PlaceMapClient
      lat={lat}
      lng={lng}
      name={name}
      href={openStreetMapUrl(lat, lng)}
      baseMap={getServerEnv().baseMap}
      {...(address ? { address } : {})}
      {...(className ? { className } : {})}
    />
  );
}
