import { describe, expect, it } from '@jest/globals';
import {
  boxOfView,
  fitBox,
  fromWorldPixel,
  isInView,
  MAX_LATITUDE,
  MAX_ZOOM,
  MIN_ZOOM,
  panCamera,
  projectToView,
  roundBox,
  tilesInView,
  toWorldPixel,
  zoomCamera,
} from './projection.ts';

const BOSTON = { xmin: -71.2, ymin: 42.22, xmax: -70.95, ymax: 42.43 };
const VIEW = { width: 390, height: 500 };

describe('toWorldPixel and fromWorldPixel', () => {
  it.each([
    ['the origin', { lng: 0, lat: 0 }, 0, { x: 128, y: 128 }],
    ['the antimeridian on the equator', { lng: 180, lat: 0 }, 0, { x: 256, y: 128 }],
    ['the north-west corner of the square', { lng: -180, lat: MAX_LATITUDE }, 0, { x: 0, y: 0 }],
    ['the south-east corner at zoom 1', { lng: 180, lat: -MAX_LATITUDE }, 1, { x: 512, y: 512 }],
    // Tile 2/1/1's top-left corner is 90°W, 66.51°N (the OSM slippy-map formula).
    ['a tile corner at zoom 2', { lng: -90, lat: 66.51326044311186 }, 2, { x: 256, y: 256 }],
  ])('places %s', (_name, point, zoom, expected) => {
    const pixel = toWorldPixel(point, zoom);
    expect(pixel.x).toBeCloseTo(expected.x, 6);
    expect(pixel.y).toBeCloseTo(expected.y, 6);
  });

  it('clamps latitudes beyond the square instead of running to infinity', () => {
    expect(toWorldPixel({ lng: 0, lat: 90 }, 0).y).toBeCloseTo(0, 6);
    expect(toWorldPixel({ lng: 0, lat: -90 }, 0).y).toBeCloseTo(256, 6);
  });

  it('round-trips a point', () => {
    const point = { lng: -71.0589, lat: 42.3601 };
    const back = fromWorldPixel(toWorldPixel(point, 13.4), 13.4);
    expect(back.lng).toBeCloseTo(point.lng, 9);
    expect(back.lat).toBeCloseTo(point.lat, 9);
  });
});

describe('fitBox and boxOfView', () => {
  it('shows the whole box, filling one side of the view', () => {
    const camera = fitBox(BOSTON, VIEW);
    const box = boxOfView(camera, VIEW);
    expect(box.xmin).toBeLessThanOrEqual(BOSTON.xmin + 1e-9);
    expect(box.xmax).toBeGreaterThanOrEqual(BOSTON.xmax - 1e-9);
    expect(box.ymin).toBeLessThanOrEqual(BOSTON.ymin + 1e-9);
    expect(box.ymax).toBeGreaterThanOrEqual(BOSTON.ymax - 1e-9);
    // The view is taller than the box is, in pixels: the longitudes fit exactly.
    expect(box.xmin).toBeCloseTo(BOSTON.xmin, 9);
    expect(box.xmax).toBeCloseTo(BOSTON.xmax, 9);
  });

  it("projects the box's corners onto the view's edges", () => {
    const camera = fitBox(BOSTON, VIEW);
    const northWest = projectToView({ lng: BOSTON.xmin, lat: BOSTON.ymax }, camera, VIEW);
    const southEast = projectToView({ lng: BOSTON.xmax, lat: BOSTON.ymin }, camera, VIEW);
    expect(northWest.x).toBeCloseTo(0, 6);
    expect(southEast.x).toBeCloseTo(VIEW.width, 6);
    expect((northWest.y + southEast.y) / 2).toBeCloseTo(VIEW.height / 2, 6);
    expect(projectToView(camera.center, camera, VIEW)).toEqual({ x: VIEW.width / 2, y: VIEW.height / 2 });
  });

  it('keeps within the zoom limits', () => {
    expect(fitBox({ xmin: -180, ymin: -85, xmax: 180, ymax: 85 }, VIEW).zoom).toBe(MIN_ZOOM);
    expect(fitBox({ xmin: -71, ymin: 42, xmax: -71, ymax: 42 }, VIEW).zoom).toBe(MAX_ZOOM);
  });

  it('clamps a view that reaches past the edges of the world', () => {
    expect(boxOfView({ center: { lng: 170, lat: 80 }, zoom: MIN_ZOOM }, VIEW)).toMatchObject({
      xmax: 180,
    });
  });
});

describe('panCamera and zoomCamera', () => {
  const camera = fitBox(BOSTON, VIEW);

  it('moves the map with a drag: dragging to the right shows what lies west', () => {
    const moved = panCamera(camera, { x: 100, y: 0 });
    expect(moved.center.lng).toBeLessThan(camera.center.lng);
    expect(moved.center.lat).toBeCloseTo(camera.center.lat, 9);
    // What was at the centre is now 100 px to the right of it.
    const old = projectToView(camera.center, moved, VIEW);
    expect(old.x).toBeCloseTo(VIEW.width / 2 + 100, 6);
    expect(old.y).toBeCloseTo(VIEW.height / 2, 6);
  });

  it('dragging down shows what lies north; the latitude stays on the map', () => {
    expect(panCamera(camera, { x: 0, y: 50 }).center.lat).toBeGreaterThan(camera.center.lat);
    const far = panCamera({ center: { lng: 0, lat: 80 }, zoom: 2 }, { x: 0, y: 10_000 });
    expect(far.center.lat).toBeCloseTo(MAX_LATITUDE, 6);
  });

  it('wraps longitudes across the antimeridian', () => {
    const moved = panCamera({ center: { lng: 179, lat: 0 }, zoom: 2 }, { x: -20, y: 0 });
    expect(moved.center.lng).toBeGreaterThanOrEqual(-180);
    expect(moved.center.lng).toBeLessThan(-170);
  });

  it('zooms about the centre by whole steps, within the limits', () => {
    const zoomed = zoomCamera(camera, 1);
    expect(zoomed.zoom).toBeCloseTo(camera.zoom + 1, 9);
    expect(zoomed.center).toEqual(camera.center);
    const halfWidth = (box: ReturnType<typeof boxOfView>) => box.xmax - box.xmin;
    expect(halfWidth(boxOfView(zoomed, VIEW))).toBeCloseTo(halfWidth(boxOfView(camera, VIEW)) / 2, 9);
    expect(zoomCamera(camera, 100).zoom).toBe(MAX_ZOOM);
    expect(zoomCamera(camera, -100).zoom).toBe(MIN_ZOOM);
  });
});

describe('isInView and roundBox', () => {
  it('tells a pixel in the view (with slack) from one outside', () => {
    expect(isInView({ x: 0, y: 0 }, VIEW)).toBe(true);
    expect(isInView({ x: -5, y: 10 }, VIEW)).toBe(false);
    expect(isInView({ x: -5, y: 10 }, VIEW, 10)).toBe(true);
    expect(isInView({ x: 10, y: VIEW.height + 1 }, VIEW)).toBe(false);
  });

  it('rounds to 4 decimals', () => {
    expect(roundBox({ xmin: -71.123456, ymin: 42.000049, xmax: -70.99995, ymax: 42.43 })).toEqual({
      xmin: -71.1235,
      ymin: 42,
      xmax: -70.9999,
      ymax: 42.43,
    });
  });
});

describe('tilesInView', () => {
  it('covers a view of the whole world at zoom 1 with its four tiles', () => {
    const tiles = tilesInView({ center: { lng: 0, lat: 0 }, zoom: 1 }, { width: 512, height: 512 });
    expect(tiles.map(({ z, x, y, left, top, size }) => ({ z, x, y, left, top, size }))).toEqual([
      { z: 1, x: 0, y: 0, left: 0, top: 0, size: 256 },
      { z: 1, x: 1, y: 0, left: 256, top: 0, size: 256 },
      { z: 1, x: 0, y: 1, left: 0, top: 256, size: 256 },
      { z: 1, x: 1, y: 1, left: 256, top: 256, size: 256 },
    ]);
  });

  it('scales tiles between zoom levels and wraps the columns', () => {
    const tiles = tilesInView({ center: { lng: 180, lat: 0 }, zoom: 1.5 }, { width: 100, height: 100 });
    expect(new Set(tiles.map((tile) => tile.size))).toEqual(new Set([256 * Math.SQRT2]));
    expect(tiles.every((tile) => tile.z === 1 && tile.x >= 0 && tile.x <= 1)).toBe(true);
    expect(new Set(tiles.map((tile) => tile.x))).toEqual(new Set([0, 1]));
  });

  it('covers every pixel of a Boston view', () => {
    const camera = fitBox(BOSTON, VIEW);
    const tiles = tilesInView(camera, VIEW);
    for (const probe of [
      { x: 0, y: 0 },
      { x: VIEW.width - 1, y: VIEW.height - 1 },
      { x: VIEW.width / 2, y: VIEW.height / 2 },
    ]) {
      const covering = tiles.filter(
        (tile) =>
          probe.x >= tile.left &&
          probe.x < tile.left + tile.size &&
          probe.y >= tile.top &&
          probe.y < tile.top + tile.size,
      );
      expect(covering).toHaveLength(1);
    }
  });
});
