/**
 * Web Mercator (EPSG:3857) between longitude/latitude and the pixels of a map view, the projection of web map
 * tiles: at zoom z the world is a square of 256·2^z pixels, x growing east and y growing south. Pure, so the map
 * component only draws what these functions compute.
 */

/** The order GET /api/v1/events takes: xmin = west longitude, ymin = south latitude, xmax = east, ymax = north. */
export interface BoundingBox {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}

export interface LngLat {
  lng: number;
  lat: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** What the view shows: its centre and a zoom level (fractional between tile levels). */
export interface MapCamera {
  center: LngLat;
  zoom: number;
}

export const TILE_SIZE = 256;
/** Beyond this latitude the projection runs to infinity; tiles stop here, so a square world results. */
export const MAX_LATITUDE = 85.05112878;
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 18;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

/** The point's pixel in the world square at `zoom`. */
export function toWorldPixel(point: LngLat, zoom: number): Point {
  const size = worldSize(zoom);
  const lat = (clamp(point.lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  return {
    x: ((point.lng + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * size,
  };
}

/** The longitude and latitude of a world pixel at `zoom` (the inverse of toWorldPixel). */
export function fromWorldPixel(pixel: Point, zoom: number): LngLat {
  const size = worldSize(zoom);
  const lng = (pixel.x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * pixel.y) / size))) * 180) / Math.PI;
  return { lng, lat };
}

/** Where a point falls in a view of `size` showing `camera` (0,0 is the view's top-left corner). */
export function projectToView(point: LngLat, camera: MapCamera, size: Size): Point {
  const center = toWorldPixel(camera.center, camera.zoom);
  const world = toWorldPixel(point, camera.zoom);
  return { x: world.x - center.x + size.width / 2, y: world.y - center.y + size.height / 2 };
}

/** Whether a view pixel lies inside the view, `margin` pixels of slack on each side. */
export function isInView(pixel: Point, size: Size, margin = 0): boolean {
  return (
    pixel.x >= -margin &&
    pixel.y >= -margin &&
    pixel.x <= size.width + margin &&
    pixel.y <= size.height + margin
  );
}

/** The box a view shows, clamped to valid longitudes and latitudes (a zoomed-out view reaches past ±180). */
export function boxOfView(camera: MapCamera, size: Size): BoundingBox {
  const center = toWorldPixel(camera.center, camera.zoom);
  const northWest = fromWorldPixel(
    { x: center.x - size.width / 2, y: center.y - size.height / 2 },
    camera.zoom,
  );
  const southEast = fromWorldPixel(
    { x: center.x + size.width / 2, y: center.y + size.height / 2 },
    camera.zoom,
  );
  return {
    xmin: clamp(northWest.lng, -180, 180),
    ymin: clamp(southEast.lat, -90, 90),
    xmax: clamp(southEast.lng, -180, 180),
    ymax: clamp(northWest.lat, -90, 90),
  };
}

/** The camera that shows all of `box` in a view of `size`, as closely as the zoom limits allow. */
export function fitBox(box: BoundingBox, size: Size): MapCamera {
  const northWest = toWorldPixel({ lng: box.xmin, lat: box.ymax }, 0);
  const southEast = toWorldPixel({ lng: box.xmax, lat: box.ymin }, 0);
  const width = Math.max(southEast.x - northWest.x, 1e-9);
  const height = Math.max(southEast.y - northWest.y, 1e-9);
  const zoom = Math.log2(Math.min(size.width / width, size.height / height));
  const center = fromWorldPixel(
    { x: (northWest.x + southEast.x) / 2, y: (northWest.y + southEast.y) / 2 },
    0,
  );
  return { center, zoom: clamp(zoom, MIN_ZOOM, MAX_ZOOM) };
}

/** The camera moved so the view's content shifts by `offset` pixels (a drag to the right moves the map west). */
export function panCamera(camera: MapCamera, offset: Point): MapCamera {
  const center = toWorldPixel(camera.center, camera.zoom);
  const moved = fromWorldPixel({ x: center.x - offset.x, y: center.y - offset.y }, camera.zoom);
  const lng = ((((moved.lng + 180) % 360) + 360) % 360) - 180;
  return { center: { lng, lat: clamp(moved.lat, -MAX_LATITUDE, MAX_LATITUDE) }, zoom: camera.zoom };
}

/** The camera zoomed by `steps` levels about its centre, within the zoom limits. */
export function zoomCamera(camera: MapCamera, steps: number): MapCamera {
  return { center: camera.center, zoom: clamp(camera.zoom + steps, MIN_ZOOM, MAX_ZOOM) };
}

/** Rounds a box to 4 decimals (about 10 m) so tiny moves do not change a query. */
export function roundBox(box: BoundingBox): BoundingBox {
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return { xmin: round(box.xmin), ymin: round(box.ymin), xmax: round(box.xmax), ymax: round(box.ymax) };
}

export interface PlacedTile {
  /** Stable across renders while the tile stays in view. */
  key: string;
  z: number;
  x: number;
  y: number;
  /** Top-left corner in view pixels, and the side in pixels (a tile is scaled between zoom levels). */
  left: number;
  top: number;
  size: number;
}

/** The raster tiles covering a view: level floor(zoom), scaled up to the fractional zoom, x wrapping the world. */
export function tilesInView(camera: MapCamera, size: Size): PlacedTile[] {
  const z = Math.max(0, Math.floor(camera.zoom));
  const side = TILE_SIZE * 2 ** (camera.zoom - z);
  const count = 2 ** z;
  const center = toWorldPixel(camera.center, camera.zoom);
  const left = center.x - size.width / 2;
  const top = center.y - size.height / 2;
  const tiles: PlacedTile[] = [];
  const firstRow = Math.max(0, Math.floor(top / side));
  const lastRow = Math.min(count - 1, Math.ceil((top + size.height) / side) - 1);
  const lastColumn = Math.ceil((left + size.width) / side) - 1;
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = Math.floor(left / side); column <= lastColumn; column += 1) {
      const x = ((column % count) + count) % count;
      tiles.push({
        key: `${z}/${column}/${row}`,
        z,
        x,
        y: row,
        left: column * side - left,
        top: row * side - top,
        size: side,
      });
    }
  }
  return tiles;
}
