/**
 * The place page's map: today the event page's map (EventMap over the shared MapView), or its drawn stand-in
 * when the place has no coordinates or no tiles are configured. Pages use this one component, so moving to
 * another map component is a change here alone.
 */
import { EventMap, StaticMapArt } from '@/features/events/event-map';
import { openStreetMapUrl } from '@/features/events/event-where';

export interface PlaceMapProps {
  name: string;
  lat: number | null;
  lng: number | null;
  /** The MapLibre style; null when none with tiles is configured. */
  styleUrl: string | null;
}

export function PlaceMap({ name, lat, lng, styleUrl }: PlaceMapProps) {
  if (lat === null || lng === null || !styleUrl) return <StaticMapArt />;
  return <EventMap lat={lat} lng={lng} label={name} href={openStreetMapUrl(lat, lng)} styleUrl={styleUrl} />;
}
