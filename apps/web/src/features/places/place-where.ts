import type { WhereSource } from '@/features/events/event-where';

/** A place as the event page's address and directions helpers read it (they take no null coordinates). */
export function toWhereSource(place: {
  name: string;
  address: string;
  city: string;
  state: string;
  lat: number | null;
  lng: number | null;
}): WhereSource {
  const { name, address, city, state } = place;
  return place.lat !== null && place.lng !== null
    ? { name, address, city, state, lat: place.lat, lng: place.lng }
    : { name, address, city, state };
}
