/**
 * How places appear in responses: a search row of @happenings/db/search as search answers it, and as collections
 * answer the places they hold.
 */
import type { PlaceSearchRow } from '@happenings/db/search';
import type { MediaItem, Place } from '@happenings/domain/schemas';

/** A place as search and collections answer it; null without coordinates (it cannot be shown on a map). */
export function toPlaceResponse(row: PlaceSearchRow): Place | null {
  if (row.lat === null || row.lng === null) return null;
  return {
    id: row.id,
    name: row.name,
    address: row.address ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    postalCode: row.postalCode,
    lat: row.lat,
    lng: row.lng,
    externalId: row.externalId,
    media: (row.media ?? []) as MediaItem[],
    categories: [],
    interested: row.interestedCount,
    createdAt: row.createdAt.toISOString(),
  };
}
