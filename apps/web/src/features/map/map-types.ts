/**
 * Shapes shared by the map and its callers: pins and the visible box (the order GET /api/v1/events takes:
 * xmin = west longitude, ymin = south latitude, xmax = east, ymax = north).
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
