/**
 * Shapes shared by the map and its callers: pins, clusters and the visible box (the order GET /api/v1/events/clusters
 * takes: xmin = west longitude, ymin = south latitude, xmax = east, ymax = north).
 */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** The pin's accessible name and the popup's link text: 'Jazz Night'. */
  label: string;
  /** Where the popup's link goes: '/event/jazz-night'. */
  href: string;
  /** A second line in the popup: 'Fri, Nov 20 · Wally's Café'. */
  detail?: string;
}

/**
 * What the map draws at a point: one event (a pin), a few (a numbered pin whose popup lists them) or many (a
 * numbered circle that zooms in). The search's clusters come grouped from the server.
 */
export interface MapCluster {
  /** Stable across answers for the same group, so pins that stay are not redrawn. */
  key: string;
  lat: number;
  lng: number;
  count: number;
  /** The events, when the server lists them (small groups); null for a group to zoom into. */
  members: MapMarker[] | null;
}

/** What the map shows: the visible box and the zoom, rounded to a whole level (the server's cells follow it). */
export interface MapViewport {
  box: BoundingBox;
  zoom: number;
}

export interface BoundingBox {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}

/** Rounds a box to 4 decimals (about 10 m) so tiny pans do not change the query key. */
export function roundBox(box: BoundingBox): BoundingBox {
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return { xmin: round(box.xmin), ymin: round(box.ymin), xmax: round(box.xmax), ymax: round(box.ymax) };
}

/** The box clamped to valid longitudes and latitudes (a zoomed-out world view wraps past ±180). */
export function clampBox(box: BoundingBox): BoundingBox {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return {
    xmin: clamp(box.xmin, 180),
    ymin: clamp(box.ymin, 90),
    xmax: clamp(box.xmax, 180),
    ymax: clamp(box.ymax, 90),
  };
}
