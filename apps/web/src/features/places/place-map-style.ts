/** src/lib/env.ts default (public/map-style.json): a background and no tile sources. */
const BUILT_IN_MAP_STYLE = '/map-style.json';

/**
 * The map style worth drawing a map with, or null: the built-in style is a plain background with no tiles, and a
 * blank box says less than the drawn stand-in (as on the event page).
 */
export function tiledMapStyleUrl(mapStyleUrl: string): string | null {
  return mapStyleUrl === BUILT_IN_MAP_STYLE ? null : mapStyleUrl;
}
